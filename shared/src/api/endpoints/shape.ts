import { hasKeys, isArrayOf, isObject } from '../guards';

/** Names the value type a top-level shape check stands for, so it can be passed as `validate`. */
export const shape = <T>(check: (value: unknown) => boolean) => check as (value: unknown) => value is T;

/** An object with these keys. */
export const objectWith = <T>(...keys: string[]) => shape<T>(hasKeys(...keys));

/** An array of objects. */
export const listOf = <T>() => shape<T[]>(isArrayOf(isObject));

/** An array of strings. */
export const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

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
