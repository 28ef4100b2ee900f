import type { FieldRule } from 'shared';
import { requiredRule } from '../../common/validation';
import { buildResetPayload, EMPTY_FORGOT, validateForgot } from './forgotRules';
import { registerSettings } from 'shared/testing';

const rules = registerSettings().rules as Record<string, FieldRule>;
const rule = (key: string) => rules[key] ?? requiredRule;

describe('forgot password validation', () => {
  it('by SMS: number (loginMobileNum), code (verificationCode), new password (password), confirmation', () => {
    expect(validateForgot('sms', EMPTY_FORGOT, rule)).toEqual({
      mobileNum: 'field_required',
      verificationCode: 'field_required',
      newPassword: 'field_required',
      confirmNewPassword: 'in_incorrect_password',
    });
    expect(
      validateForgot(
        'sms',
        { ...EMPTY_FORGOT, mobileNum: '0917', verificationCode: '12', newPassword: 'abcdef', confirmNewPassword: 'abcdeg' },
        rule,
      ),
    ).toEqual({
      mobileNum: 'Mobile number not valid',
      verificationCode: 'Verification code error',
      newPassword: 'Account/Password/E-mail format incorrect',
      confirmNewPassword: 'in_confirmation_correct',
    });
  });
  it('by e-mail: username and a required, well-formed address', () => {
    expect(validateForgot('email', EMPTY_FORGOT, rule)).toEqual({ username: 'field_required', email: 'field_required' });
    expect(validateForgot('email', { ...EMPTY_FORGOT, username: 'player01', email: 'nope' }, rule)).toEqual({
      email: 'Account/Password/E-mail format incorrect',
    });
    expect(validateForgot('email', { ...EMPTY_FORGOT, username: 'player01', email: 'player01@example.com' }, rule)).toEqual({});
  });
  it('builds the setPasswordPhone payload with trimmed number and code', () => {
    expect(
      buildResetPayload({
        ...EMPTY_FORGOT,
        countryDialingCode: '+63',
        mobileNum: ' 09171234567 ',
        verificationCode: ' 123456 ',
        newPassword: 'Abc12345',
        confirmNewPassword: 'Abc12345',
      }),
    ).toEqual({
      mobileNum: '09171234567',
      countryDialingCode: '+63',
      verificationCode: '123456',
      newPassword: 'Abc12345',
      confirmNewPassword: 'Abc12345',
    });
  });
});
