/**
 * React's work on the server's pages, one piece per turn of the event loop: a render's start, and each time a read
 * it waits on is in. Node accepts one new connection per turn (libuv since 1.45), and a turn lasts as long as the
 * work every ready socket brings: with every render that could go on doing so in the same turn, a busy server's
 * turns ran 100–470 ms and a phone opening a connection then waited seconds before its request was even read.
 * One piece per turn keeps each turn to one render's step, so new connections are taken every few milliseconds,
 * while the renders the server can afford are all made, in the order they became ready.
 */
const ready: (() => void)[] = [];
let draining = false;

function drain(): void {
  ready.shift()?.();
  // Scheduled from inside this turn's check phase: it runs in the next turn, after that turn's I/O.
  if (ready.length > 0) setImmediate(drain);
  else draining = false;
}

/**
 * Runs `work` in a turn of its own, after the pieces queued before it; what continues from the promise it returns
 * (React going on with the render) runs in that same turn, before the next piece.
 */
export function inTurnOfItsOwn<T>(work: () => T | PromiseLike<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    ready.push(() => {
      try {
        resolve(work());
      } catch (error) {
        reject(error);
      }
    });
    if (!draining) {
      draining = true;
      setImmediate(drain);
    }
  });
}
