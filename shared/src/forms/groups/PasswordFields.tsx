import { PasswordField } from '../PasswordField';
import type { BoundField } from '../state/useFormState';

/** One password of the group: the field bound to the form (`FormState.bind`), its label and, maybe, a hint. */
export type GroupPassword = BoundField & { label: string; hint?: string };

interface PasswordFieldsProps {
  /** The password in use, when the form asks for it (a change, not a first setting). */
  current?: GroupPassword;
  /** The password being chosen. */
  chosen: GroupPassword;
  /** The same password typed again (`checkConfirmation`). */
  confirmation: GroupPassword;
  /** For a payment password: digits the browser does not offer to remember. */
  digits?: { maxLength: number };
}

/**
 * The passwords a form sets: the current one (when changing), the new one and its confirmation, each with its
 * show/hide toggle; the new ones are offered to the password manager as new, a payment password's to none.
 */
export function PasswordFields({ current, chosen, confirmation, digits }: PasswordFieldsProps) {
  const shared = digits
    ? ({ autoComplete: 'off', inputMode: 'numeric', maxLength: digits.maxLength } as const)
    : ({ autoComplete: 'new-password' } as const);
  return (
    <>
      {current && <PasswordField {...current} required {...(digits ? shared : {})} />}
      <PasswordField {...chosen} required {...shared} />
      <PasswordField {...confirmation} required {...shared} />
    </>
  );
}
