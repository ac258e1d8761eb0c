import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { getCsrfToken, knownCsrfToken } from '../api/client';
import { sendPageLeaveMetric } from '../api/metrics';
import { startPageLeaveCollector } from '../metrics/page-leave-collector';

/**
 * Reports the page-leave metric (spec §7) when the visitor moves to another page, hides the tab or
 * leaves the site. The first report of a visit may lack a token; it then fetches one first.
 */
export function PageLeaveTracker() {
  const { pathname } = useLocation();

  useEffect(() => {
    const collector = startPageLeaveCollector(pathname);
    const report = () => {
      const metric = collector.report();
      const token = knownCsrfToken();
      if (token) sendPageLeaveMetric(metric, token);
      else
        getCsrfToken().then(
          (fetched) => sendPageLeaveMetric(metric, fetched),
          () => {},
        );
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') report();
    };
    // A closing tab fires visibilitychange first; pagehide then reports only what that missed.
    const onPageHide = () => {
      if (document.visibilityState !== 'hidden') report();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      report();
      collector.stop();
    };
  }, [pathname]);

  return null;
}
