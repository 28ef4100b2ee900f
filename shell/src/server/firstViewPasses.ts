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
  /** Reads started and not yet settled: one still running when the page is rendered is not in it. */
  let running = 0;

  const view: FirstViewData = {
    answerOf: (id) => answers.get(id),
    collect(id, load) {
      if (!answers.has(id) && !failed.has(id)) pending.set(id, load);
    },
  };

  return {
    /** What a collecting pass renders with. */
    collecting: view,
    /** Runs the reads the last pass noted; false when it noted none. A read that fails is left to the browser. */
    async runPending(): Promise<boolean> {
      const loads = pending;
      pending = new Map();
      if (!loads.size) return false;
      running += loads.size;
      await Promise.all(
        [...loads].map(([id, load]) => {
          const { result, keys } = load();
          return result
            .then(
              (data) => void answers.set(id, { data, reads: [...keys] }),
              () => void failed.add(id),
            )
            .finally(() => running--);
        }),
      );
      return true;
    },
    /**
     * The first view as it stands when the page is rendered: what the streamed render uses (it collects
     * nothing) and what the browser is handed; a read that settles later is in neither. `complete`: every read
     * the passes met was answered, none failed, none is still running or left for the browser to ask.
     */
    freeze() {
      const kept = new Map(answers);
      const final: FirstViewData = { answerOf: (id) => kept.get(id) };
      return { final, answers: Object.fromEntries(kept), complete: failed.size === 0 && pending.size === 0 && running === 0 };
    },
  };
}
