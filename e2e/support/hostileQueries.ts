import { PWNED_FLAG } from './pageHealth';

/** Values that would inject markup or run code if a screen reflected them unescaped. */
export const HOSTILE_QUERY_VALUES: readonly string[] = [
  `<img src=x onerror=window.${PWNED_FLAG}=1>`,
  `<script>window.${PWNED_FLAG}=1</script>`,
  `javascript:window.${PWNED_FLAG}=1`,
  '../../',
];

/** Values of the wrong type for numeric, enumerated or path-like parameters. */
export const WRONG_TYPED_VALUES: readonly string[] = ['-1', 'NaN', '1e309'];

/** Parameters many screens could plausibly read, tried on every route. */
export const GENERIC_PARAMS: readonly string[] = ['id', 'p', 'gameType', 'page', 'type'];

/**
 * The queries that give every parameter every value once: visit `k` sets parameter `i` to value
 * `(i + k) mod n`, so `n` visits cover the whole parameter × value table.
 */
export function rotatedQueries(params: readonly string[], values: readonly string[]): string[] {
  return values.map((_, k) => {
    const query = new URLSearchParams();
    params.forEach((name, i) => query.set(name, values[(i + k) % values.length] ?? ''));
    return `?${query.toString()}`;
  });
}
