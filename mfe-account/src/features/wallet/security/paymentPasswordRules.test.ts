import { validatePaymentPassword } from './paymentPasswordRules';
import { registerSettings } from 'shared/testing';

// Registration's rule: off for registration by default, 6 digits.
const rule = registerSettings().rules.paymentPassword;
const values = (over: Record<string, string>) => ({ oldPaymentPassword: '', paymentPassword: '', confirmPaymentPassword: '', ...over });

describe('payment password rules', () => {
  it('setting one: required and checked by the registration rule, even though registration leaves it off', () => {
    expect(rule.enabled).toBe(false);
    expect(validatePaymentPassword(values({}), rule, false)).toEqual({
      paymentPassword: 'field_required',
      confirmPaymentPassword: 'in_incorrect_password',
    });
    expect(validatePaymentPassword(values({ paymentPassword: '12ab', confirmPaymentPassword: '12ab' }), rule, false)).toEqual({
      paymentPassword: 'Payment password must be 6 digits',
    });
    expect(validatePaymentPassword(values({ paymentPassword: '246810', confirmPaymentPassword: '246810' }), rule, false)).toEqual({});
  });

  it('the confirmation must equal the new one', () => {
    expect(validatePaymentPassword(values({ paymentPassword: '246810', confirmPaymentPassword: '246811' }), rule, false)).toEqual({
      confirmPaymentPassword: 'in_confirmation_correct',
    });
  });

  it('changing one: the old one is asked for by the same rule, and the new one must differ', () => {
    expect(validatePaymentPassword(values({ paymentPassword: '246810', confirmPaymentPassword: '246810' }), rule, true)).toEqual({
      oldPaymentPassword: 'field_required',
    });
    expect(
      validatePaymentPassword(
        values({ oldPaymentPassword: '1234', paymentPassword: '246810', confirmPaymentPassword: '246810' }),
        rule,
        true,
      ),
    ).toEqual({ oldPaymentPassword: 'Payment password must be 6 digits' });
    expect(
      validatePaymentPassword(
        values({ oldPaymentPassword: '246810', paymentPassword: '246810', confirmPaymentPassword: '246810' }),
        rule,
        true,
      ),
    ).toEqual({ paymentPassword: 'payment_password_same' });
    expect(
      validatePaymentPassword(
        values({ oldPaymentPassword: '123456', paymentPassword: '246810', confirmPaymentPassword: '246810' }),
        rule,
        true,
      ),
    ).toEqual({});
  });
});
