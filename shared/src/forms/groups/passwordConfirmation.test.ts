import { describe, expect, it } from 'vitest';
import { checkConfirmation, CONFIRM_MISMATCH, CONFIRM_REQUIRED } from './passwordConfirmation';

describe('checkConfirmation', () => {
  it('asks for the confirmation when it is left empty', () => {
    expect(checkConfirmation('Fresh#2026', '')).toBe(CONFIRM_REQUIRED);
    expect(checkConfirmation('', '')).toBe(CONFIRM_REQUIRED);
  });

  it('refuses a confirmation that differs from the password, spaces and case included', () => {
    expect(checkConfirmation('Fresh#2026', 'Fresh#2027')).toBe(CONFIRM_MISMATCH);
    expect(checkConfirmation('Fresh#2026', 'fresh#2026')).toBe(CONFIRM_MISMATCH);
    expect(checkConfirmation('Fresh#2026', 'Fresh#2026 ')).toBe(CONFIRM_MISMATCH);
  });

  it('passes a confirmation equal to the password', () => {
    expect(checkConfirmation('Fresh#2026', 'Fresh#2026')).toBeNull();
  });

  it('uses the message keys of docs/product-rules.md §8', () => {
    expect(CONFIRM_REQUIRED).toBe('in_incorrect_password');
    expect(CONFIRM_MISMATCH).toBe('in_confirmation_correct');
  });
});
