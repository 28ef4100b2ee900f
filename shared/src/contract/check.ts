import * as v from 'valibot';

/** Any valibot schema of an answer. */
export type AnswerSchema = v.GenericSchema;

/**
 * The dotted path of the first field of `value` that `schema` rejects ('value' when the whole value is of the
 * wrong kind), or undefined when the value passes.
 */
export function answerMismatch(schema: AnswerSchema, value: unknown): string | undefined {
  const result = v.safeParse(schema, value, { abortEarly: true });
  if (result.success) return undefined;
  const [issue] = result.issues;
  return (issue && v.getDotPath(issue)) || 'value';
}

/** Whether `value` passes `schema`, as a type guard. */
export const passes = <S extends AnswerSchema>(schema: S, value: unknown): value is v.InferOutput<S> => v.is(schema, value);

/** An object schema with one `schema` per key of `keys` (a record whose every key is required). */
export function everyKey<const K extends string, S extends AnswerSchema>(keys: readonly K[], schema: S) {
  return v.object(Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>);
}
