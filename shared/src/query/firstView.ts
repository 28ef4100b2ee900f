import { createContext } from 'react';

/**
 * What a server render read for the first view, by the React id (`useId`) of the screen's `useApi` call, so
 * the same screen starts with the same data in the browser's first render (hydration) as on the server.
 */
export interface FirstViewData {
  /** The answer the screen at `id` read in the server render, if it read one, and the keys of its reads. */
  answerOf(id: string): FirstViewAnswer | undefined;
  /**
   * Server render only: the answer of the screen at `id`, read through `load` once per render. The screen waits
   * for it inside the render (React renders it again once its reads are in, so a page is rendered once, however
   * deep its reads go); undefined when the reads failed or ran past the render's time budget, and the screen
   * renders loading for the browser to finish.
   */
  serverAnswer?(id: string, load: () => { result: Promise<unknown>; keys: ReadonlySet<string> }): PromiseLike<FirstViewAnswer | undefined>;
  /** Browser only: the screen at `id` is on the page with its answer; a later screen there asks the cache. */
  settle?(id: string): void;
  /**
   * Browser only: the server rendered what a guest sees, and this page has a signed-in player, so each screen
   * taken over with a server answer asks again (in the background, as the player) once it is on the page.
   */
  askAgainAfterTakeOver?: boolean;
}

export const FirstViewContext = createContext<FirstViewData | undefined>(undefined);

/** A screen's answer in the first view, with the query keys it read (invalidating one of them reloads it). */
export interface FirstViewAnswer {
  data: unknown;
  reads: readonly string[];
}

/** The first view's answers, as handed from the server render to the browser. */
export type FirstViewAnswers = Record<string, FirstViewAnswer>;

/**
 * The browser's side: each server answer serves the screen it was read for until that screen is on the page
 * (a hydration that is retried gets it again), and never again after. `signedIn`: the server's answers are a
 * guest's, so each screen asks again as the player once it is on the page.
 */
export function handedOverFirstView(answers: FirstViewAnswers, { signedIn = false }: { signedIn?: boolean } = {}): FirstViewData {
  const left = new Map(Object.entries(answers));
  return {
    answerOf: (id) => left.get(id),
    settle: (id) => void left.delete(id),
    askAgainAfterTakeOver: signedIn,
  };
}
