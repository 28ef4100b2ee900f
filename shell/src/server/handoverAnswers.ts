import type { DehydratedQueries, FirstViewAnswers } from 'shared';
import type { HandedOverAnswers } from '../startup/firstViewHandover';

/**
 * The answers as the page hands them over: an answer that is a read's value in the handed-over cache, or one
 * property of it (a screen's load that returns `answer.list`), names that read instead of repeating its data,
 * so each answer is in the page once.
 */
export function handoverAnswers(answers: FirstViewAnswers, queries: DehydratedQueries): HandedOverAnswers {
  const handed: HandedOverAnswers = {};
  for (const [id, answer] of Object.entries(answers)) {
    handed[id] = answer;
    if (answer.data === null || typeof answer.data !== 'object') continue;
    for (const key of answer.reads) {
      const value = queries[key]?.value;
      if (value === answer.data) {
        handed[id] = { reads: answer.reads, query: key };
        break;
      }
      const at =
        value && typeof value === 'object'
          ? Object.keys(value).find((name) => (value as Record<string, unknown>)[name] === answer.data)
          : undefined;
      if (at !== undefined) {
        handed[id] = { reads: answer.reads, query: key, at };
        break;
      }
    }
  }
  return handed;
}
