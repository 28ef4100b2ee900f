/** @typedef {{ action: 'pin' | 'rollback' | 'canary' | 'promote' | 'abort', version: string, at: string, command: string, by?: string, percent?: number, margin?: number, minSample?: number, lcpMargin?: number, inpLimit?: number, clsLimit?: number }} Change */
/** @typedef {{ version: string, percent: number, margin: number, minSample: number, at: string, lcpMargin?: number, inpLimit?: number, clsLimit?: number }} Canary */

/**
 * The stack of pins of one remote, replayed from its history: a pin of a new version (or the promotion of a
 * canary) pushes it, a rollback pops back to the one before; starting or aborting a canary leaves it alone.
 * The top is what players get; the one below it is the last known good.
 * @param {Change[]} history
 * @returns {string[]}
 */
export function pinStack(history) {
  const stack = [];
  for (const change of history) {
    if (change.action === 'pin' || change.action === 'promote') {
      if (stack.at(-1) !== change.version) stack.push(change.version);
    } else if (change.action === 'rollback') stack.pop();
  }
  return stack;
}

/**
 * The canary running on top of the pin, if any: the last change started it (any later change, a promotion,
 * an abort, ends it).
 * @param {Change[]} history
 * @returns {Canary | null}
 */
export function canaryOf(history) {
  const last = history.at(-1);
  if (last?.action !== 'canary') return null;
  const { lcpMargin, inpLimit, clsLimit } = last;
  return {
    version: last.version,
    percent: last.percent ?? 0,
    margin: last.margin ?? 0,
    minSample: last.minSample ?? 0,
    at: last.at,
    // A canary started before vitals were judged has none: the defaults apply.
    ...(lcpMargin !== undefined && { lcpMargin }),
    ...(inpLimit !== undefined && { inpLimit }),
    ...(clsLimit !== undefined && { clsLimit }),
  };
}
