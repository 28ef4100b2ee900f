import { describe, expect, it } from 'vitest';
import type { RegisterField, RegisterSettings } from 'shared';
import { RULE_CASES } from 'shared/testing/rule-cases';
import { FIELD_ORDER, RULES, rule } from '../../testing/registerSettings';
import { agentFormFields, isRequired } from './fields';
import { buildAgentPayload } from './payload';
import { showAffiliateField } from './useLinkAffiliateCode';
import { validateField, validateForm } from './validation';

describe('agentFormFields: the form follows the server rules, in agent mode', () => {
  it('shows the enabled fields in the server order, never the SMS code or captcha among them', () => {
    expect(agentFormFields({ fieldOrder: FIELD_ORDER, rules: RULES }, false)).toEqual([
      'username',
      'mobileNum',
      'password',
      'confirmPassword',
      'nickname',
      'email',
      'whatsapp',
    ]);
  });

  it('adds the invitation code last only when asked to', () => {
    expect(agentFormFields({ fieldOrder: FIELD_ORDER, rules: RULES }, true).at(-1)).toBe('affiliateCode');
  });

  it('always has the username and both passwords, confirmation right after the password', () => {
    const off = rule(false, false, '', '');
    const allOff = Object.fromEntries(Object.keys(RULES).map((k) => [k, off])) as RegisterSettings['rules'];
    expect(agentFormFields({ fieldOrder: ['email', 'captcha'], rules: allOff }, false)).toEqual([
      'username',
      'password',
      'confirmPassword',
    ]);
  });

  it('marks required fields (for the asterisk)', () => {
    expect(isRequired('username', RULES)).toBe(true);
    expect(isRequired('confirmPassword', RULES)).toBe(true);
    expect(isRequired('email', RULES)).toBe(false);
  });
});

describe('validation (docs/product-rules.md §5)', () => {
  it('lets optional empty fields pass', () => {
    expect(validateField('email', { email: '  ' }, RULES)).toBeNull();
    expect(validateField('mobileNum', {}, RULES)).toBeNull();
  });

  it('checks a filled field against its server pattern and shows the server message', () => {
    expect(validateField('email', { email: 'nope' }, RULES)).toBe('Account/Password/E-mail format incorrect');
    expect(validateField('mobileNum', { mobileNum: '12345' }, RULES)).toBe('Mobile number not valid');
    expect(validateField('mobileNum', { mobileNum: ' 09171234567 ' }, RULES)).toBeNull();
  });

  it('requires the required fields', () => {
    expect(validateField('username', { username: '' }, RULES)).toBe('Account/Password/E-mail format incorrect');
    expect(validateField('username', { username: 'agent77x' }, RULES)).toBeNull();
  });

  it('requires the confirmation (in_incorrect_password) and that it equals the password (in_confirmation_correct)', () => {
    expect(validateField('confirmPassword', { password: 'Abc12345' }, RULES)).toBe('in_incorrect_password');
    expect(validateField('confirmPassword', { password: 'Abc12345', confirmPassword: 'Abc12346' }, RULES)).toBe('in_confirmation_correct');
    expect(validateField('confirmPassword', { password: 'Abc12345', confirmPassword: 'Abc12345' }, RULES)).toBeNull();
  });

  it('requires the captcha when shown (in_vwrite_code)', () => {
    expect(validateField('captcha', { captcha: '' }, RULES)).toBe('in_vwrite_code');
    expect(validateField('captcha', { captcha: 'a b' }, RULES)).toBe('in_vwrite_code');
    expect(validateField('captcha', { captcha: 'x7Kp' }, RULES)).toBeNull();
  });

  it('matches the whole value, as the account area and dev-api do (an unanchored pattern does not pass a longer value)', () => {
    const rules = { ...RULES, nickname: rule(true, false, '[A-Za-z]{3}', 'Name format not valid') };
    expect(validateField('nickname', { nickname: 'Ann' }, rules)).toBeNull();
    expect(validateField('nickname', { nickname: 'Annabel' }, rules)).toBe('Name format not valid');
  });

  it('does not break on a broken server pattern', () => {
    const rules = { ...RULES, nickname: rule(true, false, '([', 'Name format not valid') };
    expect(validateField('nickname', { nickname: 'Ann' }, rules)).toBeNull();
  });

  it('reports every failing field in form order', () => {
    const fields: RegisterField[] = ['username', 'password', 'confirmPassword', 'email', 'captcha'];
    const errors = validateForm(fields, { username: 'agent77x', password: 'Abc12345', confirmPassword: 'x', email: 'bad' }, RULES);
    expect(Object.keys(errors)).toEqual(['confirmPassword', 'email', 'captcha']);
  });
});

describe('invitation code field (docs/product-rules.md §4)', () => {
  it('shows only when the link code is not valid and the setting is on', () => {
    expect(showAffiliateField({ status: 'none' }, true)).toBe(true);
    expect(showAffiliateField({ status: 'invalid', code: 'X' }, true)).toBe(true);
    expect(showAffiliateField({ status: 'valid', code: 'AFF2026' }, true)).toBe(false);
    expect(showAffiliateField({ status: 'checking', code: 'AFF2026' }, true)).toBe(false);
    expect(showAffiliateField({ status: 'none' }, false)).toBe(false);
    expect(showAffiliateField({ status: 'invalid', code: 'X' }, false)).toBe(false);
  });
});

describe('buildAgentPayload', () => {
  const context = {
    countryDialingCode: '+63',
    linkAffiliateCode: null,
    registerUrl: 'http://site/m/agentRegister',
    domain: 'site',
    registerMethod: 'H5' as const,
  };

  it('sends the filled fields, trimmed except passwords, with where the registration came from', () => {
    const payload = buildAgentPayload(
      ['username', 'password', 'confirmPassword', 'email', 'nickname'],
      {
        username: ' agent77x ',
        password: ' Abc12345',
        confirmPassword: ' Abc12345',
        email: '',
        captcha: ' k9 ',
        nickname: 'x',
      },
      context,
    );
    expect(payload).toEqual({
      registerUrl: 'http://site/m/agentRegister',
      registerMethod: 'H5',
      domain: 'site',
      username: 'agent77x',
      password: ' Abc12345',
      confirmPassword: ' Abc12345',
      nickname: 'x',
      captcha: 'k9',
    });
  });

  it('adds the dialling code only with a mobile number', () => {
    expect(buildAgentPayload(['mobileNum'], { mobileNum: '09171234567' }, context).countryDialingCode).toBe('+63');
    expect(buildAgentPayload(['mobileNum'], {}, context).countryDialingCode).toBeUndefined();
  });

  it("sends the link's valid invitation code when the field is hidden", () => {
    expect(buildAgentPayload(['username'], {}, { ...context, linkAffiliateCode: 'AFF2026' }).affiliateCode).toBe('AFF2026');
  });

  it('ignores values of fields not on the form', () => {
    expect(buildAgentPayload(['username'], { username: 'agent77x', idNumber: 'AB1234' }, context).idNumber).toBeUndefined();
  });
});

describe("the agent form checks a server rule as every area and dev-api do (shared's one check)", () => {
  it.each(RULE_CASES)('$name: $verdict', ({ rule: caseRule, value, verdict }) => {
    const message = validateField('nickname', { nickname: value }, { nickname: caseRule });
    expect(message).toBe(verdict === 'ok' ? null : caseRule.message);
  });
});
