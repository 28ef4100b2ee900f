import { checkAmount, validateWithdraw } from './withdrawRules';

const paymentRule = { enabled: false, required: false, pattern: '^\\d{6}$', message: 'Payment password must be 6 digits' };

describe('withdraw amount (within balance)', () => {
  it('is required', () => expect(checkAmount(' ', 100, 'en')).toBe('field_required'));
  it('must be a positive amount with at most two decimals', () => {
    expect(checkAmount('abc', 100, 'en')).toBe('amount_invalid');
    expect(checkAmount('0', 100, 'en')).toBe('amount_invalid');
    expect(checkAmount('1.234', 100, 'en')).toBe('amount_invalid');
    expect(checkAmount('99.99', 100, 'en')).toBeNull();
  });
  it('may not exceed the balance', () => {
    expect(checkAmount('100.01', 100, 'en')).toBe('amount_over_balance');
    expect(checkAmount('100', 100, 'en')).toBeNull();
    expect(checkAmount('1,000', 1520.75, 'en')).toBeNull();
  });
  it('is read as the language writes it', () => {
    expect(checkAmount('1.234', 2000, 'pt')).toBeNull();
    expect(checkAmount('1.520,76', 1520.75, 'pt')).toBe('amount_over_balance');
    expect(checkAmount('1,234', 2000, 'pt')).toBe('amount_invalid');
  });
  it('is left to the server while the balance is unknown', () => expect(checkAmount('5000', null, 'en')).toBeNull());
});

describe('withdraw form', () => {
  it('needs a payment password matching its rule, even when the rule is not enabled for registration', () => {
    expect(validateWithdraw({ amount: '100', paymentPassword: '', payoutAccountId: 'PA1' }, 500, paymentRule, 'en')).toEqual({
      paymentPassword: 'field_required',
    });
    expect(validateWithdraw({ amount: '100', paymentPassword: '12ab', payoutAccountId: 'PA1' }, 500, paymentRule, 'en')).toEqual({
      paymentPassword: 'Payment password must be 6 digits',
    });
    expect(validateWithdraw({ amount: '100', paymentPassword: '123456', payoutAccountId: 'PA1' }, 500, paymentRule, 'en')).toEqual({});
  });

  it('needs a payout account', () => {
    expect(validateWithdraw({ amount: '100', paymentPassword: '123456', payoutAccountId: '' }, 500, paymentRule, 'en')).toEqual({
      payoutAccountId: 'payout_account_required',
    });
  });
});
