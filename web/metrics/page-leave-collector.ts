import type { PageLeaveMetric } from '../../common/api/metrics';
import { PAGE_LEAVE_LIMITS as LIMITS } from '../../common/domain/page-leave-limits';

/** Clicks kept per report; the rest are dropped so a beacon stays small (the server refuses more). */
export const MAX_ITEMS_CLICKED = LIMITS.itemsClicked;

type ItemClicked = PageLeaveMetric['itemsClicked'][number];

/** Collects what a visitor does on one page until it reports (spec §3 page-leave metric). */
export interface PageLeaveCollector {
  /** The metric since the last report; the counters then start again, so nothing is counted twice. */
  report(): PageLeaveMetric;
  /** Stops listening. */
  stop(): void;
}

/** Starts collecting for `path` on this window: clicks, keys, scrolling, visible and hidden time. */
export function startPageLeaveCollector(path: string, now: () => number = Date.now): PageLeaveCollector {
  const loadTime = now();
  let itemsClicked: ItemClicked[] = [];
  let keysPressed = 0;
  let scrollDistance = 0;
  let lastScrollY = window.scrollY;
  let activeTime = 0;
  let inactiveTime = 0;
  let visible = document.visibilityState !== 'hidden';
  let since = loadTime;

  const settleTime = () => {
    const at = now();
    if (visible) activeTime += at - since;
    else inactiveTime += at - since;
    since = at;
  };
  const onVisibility = () => {
    settleTime();
    visible = document.visibilityState !== 'hidden';
  };
  const onClick = (event: MouseEvent) => {
    if (itemsClicked.length >= MAX_ITEMS_CLICKED || !(event.target instanceof Element)) return;
    const target = event.target;
    itemsClicked.push({
      id: target.id.slice(0, LIMITS.itemIdLength),
      nodeName: target.nodeName.slice(0, LIMITS.nodeNameLength),
      classes: (target.getAttribute('class') ?? '').slice(0, LIMITS.classesLength),
      x: event.pageX,
      y: event.pageY,
      time: now() - loadTime,
    });
  };
  const onKeyDown = () => {
    keysPressed = Math.min(keysPressed + 1, LIMITS.keysPressed);
  };
  const onScroll = () => {
    scrollDistance += Math.abs(window.scrollY - lastScrollY);
    lastScrollY = window.scrollY;
  };

  document.addEventListener('visibilitychange', onVisibility);
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown, true);
  window.addEventListener('scroll', onScroll, { passive: true });

  return {
    report() {
      settleTime();
      const metric: PageLeaveMetric = {
        path: path.slice(0, LIMITS.pathLength),
        hostname: window.location.hostname.slice(0, LIMITS.hostnameLength),
        loadTime,
        unloadTime: now(),
        activeTime,
        inactiveTime,
        itemsClicked,
        scrollDistance,
        windowSize: {
          width: window.innerWidth,
          height: window.innerHeight,
          outerWidth: window.outerWidth,
          outerHeight: window.outerHeight,
        },
        keysPressed,
      };
      itemsClicked = [];
      keysPressed = 0;
      scrollDistance = 0;
      activeTime = 0;
      inactiveTime = 0;
      return metric;
    },
    stop() {
      document.removeEventListener('visibilitychange', onVisibility);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('scroll', onScroll);
    },
  };
}
