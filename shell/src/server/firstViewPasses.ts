import type { FirstViewAnswer, FirstViewData } from 'shared';

type Load = () => { result: Promise<unknown>; keys: ReadonlySet<string> };

/**
 * The answers of a server render's first view, gathered over render passes: each pass notes the reads of
 * the screens it rendered still loading, they run (within the time left), and the next pass renders those
 * screens with their data, which may show more screens with reads of their own.
 */
export function createFirstViewPasses() {
  const answers = new Map<string, FirstViewAnswer>();
  const failed = new Set<string>();
  let pending = new Map<string, Load>();

  const view: FirstViewData = {
    answerOf: (id) => answers.get(id),
    collect(id, load) {
      if (!answers.has(id) && !failed.has(id)) pending.set(id, load);
    },
  };

  return {
    /** What a collecting pass renders with. */
    collecting: view,
    /** What the streamed render uses: the answers so far, nothing more collected. */
    final: { answerOf: view.answerOf } as FirstViewData,
    /** Runs the reads the last pass noted; false when it noted none. A read that fails is left to the browser. */
    async runPending(): Promise<boolean> {
      const loads = pending;
      pending = new Map();
      if (!loads.size) return false;
      await Promise.all(
        [...loads].map(([id, load]) => {
          const { result, keys } = load();
          return result.then(
            (data) => void answers.set(id, { data, reads: [...keys] }),
            () => void failed.add(id),
          );
        }),
      );
      return true;
    },
    answers: () => Object.fromEntries(answers),
    /** Every read the passes met was answered: none failed, none is left for the browser to ask. */
    allAnswered: () => failed.size === 0 && pending.size === 0,
  };
}
