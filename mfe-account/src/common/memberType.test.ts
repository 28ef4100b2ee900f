import { canDeposit, effectiveType, isTrialType } from './memberType';

describe('member types (docs/product-rules.md §3 and §5)', () => {
  it('only types 0, 1 and 2 may deposit', () => {
    expect([0, 1, 2].map(canDeposit)).toEqual([true, true, true]);
    expect([4, 40, 41, 42, 3].map(canDeposit)).toEqual([false, false, false, false, false]);
  });
  it('uses the member info type, then the session type, then 4', () => {
    expect(effectiveType(1, 4)).toBe(1);
    expect(effectiveType(undefined, 2)).toBe(2);
    expect(effectiveType(undefined, null)).toBe(4);
    expect(canDeposit(effectiveType(undefined, undefined))).toBe(false);
  });
  it('type 4 is a trial account', () => {
    expect(isTrialType(4)).toBe(true);
    expect(isTrialType(1)).toBe(false);
  });
});
