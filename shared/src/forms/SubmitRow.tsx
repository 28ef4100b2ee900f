import type { ReactNode } from 'react';
import { FormError } from './FormError';
import type { FormSubmit } from './state/useFormSubmit';

interface SubmitRowProps {
  submit: Pick<FormSubmit, 'submitting' | 'formError'>;
  /** The area's look of its main button. */
  className?: string;
  testId?: string;
  /** Disabled for a reason of the form's own (terms not accepted); always while submitting. */
  disabled?: boolean;
  /** The look and test hook of the line above it, where an area has its own. */
  error?: { className?: string; testId?: string };
  children: ReactNode;
}

/** The foot of a form: why the last attempt failed, when no field says it, then the submit button. */
export function SubmitRow({ submit, className, testId, disabled, error, children }: SubmitRowProps) {
  return (
    <>
      <FormError message={submit.formError} className={error?.className} testId={error?.testId} />
      <button type="submit" className={className} disabled={disabled || submit.submitting} data-testid={testId}>
        {children}
      </button>
    </>
  );
}
