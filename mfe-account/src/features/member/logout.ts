import { confirmDialog, i18n, LOADING_LIMIT_MS, logout as logoutCall, toast, useSessionStore } from 'shared';
import '../../i18n';
import { useMemberInfoStore } from './memberInfoStore';

/**
 * The logout flow of docs/product-rules.md §4: confirm, loading toast (up to 9999 ms), DELETE logout with the token,
 * then clear the token, trial user, member info and session storage and set autoLogin 0. Resolves true
 * when the user is signed out (the caller then goes to /m/home), false when they cancelled.
 *
 * A failing logout call still ends the local session: the user asked to leave, and keeping them signed in
 * on this device because the server could not be reached (or already forgot the token) would leave an
 * account open on a shared phone. The server's token then simply expires on its own.
 */
export async function logout(): Promise<boolean> {
  await i18n.loadNamespaces('account');
  const t = i18n.getFixedT(null, 'account');
  const confirmed = await confirmDialog({
    title: t('logout_title'),
    message: t('logout_confirm'),
    confirmText: t('logout_button'),
    cancelText: t('cancel', { ns: 'common' }),
  });
  if (!confirmed) return false;

  const hideLoading = toast.loading(t('in_please_wait', { ns: 'common' }), LOADING_LIMIT_MS.logout);
  try {
    if (useSessionStore.getState().session) await logoutCall();
  } catch {
    // See above: the local session ends either way.
  } finally {
    hideLoading();
  }
  useMemberInfoStore.getState().clear();
  // Clears token, session (and with it the trial user), session storage, and sets autoLogin 0.
  useSessionStore.getState().signOut();
  return true;
}
