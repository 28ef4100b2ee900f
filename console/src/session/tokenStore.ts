// The release token is kept for this tab only (sessionStorage): closing the tab or signing out forgets it,
// and it is never a cookie, so the browser never sends it on its own.
import { tabStore } from './safeStorage';

const KEY = 'm.console.token';

export const tokenStore = {
  read: (): string | null => tabStore.get(KEY),
  keep: (token: string): void => tabStore.set(KEY, token),
  forget: (): void => tabStore.remove(KEY),
};
