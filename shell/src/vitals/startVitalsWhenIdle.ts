import { whenIdle } from '../federation/whenIdle';

/**
 * Web Vitals are measured by a chunk loaded once the first screen is done with the network and the browser is
 * idle (the performance entries before it are buffered): nothing of it is part of the first load.
 */
export const startVitalsWhenIdle = (after: Promise<unknown>, serverRendered: boolean) =>
  void after.then(
    () =>
      whenIdle(
        () => void import(/* webpackChunkName: "vitals" */ './startVitals').then(({ startVitals }) => startVitals({ serverRendered })),
      ),
    () => undefined,
  );
