// Whether a canary's figure is past what its rule allows against the stable version, as the collector judges
// it (tooling/release/vitals.mjs): failure rate more than `margin` points above, LCP p75 more than `lcpMargin`
// percent slower, INP or CLS p75 over their limits and worse than the stable version's. Null when there is
// nothing to judge (no rule, no figure).
import type { Canary, Counts, Figure, VitalName } from '../api/types';
import { failureRate } from './figures';

export type Verdict = 'within' | 'over';

export function failureVerdict(canary: Counts | null, stable: Counts | null, margin: number): Verdict | null {
  const canaryRate = failureRate(canary);
  if (canaryRate === null) return null;
  return (canaryRate - (failureRate(stable) ?? 0)) * 100 > margin ? 'over' : 'within';
}

export function vitalVerdict(name: VitalName, stable: Figure, canary: Figure, rule: Canary): Verdict | null {
  if (canary === null) return null;
  if (name === 'lcp') {
    if (rule.lcpMargin === null || stable === null) return null;
    return canary > stable * (1 + rule.lcpMargin / 100) ? 'over' : 'within';
  }
  const limit = name === 'inp' ? rule.inpLimit : name === 'cls' ? rule.clsLimit : null;
  if (limit === null) return null;
  return canary > limit && (stable === null || canary > stable) ? 'over' : 'within';
}
