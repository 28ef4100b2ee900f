import type { PayoutBank } from 'shared';
import { validatePayoutAccount } from './payoutRules';
import { registerSettings } from 'shared/testing';

const { rules } = registerSettings();
const bank: PayoutBank = {
  code: 'BPI',
  name: 'BPI',
  kind: 'bank',
  accountNumberRule: { enabled: true, required: true, pattern: '^\\d{10}$', message: 'Account number must be 10 digits' },
};
const check = (over: Record<string, string>, chosen: PayoutBank | undefined = bank) =>
  validatePayoutAccount(
    { bankCode: 'BPI', accountName: 'Player One', accountNumber: '0012345678', paymentPassword: '123456', ...over },
    { payeeName: rules.payeeName, paymentPassword: rules.paymentPassword, bank: chosen },
  );

describe('payout account rules', () => {
  it('accepts a holder, a number of the bank and the payment password', () => {
    expect(check({})).toEqual({});
  });

  it('asks for the holder by the payee name rule (off for registration, asked for here)', () => {
    expect(rules.payeeName.enabled).toBe(false);
    expect(check({ accountName: '' })).toEqual({ accountName: 'field_required' });
    expect(check({ accountName: '7 Eleven' })).toEqual({ accountName: 'Name format not valid' });
  });

  it.each(['José Peña', 'Nguyễn Văn An', "D'Angelo O’Neil", 'Ana-María Núñez', 'Jose\u0301 Pen\u0303a', 'Zoë Ødegård'])(
    'takes a holder named %s: letters of any language, spaces, hyphens, apostrophes',
    (accountName) => {
      expect(check({ accountName })).toEqual({});
    },
  );

  it.each(['José1', '-Ana', "'Ana", 'J', 'Ana_Maria', 'Ana 😀', 'A'.repeat(41)])('refuses a holder named %j', (accountName) => {
    expect(check({ accountName })).toEqual({ accountName: 'Name format not valid' });
  });

  it("checks the number by the chosen bank's rule", () => {
    expect(check({ accountNumber: '12345' })).toEqual({ accountNumber: 'Account number must be 10 digits' });
    expect(check({ accountNumber: '' })).toEqual({ accountNumber: 'field_required' });
  });

  it('asks for the payment password by its rule', () => {
    expect(check({ paymentPassword: '' })).toEqual({ paymentPassword: 'field_required' });
    expect(check({ paymentPassword: '12ab56' })).toEqual({ paymentPassword: 'Payment password must be 6 digits' });
  });
});
