import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../format/figures';
import { deviceStore } from '../session/safeStorage';
import en from './en.json';
import pt from './pt.json';

export const LANGUAGES: readonly Language[] = ['en', 'pt'];
const KEY = 'm.console.language';

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language chosen on this device, else the browser's when it is Portuguese, else English. */
export function startLanguage(): Language {
  const stored = deviceStore.get(KEY);
  if (isLanguage(stored)) return stored;
  return typeof navigator !== 'undefined' && navigator.language.toLowerCase().startsWith('pt') ? 'pt' : 'en';
}

export const i18n = i18next.createInstance();

export function initI18n(language: Language = startLanguage()): Promise<unknown> {
  document.documentElement.lang = language;
  return i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    resources: { en: { translation: en }, pt: { translation: pt } },
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
}

export async function switchLanguage(language: Language): Promise<void> {
  deviceStore.set(KEY, language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');
