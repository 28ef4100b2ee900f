import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bus } from '../bus/bus';
import type { Language } from '../bus/events';
import { localStore } from '../storage/safeStorage';
import { rememberForServer } from '../storage/preferenceCookies';
import commonEn from './locales/common.en.json';
import commonPt from './locales/common.pt.json';

export const LANGUAGES: readonly Language[] = ['en', 'pt'];
const LANGUAGE_KEY = 'm.language';

type NamespaceLoader = () => Promise<{ default: ResourceKey } | ResourceKey>;
/** A language's texts: bundled with the area's code, or a loader that fetches them when first needed. */
export type NamespaceSource = ResourceKey | NamespaceLoader;
const loaders = new Map<string, Partial<Record<Language, NamespaceSource>>>();

/**
 * Each area registers its own namespace per language. English is complete and every other language falls
 * back to it, so it is always needed: areas bundle it with their code (no round trip before their first
 * screen). Other languages come through loaders, fetched only when a screen of that area first renders.
 */
export function registerNamespace(namespace: string, byLanguage: Partial<Record<Language, NamespaceSource>>): void {
  loaders.set(namespace, { ...loaders.get(namespace), ...byLanguage });
}

/** What `namespace` was last registered with (a server render keeps each area version's own). */
export const namespaceSources = (namespace: string): Partial<Record<Language, NamespaceSource>> | undefined => loaders.get(namespace);

/** Every namespace an area has registered so far (a server render loads them all before it renders). */
export const registeredNamespaces = (): string[] => [...loaders.keys()];

const isLoader = (source: NamespaceSource): source is NamespaceLoader => typeof source === 'function';

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const source = loaders.get(namespace)?.[language as Language];
    if (!source) return callback(null, {});
    if (!isLoader(source)) return callback(null, source);
    source().then(
      (module: { default: ResourceKey } | ResourceKey) =>
        callback(null, (module as { default?: ResourceKey }).default ?? (module as ResourceKey)),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

const isLanguage = (v: unknown): v is Language => LANGUAGES.includes(v as Language);

export function initialLanguage(): Language {
  return storedLanguage() ?? 'en';
}

/** The language the player chose on this device, if they chose one. */
export function storedLanguage(): Language | undefined {
  const stored = localStore.get(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : undefined;
}

/** The page's one i18next instance (shared is a run-time singleton, so every area uses this one). */
export const i18n: typeof i18next = i18next.createInstance();

/** `<html lang>`: what screen readers and search engines read the page's language from. */
function reflectLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

let initialised: Promise<unknown> | null = null;
/** `language`: the one a server-rendered page is in, which the browser's first render must match. */
export function initI18n(language: Language = initialLanguage()): Promise<unknown> {
  if (!initialised) reflectLanguage(language);
  initialised ??= i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: { en: { common: commonEn }, pt: { common: commonPt } },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
      showSupportNotice: false,
    });
  return initialised;
}

export async function setLanguage(language: Language): Promise<void> {
  localStore.set(LANGUAGE_KEY, language);
  rememberForServer('language', language);
  await i18n.changeLanguage(language);
  reflectLanguage(language);
  bus.emit('language:changed', { language });
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

/**
 * Server render only: the language of the request being rendered, for code outside React (the API client asks
 * the backend for content in it). The server renders many pages at once: the page-wide language is nobody's there.
 */
let requestLanguage: (() => Language | undefined) | undefined;
export function languageThrough(source: () => Language | undefined): void {
  requestLanguage = source;
}

/** The language the backend is asked to answer in (`Accept-Language`): the rendered request's, else the page's. */
export const contentLanguage = (): Language => requestLanguage?.() ?? currentLanguage();
