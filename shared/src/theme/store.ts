import { create } from 'zustand';
import { bus } from '../bus/bus';
import type { Theme } from '../bus/events';
import { localStore } from '../storage/safeStorage';
import { rememberForServer } from '../storage/preferenceCookies';

const THEME_KEY = 'm.theme';
const isTheme = (v: unknown): v is Theme => v === 'dark' || v === 'light';

interface ThemeState {
  theme: Theme;
  setTheme(theme: Theme): void;
}

/**
 * Dark by default (docs/product-rules.md §9), persisted locally, applied as `data-theme` on the document. The
 * initial state is the default the server renders with; the stored choice is set right after (see the
 * session store).
 */
export const useThemeStore = create<ThemeState>((set) => ({
  theme: 'dark',
  setTheme(theme) {
    localStore.set(THEME_KEY, theme);
    rememberForServer('theme', theme);
    set({ theme });
    if (typeof document !== 'undefined') document.documentElement.dataset.theme = theme;
    bus.emit('theme:changed', { theme });
  },
}));

const storedTheme = localStore.get(THEME_KEY);
if (isTheme(storedTheme)) useThemeStore.setState({ theme: storedTheme });
