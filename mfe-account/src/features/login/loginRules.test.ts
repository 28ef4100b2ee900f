import { ApiError, type FieldRule } from 'shared';
import { requiredRule } from '../../common/validation';
import { buildLoginPayload, captchaRequested, EMPTY_LOGIN, validateLogin, type LoginValues } from './loginRules';

const RULES: Record<string, FieldRule> = {
  loginUsername: { enabled: true, required: true, pattern: '^\\S{3,32}$', message: 'Account/Password/E-mail format incorrect' },
  loginPassword: { enabled: true, required: true, pattern: '^\\S{6,32}$', message: 'Account/Password/E-mail format incorrect' },
  loginMobileNum: { enabled: true, required: true, pattern: '^\\d{10,11}$', message: 'Mobile number not valid' },
  verificationCode: { enabled: true, required: true, pattern: '^\\d{4,6}$', message: 'Verification code error' },
  captcha: { enabled: true, required: true, pattern: '^[A-Za-z0-9]{1,16}$', message: 'in_vwrite_code' },
};
const rule = (key: string) => RULES[key] ?? requiredRule;
const values = (over: Partial<LoginValues> = {}): LoginValues => ({ ...EMPTY_LOGIN, ...over });

describe('login validation (rules loginUsername, loginPassword, loginMobileNum, verificationCode)', () => {
  it('password mode checks loginUsername and loginPassword', () => {
    expect(validateLogin('password', values(), rule, false)).toEqual({ username: 'field_required', password: 'field_required' });
    expect(validateLogin('password', values({ username: 'ab', password: 'short' }), rule, false)).toEqual({
      username: 'Account/Password/E-mail format incorrect',
      password: 'Account/Password/E-mail format incorrect',
    });
    expect(validateLogin('password', values({ username: 'player01', password: 'Player#2026' }), rule, false)).toEqual({});
  });

  it('the username is validated trimmed', () => {
    expect(validateLogin('password', values({ username: '  player01  ', password: 'Player#2026' }), rule, false)).toEqual({});
  });

  it('sms mode checks loginMobileNum and verificationCode', () => {
    expect(validateLogin('sms', values({ mobileNum: '123', messageCode: 'x' }), rule, false)).toEqual({
      mobileNum: 'Mobile number not valid',
      messageCode: 'Verification code error',
    });
    expect(validateLogin('sms', values({ mobileNum: '09171234567', messageCode: '123456' }), rule, false)).toEqual({});
  });

  it('the captcha is required once shown, with in_vwrite_code', () => {
    const filled = values({ username: 'player01', password: 'Player#2026' });
    expect(validateLogin('password', filled, rule, false)).toEqual({});
    expect(validateLogin('password', filled, rule, true)).toEqual({ captcha: 'in_vwrite_code' });
    expect(validateLogin('password', { ...filled, captcha: 'ab12' }, rule, true)).toEqual({});
  });

  it('the captcha stays required even if the server rule says optional', () => {
    const optional = (key: string) => (key === 'captcha' ? { ...RULES.captcha!, required: false, enabled: false } : rule(key));
    expect(validateLogin('password', values({ username: 'player01', password: 'Player#2026' }), optional, true)).toEqual({
      captcha: 'in_vwrite_code',
    });
  });
});

describe('login payload (docs/product-rules.md §3)', () => {
  it('password login sends the trimmed username, the password as typed and type username', () => {
    expect(buildLoginPayload('password', values({ username: ' player01 ', password: ' pw with space ' }), false)).toEqual({
      type: 'username',
      username: 'player01',
      password: ' pw with space ',
    });
  });
  it('adds the captcha only when shown, and loginAs when given', () => {
    const payload = buildLoginPayload('password', values({ username: 'a', password: 'b', captcha: ' x1 ' }), true, 'agent');
    expect(payload).toMatchObject({ captcha: 'x1', loginAs: 'agent' });
    expect(buildLoginPayload('password', values({ captcha: 'x1' }), false)).not.toHaveProperty('captcha');
  });
  it('sms login sends mobileNum, countryDialingCode, messageCode and type sms', () => {
    expect(buildLoginPayload('sms', values({ mobileNum: '09171234567', countryDialingCode: '+63', messageCode: '123456' }), false)).toEqual(
      {
        type: 'sms',
        mobileNum: '09171234567',
        countryDialingCode: '+63',
        messageCode: '123456',
      },
    );
  });
});

describe('captchaRequested (failed login whose error value has a captcha field)', () => {
  it('is true when the error value carries captcha', () => {
    expect(
      captchaRequested(new ApiError('server', 'Sorry, the user does not exist or is disabled', 200, undefined, { captcha: true })),
    ).toBe(true);
  });
  it('is false without the field, with captcha false, or for other errors', () => {
    expect(captchaRequested(new ApiError('server', 'x', 200, undefined, null))).toBe(false);
    expect(captchaRequested(new ApiError('server', 'x', 200, undefined, { captcha: false }))).toBe(false);
    expect(captchaRequested(new Error('x'))).toBe(false);
  });
});
