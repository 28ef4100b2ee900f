/** Small shape checks for endpoint `validate` options: enough to turn a malformed body into a clear error. */
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isArrayOf =
  <T>(item: (v: unknown) => v is T) =>
  (v: unknown): v is T[] =>
    Array.isArray(v) && v.every(item);
export const hasKeys =
  <K extends string>(...keys: K[]) =>
  (v: unknown): v is Record<K, unknown> =>
    isObject(v) && keys.every((k) => k in v);
export const isAnything = (_v: unknown): _v is unknown => true;
