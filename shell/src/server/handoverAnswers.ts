import type { DehydratedQueries, FirstViewAnswers } from 'shared';
import type { HandedOverAnswer, HandedOverAnswers } from '../startup/firstViewHandover';

type Reference = Omit<Extract<HandedOverAnswer, { query: string }>, 'reads'>;

/** Where `data` is in `value`: the value itself, one property of it, or items of an array in either. */
function referenceIn(value: unknown, data: unknown, query: string): Reference | undefined {
  if (value === data) return { query };
  if (value === null || typeof value !== 'object') return undefined;
  const places: [string | undefined, unknown][] = [[undefined, value], ...Object.entries(value)];
  for (const [at, place] of places) {
    if (at !== undefined && place === data) return { query, at };
    // A screen that shows some of a read's items (a slice, a filter) names them by their places in it.
    if (!Array.isArray(place) || !Array.isArray(data) || data.length === 0) continue;
    const items = data.map((item) => place.indexOf(item));
    if (items.every((index) => index >= 0)) return { query, ...(at !== undefined && { at }), items };
  }
  return undefined;
}

/**
 * The answers as the page hands them over: an answer that is a read's value in the handed-over cache, one
 * property of it (a screen's load that returns `answer.list`) or some of its items names that read instead of
 * repeating its data, so each answer is in the page once.
 */
export function handoverAnswers(answers: FirstViewAnswers, queries: DehydratedQueries): HandedOverAnswers {
  const handed: HandedOverAnswers = {};
  for (const [id, answer] of Object.entries(answers)) {
    handed[id] = answer;
    if (answer.data === null || typeof answer.data !== 'object') continue;
    for (const key of answer.reads) {
      const reference = key in queries ? referenceIn(queries[key]?.value, answer.data, key) : undefined;
      if (reference) {
        handed[id] = { reads: answer.reads, ...reference };
        break;
      }
    }
  }
  return handed;
}
