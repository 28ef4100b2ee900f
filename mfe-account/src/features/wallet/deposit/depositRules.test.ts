import { checkDepositAmount, checkVoucherCode, normaliseVoucherCode } from './depositRules';

const channel = { minAmount: 100, maxAmount: 20_000 };

describe('deposit amount within the channel limits', () => {
  it.each([
    ['', 'field_required'],
    ['   ', 'field_required'],
    ['abc', 'amount_invalid'],
    ['0', 'amount_invalid'],
    ['-5', 'amount_invalid'],
    ['10.005', 'amount_invalid'],
    ['99.99', 'amount_below_min'],
    ['20000.01', 'amount_above_max'],
    ['25,000', 'amount_above_max'],
  ])('%j is refused with %s', (typed, key) => {
    expect(checkDepositAmount(typed, channel, 'en')?.key).toBe(key);
  });

  it.each(['100', '20000', '1,500.50', ' 500 '])('%j is within the limits', (typed) => {
    expect(checkDepositAmount(typed, channel, 'en')).toBeNull();
  });

  it('names the limits it was checked against', () => {
    expect(checkDepositAmount('50', channel, 'en')).toEqual({ key: 'amount_below_min', values: { min: 100, max: 20_000 } });
  });

  it('is read as the player’s language writes it', () => {
    expect(checkDepositAmount('1.500,50', channel, 'pt')).toBeNull();
    expect(checkDepositAmount('20.000,01', channel, 'pt')?.key).toBe('amount_above_max');
    expect(checkDepositAmount('99,99', channel, 'pt')?.key).toBe('amount_below_min');
    expect(checkDepositAmount('1,500.50', channel, 'pt')?.key).toBe('amount_invalid');
  });
});

describe('voucher code', () => {
  it('is compared without case, spaces or hyphens', () => {
    expect(normaliseVoucherCode(' gift-500 mc2026 ')).toBe('GIFT500MC2026');
  });

  it.each([
    ['', 'field_required'],
    ['abc12', 'voucher_code_invalid'],
    ['GIFT500MC2026!', 'voucher_code_invalid'],
    ['A'.repeat(21), 'voucher_code_invalid'],
    ['gift-500-mc2026', null],
    ['ABC123', null],
  ])('%j → %s', (typed, verdict) => {
    expect(checkVoucherCode(typed)).toBe(verdict);
  });
});
