import {
  affiliateFieldShown,
  buildRegisterPayload,
  EMPTY_REGISTER,
  registerModes,
  validateRegister,
  visibleFields,
  type RegisterValues,
} from './registerFields';
import { registerSettings } from 'shared/testing';

const settings = registerSettings();
const values = (over: Partial<RegisterValues> = {}): RegisterValues => ({ ...EMPTY_REGISTER, countryDialingCode: '+63', ...over });
const GOOD = values({ username: 'newplayer1', password: 'Secret#123', confirmPassword: 'Secret#123', captcha: 'AB12' });

describe('register methods', () => {
  it('offers the toggle only when both methods are enabled', () => {
    expect(registerModes(settings)).toEqual(['username', 'mobile']);
    expect(registerModes({ methods: { username: true, mobile: false } })).toEqual(['username']);
    expect(registerModes({ methods: { username: false, mobile: true } })).toEqual(['mobile']);
  });
});

describe('affiliate code field (only when the URL code is not valid and the setting is on)', () => {
  it.each([
    [true, 'none', true],
    [true, 'invalid', true],
    [true, 'valid', false],
    [true, 'checking', false],
    [false, 'invalid', false],
    [false, 'none', false],
  ] as const)('setting %s, URL code %s → shown %s', (enabled, status, shown) => expect(affiliateFieldShown(enabled, status)).toBe(shown));
});

describe('visible fields (driven by the server settings)', () => {
  it('username method: enabled rules in server order, no SMS code', () => {
    expect(visibleFields(settings, 'username', true)).toEqual([
      'username',
      'mobileNum',
      'password',
      'confirmPassword',
      'nickname',
      'email',
      'whatsapp',
      'recommenderId',
      'affiliateCode',
      'captcha',
    ]);
  });
  it('mobile method: no username, SMS code with REGMOBVERF3, password with MOBILENUMPASSREG3', () => {
    expect(visibleFields(settings, 'mobile', false)).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'nickname',
      'email',
      'whatsapp',
      'recommenderId',
      'captcha',
    ]);
    const bare = { ...settings, mobileVerification: false, mobilePassword: false };
    expect(visibleFields(bare, 'mobile', false)).toEqual(['mobileNum', 'nickname', 'email', 'whatsapp', 'recommenderId', 'captcha']);
  });
  it('puts the picture check last wherever the server orders it, away from the SMS code', () => {
    const captchaFirst = { ...settings, fieldOrder: ['captcha' as const, ...settings.fieldOrder.filter((field) => field !== 'captcha')] };
    const fields = visibleFields(captchaFirst, 'mobile', false);
    expect(fields.at(-1)).toBe('captcha');
    expect(fields.slice(0, 2)).toEqual(['mobileNum', 'verificationCode']);
  });
  it('a disabled rule hides its field, an enabled one shows it', () => {
    const s = {
      ...settings,
      rules: { ...settings.rules, email: { ...settings.rules.email, enabled: false }, qqNum: { ...settings.rules.qqNum, enabled: true } },
    };
    const fields = visibleFields(s, 'username', false);
    expect(fields).not.toContain('email');
    expect(fields).not.toContain('qqNum'); // not in the server's field order
  });
});

describe('register validation (docs/product-rules.md §5)', () => {
  const fields = visibleFields(settings, 'username', true);
  it('accepts a valid form; optional empty fields pass', () => {
    expect(validateRegister(fields, GOOD, settings, 'username')).toEqual({});
  });
  it('each filled field must match its server rule and shows the server message', () => {
    const errors = validateRegister(
      fields,
      { ...GOOD, username: '1abc', email: 'x@y', nickname: 'a', whatsapp: 'abc', recommenderId: '!', affiliateCode: 'a', mobileNum: '12' },
      settings,
      'username',
    );
    expect(errors).toEqual({
      username: 'Account/Password/E-mail format incorrect',
      email: 'Account/Password/E-mail format incorrect',
      nickname: 'Name format not valid',
      whatsapp: 'WhatsApp number not valid',
      recommenderId: 'Referrer link error',
      affiliateCode: 'Invalid invitation code',
      mobileNum: 'Mobile number not valid',
    });
  });
  it('confirm must equal password (in_confirmation_correct) and is required (in_incorrect_password)', () => {
    expect(validateRegister(fields, { ...GOOD, confirmPassword: 'Secret#124' }, settings, 'username')).toEqual({
      confirmPassword: 'in_confirmation_correct',
    });
    expect(validateRegister(fields, { ...GOOD, confirmPassword: '' }, settings, 'username')).toEqual({
      confirmPassword: 'in_incorrect_password',
    });
  });
  it('the captcha is required when shown (in_vwrite_code)', () => {
    expect(validateRegister(fields, { ...GOOD, captcha: '' }, settings, 'username')).toEqual({ captcha: 'in_vwrite_code' });
  });
  it('a required rule fails when empty', () => {
    expect(validateRegister(fields, { ...GOOD, username: '' }, settings, 'username')).toEqual({ username: 'field_required' });
  });
  it('the mobile method needs the number and the SMS code', () => {
    const mobileFields = visibleFields(settings, 'mobile', false);
    expect(validateRegister(mobileFields, { ...GOOD, username: '' }, settings, 'mobile')).toEqual({
      mobileNum: 'field_required',
      verificationCode: 'field_required',
    });
    expect(validateRegister(mobileFields, { ...GOOD, mobileNum: '09171234567', verificationCode: '123456' }, settings, 'mobile')).toEqual(
      {},
    );
  });
});

describe('register payload (docs/product-rules.md §3)', () => {
  const context = { registerMethod: 'H5' as const, registerUrl: 'http://localhost/m/register', domain: 'localhost', urlAffiliateCode: '' };
  it('sends the shown fields with a value, trimmed except passwords, with method, url and domain', () => {
    const fields = visibleFields(settings, 'username', true);
    expect(
      buildRegisterPayload(
        fields,
        { ...GOOD, username: ' newplayer1 ', password: ' Secret#123', nickname: '  Nick ', zalo: '123456789' },
        context,
      ),
    ).toEqual({
      registerMethod: 'H5',
      registerUrl: 'http://localhost/m/register',
      domain: 'localhost',
      countryDialingCode: '+63',
      username: 'newplayer1',
      password: ' Secret#123',
      confirmPassword: 'Secret#123',
      nickname: 'Nick',
      captcha: 'AB12',
    });
  });
  it('uses the valid URL invitation code when the field is hidden', () => {
    const fields = visibleFields(settings, 'username', false);
    expect(buildRegisterPayload(fields, GOOD, { ...context, urlAffiliateCode: 'AFF2026' }).affiliateCode).toBe('AFF2026');
  });
});
