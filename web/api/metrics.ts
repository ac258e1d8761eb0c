import type { PageLeaveMetric } from '../../common/api/metrics';
import { CSRF_HEADER } from './csrf';

/** Where page-leave metrics go (spec §7). */
export const PAGE_LEAVE_METRIC_PATH = '/api/save-metric/pageLeave/';

/**
 * Sends a page-leave metric. A beacon survives the page closing but cannot set headers, so the CSRF
 * token rides in the body; when beacons are missing or refused, a keepalive fetch carries the header.
 */
export function sendPageLeaveMetric(metric: PageLeaveMetric, csrfToken: string): void {
  const json = JSON.stringify({ path: metric.path, data: metric, csrfmiddlewaretoken: csrfToken });
  const queued =
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(PAGE_LEAVE_METRIC_PATH, new Blob([json], { type: 'application/json' }));
  if (queued) return;
  fetch(PAGE_LEAVE_METRIC_PATH, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: csrfToken },
    body: json,
  }).catch(() => {
    // A lost metric is not worth troubling anyone about.
  });
}
