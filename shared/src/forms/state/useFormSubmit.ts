import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, toast } from 'shared';
import { FORMS_NAMESPACE } from '../i18n';
import { firstInvalid, type FieldErrors } from './fieldErrors';
import type { FormState } from './useFormState';

export interface FormSubmitOptions<F extends string, R> {
  /** The form's fields and their messages; without it the form has no field of its own to flag. */
  form?: Pick<FormState<object, F>, 'setErrors' | 'focus'>;
  /** False while the form may not be sent at all (its terms not accepted): a submit then does nothing. */
  canSubmit?: boolean;
  /** The form's own rules, checked before anything is sent: the fields that fail. */
  validate?(): FieldErrors<F>;
  /** The fields in screen order: the first one that fails gets the focus (else the first one `validate` names). */
  order?: readonly F[];
  /** Asked once the rules pass, before the call (a question to the player); false stops there. */
  confirm?(): Promise<boolean>;
  /** The call. A `FieldProblem` it throws is shown under its field, as a failed rule is. */
  send(): Promise<R>;
  /** What success means (a toast, the next page); it runs once the loading toast is gone. */
  onSuccess?(result: R): void | Promise<void>;
  /** The text of a failed call; by default the server's own text, or a clear fallback for a time-out. */
  describe?(error: unknown): string;
  /** The fields a refusal is about, each with its text; a refusal that names none is shown under the form. */
  fieldErrors?(error: unknown, message: string): FieldErrors<F> | undefined;
  /** After a failed call, for what the attempt spent (a captcha answer). What was typed stays. */
  onFailure?(error: unknown, message: string): void;
  /** A loading toast covers the call: `true`, or the longest it may stay (ms). */
  loading?: boolean | number;
  /** Success leaves the screen: the form stays submitting until it goes, so a tap does nothing meanwhile. */
  leavesOnSuccess?: boolean;
}

export interface FormSubmit {
  /** The form's `onSubmit`: checks, sends once at a time and shows what went wrong. */
  onSubmit(event?: FormEvent): Promise<void>;
  /** True while the call is on its way (and after a success that leaves the screen). */
  submitting: boolean;
  /** Why the last attempt failed, when no field says it; null before and while an attempt runs. */
  formError: string | null;
  clearFormError(): void;
}

/**
 * A check found during the call (e.g. an invitation code the server does not know): shown under its field, which
 * gets the focus, as a failed rule is; the attempt spent nothing, so `onFailure` is not called.
 */
export class FieldProblem<F extends string = string> extends Error {
  constructor(
    readonly field: F,
    message: string,
  ) {
    super(message);
  }
}

const PLEASE_WAIT = 'in_please_wait';

/**
 * The one submit path of every form: the form's rules first (the first failing field gets the focus), then the
 * call, once at a time (a second tap while it runs does nothing), under a loading toast when asked. A refused call
 * is shown under the fields it names or under the form, and what the player typed stays for the retry.
 */
export function useFormSubmit<F extends string, R>(options: FormSubmitOptions<F, R>): FormSubmit {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  // A second tap can come before the render that disables the button: the ref refuses it at once.
  const busy = useRef(false);
  const describe = options.describe ?? ((error: unknown) => errorMessage(error, t));

  const release = () => {
    busy.current = false;
    setSubmitting(false);
  };

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy.current || options.canSubmit === false) return;
    const { form, validate, order, confirm, send, onSuccess, fieldErrors, onFailure, loading, leavesOnSuccess } = options;
    if (validate) {
      const found = validate();
      form?.setErrors(found);
      if (Object.values(found).some(Boolean)) {
        form?.focus(firstInvalid(order ?? (Object.keys(found) as F[]), found));
        return;
      }
    }
    busy.current = true;
    if (confirm && !(await confirm())) {
      busy.current = false;
      return;
    }
    setSubmitting(true);
    setFailure(null);
    const hideLoading = loading
      ? toast.loading(t(PLEASE_WAIT, { ns: 'common' }), typeof loading === 'number' ? loading : undefined)
      : () => undefined;
    try {
      const result = await send();
      hideLoading();
      await onSuccess?.(result);
      if (!leavesOnSuccess) release();
    } catch (error) {
      hideLoading();
      release();
      if (error instanceof FieldProblem) {
        form?.setErrors((current) => ({ ...current, [error.field]: error.message }));
        form?.focus(error.field as F);
        return;
      }
      const message = describe(error);
      const onFields = fieldErrors?.(error, message);
      if (onFields) form?.setErrors(onFields);
      else setFailure({ error });
      onFailure?.(error, message);
    }
  };

  return {
    onSubmit,
    submitting,
    // Worded at each render, so a language switch words it again.
    formError: failure ? describe(failure.error) : null,
    clearFormError: () => setFailure(null),
  };
}
