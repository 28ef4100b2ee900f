import { i18n } from '../i18n/setup';
import { confirmDialog } from '../ui/dialog/store';
import { paths } from '../routes/paths';

/**
 * Trial accounts (type 4) are refused some functions (docs/product-rules.md §6): an alert with cancel or
 * "register now". Resolves to where to go: `paths.register` when the user chose to register, else null.
 */
export async function rejectTrialAccount(): Promise<string | null> {
  const t = i18n.getFixedT(null, 'common');
  const register = await confirmDialog({
    title: t('in_popup_prompt'),
    message: t('free_reject'),
    cancelText: t('cancel'),
    confirmText: t('register_now'),
  });
  return register ? paths.register : null;
}
