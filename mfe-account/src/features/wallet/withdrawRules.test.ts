import { checkAmount, validateWithdraw } from './withdrawRules';

const paymentRule = { enabled: false, required: false, pattern: '^\\d{6}$', message: 'Payment password must be 6 digits' };
const limits = { minAmount: 100, maxAmount: 50_000 };
const within = (balance: number | null) => ({ limits, balance });

describe('withdraw amount (within the limits, then the balance)', () => {
  it('is required', () => expect(checkAmount(' ', within(100), 'en')).toBe('field_required'));
  it('must be a positive amount with at most two decimals', () => {
    expect(checkAmount('abc', within(100), 'en')).toBe('amount_invalid');
    expect(checkAmount('0', within(100), 'en')).toBe('amount_invalid');
    expect(checkAmount('1.234', within(2000), 'en')).toBe('amount_invalid');
  });
  it.each([
    ['50', 'withdraw_below_min'],
    ['99.99', 'withdraw_below_min'],
    ['100', null],
    ['50,000', null],
    ['50,000.01', 'withdraw_above_max'],
  ])('%j against the limits of 100 to 50 000: %s', (typed, key) => {
    expect(checkAmount(typed, within(100_000), 'en')).toBe(key);
  });
  it('may not exceed the balance', () => {
    expect(checkAmount('100.01', within(100), 'en')).toBe('amount_over_balance');
    expect(checkAmount('100', within(100), 'en')).toBeNull();
    expect(checkAmount('1,000', within(1520.75), 'en')).toBeNull();
  });
  it('names the minimum before the balance: a balance under it cannot be withdrawn at all', () => {
    expect(checkAmount('60', within(60), 'en')).toBe('withdraw_below_min');
  });
  it('is read as the language writes it', () => {
    expect(checkAmount('1.234', within(2000), 'pt')).toBeNull();
    expect(checkAmount('99,99', within(2000), 'pt')).toBe('withdraw_below_min');
    expect(checkAmount('1.520,76', within(1520.75), 'pt')).toBe('amount_over_balance');
    expect(checkAmount('1,234', within(2000), 'pt')).toBe('amount_invalid');
  });
  it('is left to the server while the balance and the limits are unknown', () => {
    expect(checkAmount('5000', { limits: null, balance: null }, 'en')).toBeNull();
    expect(checkAmount('50', { limits: null, balance: 1000 }, 'en')).toBeNull();
  });
});

describe('withdraw form', () => {
  it('needs a payment password matching its rule, even when the rule is not enabled for registration', () => {
    const values = { amount: '100', payoutAccountId: 'PA1' };
    expect(validateWithdraw({ ...values, paymentPassword: '' }, within(500), paymentRule, 'en')).toEqual({
      paymentPassword: 'field_required',
    });
    expect(validateWithdraw({ ...values, paymentPassword: '12ab' }, within(500), paymentRule, 'en')).toEqual({
      paymentPassword: 'Payment password must be 6 digits',
    });
    expect(validateWithdraw({ ...values, paymentPassword: '123456' }, within(500), paymentRule, 'en')).toEqual({});
  });

  it('needs a payout account', () => {
    expect(validateWithdraw({ amount: '100', paymentPassword: '123456', payoutAccountId: '' }, within(500), paymentRule, 'en')).toEqual({
      payoutAccountId: 'payout_account_required',
    });
  });
});
