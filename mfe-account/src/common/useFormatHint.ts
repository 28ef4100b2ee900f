import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldRule } from 'shared';
import { useFieldMessage } from 'shared/forms';
import { digitsFormat } from './digitsFormat';

/**
 * The hint under a field that says the format its rule asks for before anything is typed ("6 digits", "11 digits,
 * starting with 09"), in the player's language; for a pattern it cannot read, the rule's own message (in the player's
 * language when the site knows it, else as the server wrote it); nothing for a rule without a pattern.
 */
export function useFormatHint(): (rule: FieldRule | undefined) => string | undefined {
  const { t } = useTranslation('account');
  const message = useFieldMessage();
  return useCallback(
    (rule) => {
      if (!rule?.pattern) return undefined;
      const format = digitsFormat(rule.pattern);
      if (!format) return rule.message ? message(rule.message) : undefined;
      const { min, max, prefix } = format;
      const count = min === max ? t('format_digits', { count: min }) : t('format_digits_between', { min, max });
      return prefix ? t('format_starting_with', { format: count, prefix }) : count;
    },
    [t, message],
  );
}
