import { isApiError } from 'shared';
import type { FieldErrors } from './fieldErrors';

/**
 * The `fieldErrors` of a form whose refusals name their field by the envelope's code (e.g. `PAYMENT_PASSWORD_WRONG`
 * → `paymentPassword`): the refusal's text goes under that field; a refusal of another code, under the form.
 */
export function fieldsByCode<F extends string>(
  fields: Partial<Record<string, F>>,
): (error: unknown, message: string) => FieldErrors<F> | undefined {
  return (error, message) => {
    const field = isApiError(error) && error.code && Object.hasOwn(fields, error.code) ? fields[error.code] : undefined;
    return field ? ({ [field]: message } as FieldErrors<F>) : undefined;
  };
}
