import { ApiError } from 'shared';
import { checkAmountWithin, limitPassed, refusedLimits } from './amountLimits';

const limits = { minAmount: 100, maxAmount: 20_000 };

describe('an amount within limits', () => {
  it('passes the limits themselves and names the one it passes', () => {
    expect(limitPassed(100, limits)).toBeNull();
    expect(limitPassed(20_000, limits)).toBeNull();
    expect(limitPassed(99.99, limits)).toBe('below_min');
    expect(limitPassed(20_000.01, limits)).toBe('above_max');
  });

  it('reads what was typed first: nothing, or not an amount', () => {
    expect(checkAmountWithin('  ', limits, 'en')).toBe('missing');
    expect(checkAmountWithin('1e3', limits, 'en')).toBe('invalid');
    expect(checkAmountWithin('-100', limits, 'en')).toBe('invalid');
    expect(checkAmountWithin('99,99', limits, 'pt')).toBe('below_min');
    expect(checkAmountWithin('5000', null, 'en')).toBeNull();
  });

  it('takes the limits a refusal carries, and only from an amount refusal', () => {
    const refusal = (code: string, value: unknown) => new ApiError('server', 'The minimum withdrawal is 100', 200, code, value);
    expect(refusedLimits(refusal('AMOUNT_OUT_OF_RANGE', { minAmount: 100, maxAmount: 50_000 }))).toEqual({
      minAmount: 100,
      maxAmount: 50_000,
    });
    expect(refusedLimits(refusal('AMOUNT_OUT_OF_RANGE', null))).toBeNull();
    expect(refusedLimits(refusal('AMOUNT_OUT_OF_RANGE', { minAmount: '100' }))).toBeNull();
    expect(refusedLimits(refusal('INSUFFICIENT_BALANCE', { minAmount: 100, maxAmount: 50_000 }))).toBeNull();
    expect(refusedLimits(new Error('x'))).toBeNull();
  });
});
