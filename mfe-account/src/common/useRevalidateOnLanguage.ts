import { useDebouncedEffect, useLanguage } from 'shared';
import type { FieldErrors } from './validation';

/** How long after a language change the shown errors are checked again (docs/product-rules.md §5). */
export const REVALIDATE_DEBOUNCE_MS = 200;

/**
 * After a language change (debounced 200 ms) the fields that show an error are validated again, so their
 * messages are rebuilt in the new language; fields without an error stay quiet.
 */
export function useRevalidateOnLanguage<F extends string>(
  setErrors: (update: (current: FieldErrors<F>) => FieldErrors<F>) => void,
  check: (field: F) => string | null,
): void {
  const language = useLanguage();
  useDebouncedEffect(
    () =>
      setErrors((current) => {
        const next: FieldErrors<F> = {};
        for (const field of Object.keys(current) as F[]) {
          const message = check(field);
          if (message) next[field] = message;
        }
        return next;
      }),
    REVALIDATE_DEBOUNCE_MS,
    [language],
  );
}
