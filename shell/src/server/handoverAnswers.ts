import type { DehydratedQueries, FirstViewAnswers } from 'shared';
import type { HandedOverAnswer, HandedOverAnswers } from '../startup/firstViewHandover';

type Reference = Omit<Extract<HandedOverAnswer, { reads: readonly string[]; data?: never }>, 'reads' | 'query'>;

/** Item places `0 … n - 1` as their count (`first`), any others as they are. */
const itemsOf = (items: number[]): Reference => (items.every((place, index) => place === index) ? { first: items.length } : { items });

/** Where `data` is in `value`: the value itself, one property of it, or items of an array in either. */
function referenceIn(value: unknown, data: unknown): Reference | undefined {
  if (value === data) return {};
  if (value === null || typeof value !== 'object') return undefined;
  const places: [string | undefined, unknown][] = [[undefined, value], ...Object.entries(value)];
  for (const [at, place] of places) {
    if (at !== undefined && place === data) return { at };
    // A screen that shows some of a read's items (a slice, a filter) names them by their places in it.
    if (!Array.isArray(place) || !Array.isArray(data) || data.length === 0) continue;
    const items = data.map((item) => place.indexOf(item));
    if (items.every((index) => index >= 0)) return { ...(at !== undefined && { at }), ...itemsOf(items) };
  }
  return undefined;
}

/**
 * The answers as the page hands them over: an answer that is a read's value in the handed-over cache, one
 * property of it (a screen's load that returns `answer.list`) or some of its items names that read instead of
 * repeating its data, so each answer is in the page once. The read is named by `query`, left out when it is the
 * answer's only read.
 */
export function handoverAnswers(answers: FirstViewAnswers, queries: DehydratedQueries): HandedOverAnswers {
  const handed: HandedOverAnswers = {};
  for (const [id, answer] of Object.entries(answers)) {
    handed[id] = answer;
    if (answer.data === null || typeof answer.data !== 'object') continue;
    for (const key of answer.reads) {
      const reference = key in queries ? referenceIn(queries[key]?.value, answer.data) : undefined;
      if (reference) {
        const onlyRead = answer.reads.length === 1;
        handed[id] = { reads: answer.reads, ...(!onlyRead && { query: key }), ...reference };
        break;
      }
    }
  }
  return handed;
}
