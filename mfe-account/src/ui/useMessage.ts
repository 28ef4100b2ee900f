import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Turns a validation message into text: messages are keys of this area's namespace (or of `common`), or a
 * server's own text, which is shown as it is.
 */
export function useMessage(): (message: string, values?: Record<string, string | number>) => string {
  const { t } = useTranslation('account');
  return useCallback(
    (message, values) =>
      t(message, { ...values, ns: ['account', 'common'], defaultValue: message, keySeparator: false, nsSeparator: false }),
    [t],
  );
}
