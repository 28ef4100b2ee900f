import { isStandaloneWebApp } from 'shared';
import { loadedVersions, pageViewToken } from '../federation/beacon';
import { measureVitals } from './measureVitals';
import { vitalsReport } from './vitalsReport';

/** Where a sampled page view reports its Web Vitals (tooling/release/collector.mjs). */
export const VITALS_URL = '/__release/vitals';

/**
 * Measure this page view's Web Vitals and, when the site sampled it, send them once, as the page is hidden
 * (the player leaves, switches app or closes the tab): one small beacon that never holds the page up.
 */
export function startVitals({ serverRendered }: { serverRendered: boolean }): void {
  const read = measureVitals();
  const pathname = location.pathname;
  let sampled = false;
  void pageViewToken().then((answer) => (sampled = answer?.vitals === true));
  let sent = false;
  // A page being left may still count as visible when its pagehide comes.
  const sendOnce = (event: Event) => {
    if (sent || !sampled || (event.type === 'visibilitychange' && document.visibilityState !== 'hidden')) return;
    sent = true;
    const report = vitalsReport({
      pathname,
      versions: loadedVersions(),
      ssr: serverRendered,
      installed: isStandaloneWebApp(),
      measures: read(),
    });
    try {
      if (report) navigator.sendBeacon?.(VITALS_URL, JSON.stringify(report));
    } catch {
      // A report that cannot be sent is dropped.
    }
  };
  addEventListener('visibilitychange', sendOnce, { capture: true });
  addEventListener('pagehide', sendOnce, { capture: true });
}
