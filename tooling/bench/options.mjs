// The bench's command-line options and run order: small pure helpers, unit-tested.

/**
 * The number after `--name`, or `fallback` when the flag is absent or not a positive number.
 * @param {string[]} args
 * @param {string} name  e.g. `--runs`
 * @param {number} fallback
 */
export function numberOption(args, name, fallback) {
  const index = args.indexOf(name);
  const value = index === -1 ? NaN : Number(args[index + 1]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * The variants in the order run `run` measures them: rotated by one each run, so over as many runs as there
 * are variants each one goes first, second and last once, and a noisy moment does not always hit the same one.
 * @template T
 * @param {T[]} variants
 * @param {number} run
 */
export function runOrder(variants, run) {
  const shift = variants.length ? run % variants.length : 0;
  return [...variants.slice(shift), ...variants.slice(0, shift)];
}
