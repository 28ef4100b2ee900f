import { useTranslation } from 'react-i18next';
import type { Language } from '../bus/events';

/** The current language, re-rendering on change (every area re-renders through the shared i18n instance). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'pt' ? 'pt' : 'en';
}
