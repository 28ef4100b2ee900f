import { answerMismatch, passes, type AnswerSchema, type InferOutput } from '../../contract';

/** A check that can also name what failed, for the `ApiError` of a malformed answer. */
export type NamedCheck<T> = ((value: unknown) => value is T) & { mismatch: (value: unknown) => string | undefined };

/**
 * The client's check of an answer against its contract schema (`shared/contract`), for the `validate` option:
 * a value that fails is a `malformed` ApiError whose `field` is the dotted path of the first bad field.
 */
export const answer = <S extends AnswerSchema>(schema: S): NamedCheck<InferOutput<S>> =>
  Object.assign((value: unknown): value is InferOutput<S> => passes(schema, value), {
    mismatch: (value: unknown) => answerMismatch(schema, value),
  });

/** Drops undefined and empty-string entries from a query object. */
export function cleanQuery(query: object): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) out[key] = value.join(',');
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  return out;
}
