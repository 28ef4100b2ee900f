import { canary } from '../testing/fixtures';
import { failureVerdict, vitalVerdict } from './verdict';

const rule = canary({ lcpMargin: 20, inpLimit: 200, clsLimit: 0.1 });

describe('a canary figure past its rule', () => {
  it('failure rate: more than the margin in points above the stable version', () => {
    expect(failureVerdict({ loads: 100, failures: 7 }, { loads: 100, failures: 1 }, 5)).toBe('over');
    expect(failureVerdict({ loads: 100, failures: 6 }, { loads: 100, failures: 1 }, 5)).toBe('within');
    expect(failureVerdict({ loads: 0, failures: 0 }, { loads: 100, failures: 1 }, 5)).toBeNull();
  });

  it('LCP: more than lcpMargin percent slower than stable', () => {
    expect(vitalVerdict('lcp', 2000, 2401, rule)).toBe('over');
    expect(vitalVerdict('lcp', 2000, 2400, rule)).toBe('within');
    expect(vitalVerdict('lcp', null, 2400, rule)).toBeNull();
    expect(vitalVerdict('lcp', 2000, 9000, { ...rule, lcpMargin: null })).toBeNull();
  });

  it('INP and CLS: over their limits and worse than the stable version', () => {
    expect(vitalVerdict('inp', 100, 201, rule)).toBe('over');
    expect(vitalVerdict('inp', null, 201, rule)).toBe('over');
    expect(vitalVerdict('inp', 100, 200, rule)).toBe('within');
    expect(vitalVerdict('inp', 300, 250, rule)).toBe('within');
    expect(vitalVerdict('cls', 0, 0.11, rule)).toBe('over');
    expect(vitalVerdict('cls', 0, 0.1, rule)).toBe('within');
    expect(vitalVerdict('cls', 0.2, 0.2, rule)).toBe('within');
    expect(vitalVerdict('fcp', 100, 9000, rule)).toBeNull();
  });
});
