import { i18n, toast, WIDGETS } from 'shared';
import { loadAreaModule } from '../federation/remoteLoader';

/** The logout flow belongs to the account area (confirm, loading, DELETE, clear); the shell only starts it. */
export async function signOut(): Promise<boolean> {
  const { area, module } = WIDGETS.logout;
  try {
    const { logout } = await loadAreaModule<{ logout(): Promise<boolean> }>(area, module);
    return await logout();
  } catch {
    toast.error(i18n.t('error_network', { ns: 'common' }));
    return false;
  }
}
