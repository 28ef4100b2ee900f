import type { FirstViewAnswer, FirstViewAnswers, FirstViewData } from 'shared';
import { inTurnOfItsOwn } from './renderTurns';

type Load = () => { result: Promise<unknown>; keys: ReadonlySet<string> };
/** A promise React reads without suspending again (`use`) once it has settled. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * The reads of one server render's first view. Each screen's load runs once, when the render first meets the
 * screen; the screen waits (React renders it again when its answer is in) until `deadline`. A read that fails
 * or is still running then gets no answer: the screen renders loading and the browser asks for it, and the page
 * is not complete (never reused for another request).
 */
export function createFirstViewReads({ deadline, run = (load) => load() }: { deadline: number; run?: (load: Load) => ReturnType<Load> }) {
  const answers = new Map<string, FirstViewAnswer>();
  const asked = new Map<string, Tracked<FirstViewAnswer | undefined>>();
  let unanswered = 0;

  function answerBy(load: Load): Tracked<FirstViewAnswer | undefined> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(resolve, Math.max(0, deadline - Date.now()), undefined);
    });
    const answered = (async () => {
      const { result, keys } = run(load);
      return { data: await result, reads: [...keys] };
    })();
    const tracked: Tracked<FirstViewAnswer | undefined> = Promise.race([answered, late])
      .catch(() => undefined)
      // React goes on with the screen as this settles: in a turn of its own (renderTurns.ts).
      .then((answer) =>
        inTurnOfItsOwn(() => {
          clearTimeout(timer);
          if (answer === undefined) unanswered++;
          tracked.status = 'fulfilled';
          tracked.value = answer;
          return answer;
        }),
      );
    // A read that fails after the deadline is nobody's to report.
    answered.catch(() => undefined);
    return tracked;
  }

  const view: FirstViewData = {
    answerOf: (id) => answers.get(id),
    serverAnswer(id, load) {
      let answer = asked.get(id);
      if (!answer) {
        answer = answerBy(load);
        asked.set(id, answer);
        void answer.then((settled) => settled && answers.set(id, settled));
      }
      return answer;
    },
  };

  return {
    /** What the render's screens read through (FirstViewContext). */
    view,
    /** The answers the page was rendered with, by screen: what the browser starts each screen with. */
    answers: (): FirstViewAnswers => Object.fromEntries(answers),
    /** Every screen the render met had its answer: none failed, none was late. */
    complete: () => unanswered === 0 && [...asked.values()].every((answer) => answer.status === 'fulfilled'),
  };
}
