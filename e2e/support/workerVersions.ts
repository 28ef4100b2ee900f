import type { Page } from '@playwright/test';

interface VersionState {
  versionId: string;
  runningStatus: string;
  status: string;
}

/**
 * DevTools' record of the site's service worker versions as they change (Chromium). Playwright attaches DevTools
 * to every worker, and under DevTools Chromium never stops an idle worker by itself, which a waiting worker that
 * asked to take over (`skipWaiting`) can need: Chromium activates it only once the outgoing worker has no work,
 * by asking that worker to stop once idle. An event of the open page that starts the outgoing worker again in
 * that moment clears the ask, and only the worker's idle timeout (about 30 s) stops it then; under DevTools,
 * never. `stoppedThenRestarted` tells that case from a worker that never goes idle, and `stopAll` does what the
 * browser does at the idle timeout.
 */
export async function workerVersions(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const history: VersionState[] = [];
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const { versionId, runningStatus, status } of versions) history.push({ versionId, runningStatus, status });
  });
  await cdp.send('ServiceWorker.enable');
  const now = () => new Map(history.map((state) => [state.versionId, state]));
  return {
    history,
    /** The version in control of the site's pages, once it has activated. */
    activeId: () => [...now().values()].find((state) => state.status === 'activated')?.versionId,
    /** Whether a version other than `oldId` has installed (waiting, activating or active). */
    newerInstalled: (oldId: string) =>
      [...now().values()].some((state) => state.versionId !== oldId && ['installed', 'activating', 'activated'].includes(state.status)),
    /** Whether `oldId` stopped, so was idle, and was started again after a newer version installed. */
    stoppedThenRestarted(oldId: string): boolean {
      const installedAt = history.findIndex((state) => state.versionId !== oldId && state.status === 'installed');
      const after = history.slice(installedAt).filter((state) => state.versionId === oldId);
      const stoppedAt = after.findIndex((state) => state.runningStatus === 'stopped');
      return installedAt >= 0 && stoppedAt >= 0 && after.slice(stoppedAt).some((state) => state.runningStatus !== 'stopped');
    },
    stopAll: () => cdp.send('ServiceWorker.stopAllWorkers'),
    /** Ends the record: a page taken offline with it still on did not learn it was offline. */
    stop: () => cdp.detach(),
  };
}
