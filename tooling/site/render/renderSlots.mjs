// How many server renders run at once. Past the limit a page request waits for a render to end, at most
// `queueMs`: a server-rendered page a few hundred milliseconds later shows sooner on a phone than the page the
// browser renders alone (its code and data are fetched first), and the renders the machine can afford are all
// made. A request that waited that long is answered at once with the browser's page, so no page ever queues for
// seconds behind a burst; first come, first served.

/**
 * @param {{ maxRenders: number, queueMs: number }} options
 */
export function createRenderSlots({ maxRenders, queueMs }) {
  let running = 0;
  let leftToBrowser = 0;
  /** @type {{ take: () => void }[]} */
  const waiting = [];

  /** Resolves true once this request may render (it then calls `release` once), false when it never may. */
  function acquire() {
    if (running < maxRenders) {
      running++;
      return Promise.resolve(true);
    }
    if (queueMs <= 0) {
      leftToBrowser++;
      return Promise.resolve(false);
    }
    return new Promise((resolve) => {
      const waiter = {
        take: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(waiter), 1);
        leftToBrowser++;
        resolve(false);
      }, queueMs);
      waiting.push(waiter);
    });
  }

  /** A render ended: its slot goes to the longest-waiting request, or is free. */
  function release() {
    const next = waiting.shift();
    if (next) next.take();
    else running--;
  }

  return {
    acquire,
    release,
    /** Renders running now, requests waiting for one, and pages left to the browser because none came in time. */
    stats: () => ({ running, waiting: waiting.length, leftToBrowser }),
  };
}
