import { fetchHelpCentre, useApi, useDebouncedEffect, useLanguage } from 'shared';
import { apiLanguage } from '../../common/apiLanguage';

/** docs/product-rules.md §9: the help list reloads 200 ms after a language change. */
export const HELP_RELOAD_AFTER_LANGUAGE_MS = 200;

/** The help sections in the current language; reloaded 200 ms after the language changes. */
export function useHelpCentre() {
  const language = useLanguage();
  const state = useApi(() => fetchHelpCentre(apiLanguage(language)), []);
  useDebouncedEffect(state.reload, HELP_RELOAD_AFTER_LANGUAGE_MS, [language]);
  return state;
}
