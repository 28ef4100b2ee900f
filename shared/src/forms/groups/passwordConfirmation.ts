/** Confirmation left empty (docs/product-rules.md §8): a key every area with a password form translates. */
export const CONFIRM_REQUIRED = 'in_incorrect_password';
/** Confirmation that differs from the password it confirms (docs/product-rules.md §8). */
export const CONFIRM_MISMATCH = 'in_confirmation_correct';

/** The confirmation is required and must equal, as typed, the password it confirms. */
export function checkConfirmation(password: string, confirmation: string): string | null {
  if (!confirmation) return CONFIRM_REQUIRED;
  return confirmation === password ? null : CONFIRM_MISMATCH;
}
