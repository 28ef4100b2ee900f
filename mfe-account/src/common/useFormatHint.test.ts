import { renderHook } from '@testing-library/react';
import { i18n } from 'shared';
import 'shared/forms';
import '../i18n';
import { useFormatHint } from './useFormatHint';

const rule = (pattern: string, message = 'Account number not valid') => ({ enabled: true, required: true, pattern, message });

describe('the format hint of a field', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces(['account', 'forms']);
  });

  it('says a digits-only format in the player’s language', () => {
    const hint = renderHook(() => useFormatHint()).result.current;
    expect(hint(rule('^\\d{6}$'))).toBe('6 digits');
    expect(hint(rule('^\\d{10,12}$'))).toBe('10 to 12 digits');
    expect(hint(rule('^09\\d{9}$'))).toBe('11 digits, starting with 09');
  });

  it('gives the rule’s own message for a format it cannot say, and nothing without a pattern or a rule', () => {
    const hint = renderHook(() => useFormatHint()).result.current;
    expect(hint(rule('^[A-Z]{2}\\d{8}$', 'Two letters, then 8 digits'))).toBe('Two letters, then 8 digits');
    expect(hint(rule('^[A-Z]{2}\\d{8}$', ''))).toBeUndefined();
    expect(hint(rule(''))).toBeUndefined();
    expect(hint(undefined)).toBeUndefined();
  });

  it('gives a rule message the site knows in the player’s language', async () => {
    await i18n.changeLanguage('pt');
    const hint = renderHook(() => useFormatHint()).result.current;
    expect(hint(rule('^[A-Z]{2}\\d{8}$', 'ID number not valid'))).toBe('Número de documento inválido');
    await i18n.changeLanguage('en');
  });
});
