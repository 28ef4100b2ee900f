import { checkAmount, validateWithdraw } from './withdrawRules';

const paymentRule = { enabled: false, required: false, pattern: '^\\d{6}$', message: 'Payment password must be 6 digits' };

describe('withdraw amount (within balance)', () => {
  it('is required', () => expect(checkAmount(' ', 100)).toBe('field_required'));
  it('must be a positive amount with at most two decimals', () => {
    expect(checkAmount('abc', 100)).toBe('amount_invalid');
    expect(checkAmount('0', 100)).toBe('amount_invalid');
    expect(checkAmount('1.234', 100)).toBe('amount_invalid');
    expect(checkAmount('99.99', 100)).toBeNull();
  });
  it('may not exceed the balance', () => {
    expect(checkAmount('100.01', 100)).toBe('amount_over_balance');
    expect(checkAmount('100', 100)).toBeNull();
    expect(checkAmount('1,000', 1520.75)).toBeNull();
  });
  it('is left to the server while the balance is unknown', () => expect(checkAmount('5000', null)).toBeNull());
});

describe('withdraw form', () => {
  it('needs a payment password matching its rule, even when the rule is not enabled for registration', () => {
    expect(validateWithdraw({ amount: '100', paymentPassword: '', payoutAccountId: 'PA1' }, 500, paymentRule)).toEqual({
      paymentPassword: 'field_required',
    });
    expect(validateWithdraw({ amount: '100', paymentPassword: '12ab', payoutAccountId: 'PA1' }, 500, paymentRule)).toEqual({
      paymentPassword: 'Payment password must be 6 digits',
    });
    expect(validateWithdraw({ amount: '100', paymentPassword: '123456', payoutAccountId: 'PA1' }, 500, paymentRule)).toEqual({});
  });

  it('needs a payout account', () => {
    expect(validateWithdraw({ amount: '100', paymentPassword: '123456', payoutAccountId: '' }, 500, paymentRule)).toEqual({
      payoutAccountId: 'payout_account_required',
    });
  });
});
