import { create } from 'zustand';
import { bus } from '../bus/bus';
import type { Theme } from '../bus/events';
import { localStore } from '../storage/safeStorage';

const THEME_KEY = 'm.theme';
const isTheme = (v: unknown): v is Theme => v === 'dark' || v === 'light';

interface ThemeState {
  theme: Theme;
  setTheme(theme: Theme): void;
}

/** Dark by default (docs/product-rules.md §9), persisted locally, applied as `data-theme` on the document. */
export const useThemeStore = create<ThemeState>((set) => ({
  theme: isTheme(localStore.get(THEME_KEY)) ? (localStore.get(THEME_KEY) as Theme) : 'dark',
  setTheme(theme) {
    localStore.set(THEME_KEY, theme);
    set({ theme });
    if (typeof document !== 'undefined') document.documentElement.dataset.theme = theme;
    bus.emit('theme:changed', { theme });
  },
}));
