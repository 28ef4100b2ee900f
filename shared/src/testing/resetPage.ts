import { vi } from 'vitest';
import { useBrandStore } from '../brand/store';
import { i18n } from '../i18n/setup';
import { hydrateAsSession, useSessionStore } from '../session/store';
import { useThemeStore } from '../theme/store';
import { useDialogStore } from '../ui/dialog/store';
import { hideToast, useToastStore } from '../ui/toast/store';

/** Every cookie the page can see, expired. */
function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * Puts the page back as a test file found it on a fresh load: the files that share one module graph (and one
 * happy-dom window) in a worker would otherwise meet what the file before left in shared's singletons (the
 * session, brand, theme, dialog and toast stores, the language) and in the page (storage, cookies, the
 * document, the address, fake timers, stubbed globals).
 */
export async function resetPage(): Promise<void> {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  for (const { id } of useToastStore.getState().toasts) hideToast(id);
  for (const store of [useSessionStore, useBrandStore, useThemeStore, useDialogStore, useToastStore] as const) {
    (store.setState as (state: object, replace: true) => void)(store.getInitialState(), true);
  }
  hydrateAsSession(null);
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  window.history.replaceState(null, '', '/');
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
}
