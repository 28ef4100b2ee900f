import { hasKeys, isArrayOf, isObject } from '../guards';

/** Names the value type a top-level shape check stands for, so it can be passed as `validate`. */
export const shape = <T>(check: (value: unknown) => boolean) => check as (value: unknown) => value is T;

/** The first of `keys` an answer lacks ('value' when it is not an object at all), or undefined. */
export function missingKey(value: unknown, keys: readonly string[]): string | undefined {
  if (!isObject(value)) return 'value';
  return keys.find((key) => !(key in value));
}

/** A check that can also name what failed, for the `ApiError` of a malformed answer. */
export type NamedCheck<T> = ((value: unknown) => value is T) & { mismatch?: (value: unknown) => string | undefined };

/** An object with these keys; a failure names the first missing key. */
export const objectWith = <T>(...keys: string[]): NamedCheck<T> =>
  Object.assign(shape<T>(hasKeys(...keys)), { mismatch: (value: unknown) => missingKey(value, keys) });

/** An array of objects. */
export const listOf = <T>() => shape<T[]>(isArrayOf(isObject));

/** An array of strings. */
export const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Any value (used for calls whose value the screen ignores). */
export const anyValue = <T>() => shape<T>(() => true);

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
