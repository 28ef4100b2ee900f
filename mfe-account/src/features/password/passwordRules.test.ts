import type { FieldRule } from 'shared';
import { requiredRule } from '../../common/validation';
import { isSamePassword, validateChangePassword } from './passwordRules';
import { registerSettings } from 'shared/testing';

const rules = registerSettings().rules as Record<string, FieldRule>;
const rule = (key: string) => rules[key] ?? requiredRule;
const values = (oldPassword: string, newPassword: string, confirmNewPassword: string) => ({ oldPassword, newPassword, confirmNewPassword });

describe('change password validation (docs/product-rules.md §5)', () => {
  it('old by rule loginPassword, new by rule password', () => {
    expect(validateChangePassword(values('123', 'abcdef', 'abcdef'), rule, false)).toEqual({
      oldPassword: 'Account/Password/E-mail format incorrect',
      newPassword: 'Account/Password/E-mail format incorrect',
    });
    expect(validateChangePassword(values('Player#2026', 'Player#2027', 'Player#2027'), rule, false)).toEqual({});
  });
  it('empty required fields fail, the confirmation with in_incorrect_password', () => {
    expect(validateChangePassword(values('', '', ''), rule, false)).toEqual({
      oldPassword: 'field_required',
      newPassword: 'field_required',
      confirmNewPassword: 'in_incorrect_password',
    });
  });
  it('an optional rule lets an empty value pass', () => {
    const optional = (key: string) => ({ ...rule(key), required: false });
    expect(validateChangePassword(values('', 'Player#2027', 'Player#2027'), optional, false)).toEqual({});
  });
  it('the confirmation must equal the new password', () => {
    expect(validateChangePassword(values('Player#2026', 'Player#2027', 'Player#2028'), rule, false)).toEqual({
      confirmNewPassword: 'in_confirmation_correct',
    });
  });
  it('the old password is not checked when a remembered one stands in', () => {
    expect(validateChangePassword(values('', 'Player#2027', 'Player#2027'), rule, true)).toEqual({});
  });
  it('new must differ from old', () => {
    expect(isSamePassword('Player#2026', 'Player#2026')).toBe(true);
    expect(isSamePassword('Player#2026', 'Player#2027')).toBe(false);
    expect(isSamePassword('', '')).toBe(false);
  });
});
