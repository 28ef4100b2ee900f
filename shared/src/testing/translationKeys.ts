import commonEn from '../i18n/locales/common.en.json';

/** A literal key passed to `t(...)` in an area's source, with the namespace it is looked up in. */
export interface UsedTranslationKey {
  key: string;
  ns: string;
  file: string;
}

/**
 * Every literal key the given sources pass to `t('key')` or `t('key', { ... })`. A call naming
 * `ns: 'common'` is looked up in the common namespace, any other in `areaNs`. Keys built at run time
 * are not seen here: list them next to the data they are built from.
 */
export function usedTranslationKeys(sources: Record<string, string>, areaNs: string): UsedTranslationKey[] {
  const found: UsedTranslationKey[] = [];
  for (const [file, text] of Object.entries(sources)) {
    for (const match of text.matchAll(/\bt\('([A-Za-z0-9_-]+)'(\s*,\s*\{[^}]*\})?\)/g)) {
      found.push({ key: match[1]!, ns: match[2]?.includes("ns: 'common'") ? 'common' : areaNs, file });
    }
  }
  return found;
}

const commonEnglish = commonEn as Record<string, string>;

/**
 * The used keys with no English text: a `ns: 'common'` key is looked up in common only, an area key in the
 * area's English texts or in common (a few helpers take `useTranslation('common')`'s t).
 */
export function keysMissingFromEnglish(used: readonly UsedTranslationKey[], areaEnglish: Record<string, string>): UsedTranslationKey[] {
  return used.filter(({ key, ns }) => (ns === 'common' ? !commonEnglish[key] : !areaEnglish[key] && !commonEnglish[key]));
}
