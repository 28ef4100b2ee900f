import type { i18n as I18nInstance } from 'i18next';
import type { Area, Language } from 'shared';
import type { RemoteRelease } from '../federation/releaseManifest';

export interface RenderTextsOptions {
  /** The page-wide instance: its store holds every registered namespace once loaded. */
  base: I18nInstance;
  /** Every namespace registered so far (more appear as areas' server builds are first evaluated). */
  namespaces: () => string[];
  /** Puts one area version's own texts into an instance with a store of its own. */
  addTexts: (texts: I18nInstance, area: Area, release: RemoteRelease, languages: readonly Language[]) => Promise<void>;
  /** Instances kept at once (one per language and area version in use). */
  keep?: number;
}

type FixedT = ReturnType<I18nInstance['getFixedT']>;
type Primitive = string | number | boolean | null | undefined;
const isPrimitive = (value: unknown): value is Primitive =>
  value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value);
/** Options made of plain values only (a name, a count): the same options give the same text. */
const plainOptions = (options: unknown): options is Record<string, Primitive> | undefined =>
  options === undefined ||
  (typeof options === 'object' && options !== null && !('returnObjects' in options) && Object.values(options).every(isPrimitive));

/**
 * Keeps each text an instance's screens ask for (key, plain options), so that every render after the first reads
 * it instead of translating again: a page of 80 game tiles asks for the same few hundred texts each time, and
 * i18next's `t` costs microseconds a call (it copies its options and builds its interpolation). Forgotten when
 * the instance's texts or language change (a namespace loaded, a bundle added or removed).
 */
export function rememberTranslations(instance: I18nInstance, keep = 20_000): I18nInstance {
  const texts = new Map<string, unknown>();
  const forget = () => texts.clear();
  instance.on('loaded', forget);
  instance.on('languageChanged', forget);
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  const getFixedT = instance.getFixedT.bind(instance);
  // One function per scope: every screen's `useTranslation` asks for one on every render.
  const fixedTs = new Map<string, FixedT>();
  instance.getFixedT = ((...scope: Parameters<I18nInstance['getFixedT']>) => {
    const [lng, ns, keyPrefix] = scope;
    const prefix = `${String(lng)}\n${Array.isArray(ns) ? ns.join(',') : String(ns)}\n${String(keyPrefix)}`;
    const known = fixedTs.get(prefix);
    if (known) return known;
    const fixed = getFixedT(...scope);
    const call = fixed as unknown as (...args: unknown[]) => unknown;
    const remembered = (key: unknown, options?: unknown, ...rest: unknown[]) => {
      if (rest.length || !(typeof key === 'string' || Array.isArray(key)) || !plainOptions(options)) return call(key, options, ...rest);
      // A plain key alone (most calls) is its own id; anything else is written out whole (a NUL never in a key).
      const id =
        typeof key === 'string' && options === undefined
          ? `${prefix}\u0000${key}`
          : `${prefix}\n${JSON.stringify(key)}\n${options === undefined ? '' : JSON.stringify(options)}`;
      if (texts.has(id)) return texts.get(id);
      const text = call(key, options);
      if (texts.size >= keep) texts.clear();
      texts.set(id, text);
      return text;
    };
    // What i18next hangs on its fixed function (its language, namespaces and key prefix), kept on this one.
    const {
      lng: fixedLng,
      lngs,
      ns: fixedNs,
      keyPrefix: fixedPrefix,
    } = fixed as unknown as Record<'lng' | 'lngs' | 'ns' | 'keyPrefix', unknown>;
    const made = Object.assign(remembered, { lng: fixedLng, lngs, ns: fixedNs, keyPrefix: fixedPrefix }) as unknown as FixedT;
    if (typeof keyPrefix !== 'function') fixedTs.set(prefix, made);
    return made;
  }) as I18nInstance['getFixedT'];
  return instance;
}

/**
 * The i18n instances renders read their texts from, made once per language and area version and then shared
 * by every render of it: each has a store of its own, filled before any render reads it, so a pin that lands
 * during a render never changes the texts it reads, and a render costs no copy of the store.
 */
export function createRenderTexts({ base, namespaces, addTexts, keep = 16 }: RenderTextsOptions) {
  const made = new Map<string, Promise<I18nInstance>>();

  function remember(key: string, make: () => Promise<I18nInstance>): Promise<I18nInstance> {
    const known = made.get(key);
    if (known) {
      // The most recently asked for go out last.
      made.delete(key);
      made.set(key, known);
      return known;
    }
    const making = make();
    made.set(key, making);
    making.catch(() => made.delete(key));
    // Least recently asked for first out: versions no longer pinned stop being asked for.
    while (made.size > keep) made.delete(made.keys().next().value as string);
    return making;
  }

  return {
    /** The texts of the page frame (the shell's and the common ones) in `language`. */
    frame(language: Language): Promise<I18nInstance> {
      return remember(`${language}\nframe`, async () => {
        const texts = base.cloneInstance({ initAsync: false });
        await texts.changeLanguage(language);
        await texts.loadNamespaces('shell');
        return rememberTranslations(texts);
      });
    },

    /** Every registered namespace in `language`, with `area`'s texts those of `release` (when it renders). */
    page(language: Language, area?: { area: Area; release: RemoteRelease }): Promise<I18nInstance> {
      const registered = namespaces();
      const key = [language, registered.join(','), area ? `${area.area}@${area.release.version}` : ''].join('\n');
      return remember(key, async () => {
        // Loaded into the page-wide store first, then copied into a store of this instance's own.
        const loader = base.cloneInstance({ initAsync: false });
        await loader.changeLanguage(language);
        await loader.loadNamespaces(registered);
        const texts = base.cloneInstance({ initAsync: false, forkResourceStore: true });
        await texts.changeLanguage(language);
        if (area) await addTexts(texts, area.area, area.release, ['en', language]);
        return rememberTranslations(texts);
      });
    },
  };
}
