import type { ReactNode } from 'react';
// React's build for Bun hands the page over as strings; its Node build copies every chunk (tens of thousands on
// a page like home) into 4 KB byte arrays first. The page is only sent once it is whole, so strings joined by
// the engine are all it needs: 13 % less CPU per render of home, 20 % more rendered pages/s (A/B on this
// machine, the two builds served side by side). It is the same renderer (renderWhenReady.test.tsx holds its
// HTML to the Node build's); what it lacks beside it is Bun's hash for server actions, which the site has none of.
// patches/react-dom@19.3.1.patch makes it go on with a part as soon as that part's data is in, where React waits
// for a timer (one more turn of the event loop, 45-70 ms on a busy server, per level of reads).
import { renderToPipeableStream } from 'react-dom/server.bun';
import { inTurnOfItsOwn } from './renderTurns';

export interface RenderWhenReadyOptions {
  /** Every error met while rendering; the part it hit is left to the browser (React sends its fallback). */
  onError: (error: unknown) => void;
  /** After this long the render ends where it is: what is still suspended goes out as its fallback. */
  timeLimitMs: number;
}

/**
 * The HTML of `element` once everything in it is ready (no part streamed late, so the page needs no inline script
 * to put parts in place). Rejects if the render fails before any of it exists.
 */
export function renderWhenReady(element: ReactNode, { onError, timeLimitMs }: RenderWhenReadyOptions): Promise<string> {
  // React's first pass over the page starts in a turn of its own (renderTurns.ts).
  return inTurnOfItsOwn(() => renderNow(element, { onError, timeLimitMs }));
}

function renderNow(element: ReactNode, { onError, timeLimitMs }: RenderWhenReadyOptions): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let html = '';
    // What React writes into: appending keeps each chunk a part of one string until it is read.
    const destination = {
      write(chunk: string) {
        html += chunk;
        return true;
      },
      end() {
        clearTimeout(timeLimit);
        resolve(html);
      },
      // Nothing can go wrong writing to a string: no 'drain', 'error' or 'close' ever comes.
      on: () => destination,
    };
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(destination as unknown as NodeJS.WritableStream),
      onShellError: reject,
      // Never outline a finished part to place it later by script (which the CSP would block).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError,
    });
    const timeLimit = setTimeout(() => stream.abort(new Error('the render ran past its time')), timeLimitMs);
    timeLimit.unref();
  });
}
