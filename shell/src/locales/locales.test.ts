import { hardCodedTexts, keysMissingFromEnglish, usedTranslationKeys, portugueseProblems } from 'shared/testing';
import en from './en.json';
import pt from './pt.json';

const SOURCES = import.meta.glob<string>(
  ['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx', '!../**/*.d.ts', '!../**/testing/**', '!../**/monolith/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

const english = en as Record<string, string>;

/** Texts that read the same in Portuguese: brand, game and app names, and loanwords Brazilian players use. */
const PORTUGUESE_NAMES = ['VIP', 'Menu', 'Telegram', 'MCasino'];

describe('shell texts', () => {
  it('no part of the frame shows text that does not go through the namespace', () => {
    expect(hardCodedTexts(SOURCES)).toEqual([]);
  });

  it('every key the frame uses exists in English (shell or common)', () => {
    const used = usedTranslationKeys(SOURCES, 'shell');
    expect(used.length).toBeGreaterThan(20);
    expect(keysMissingFromEnglish(used, english)).toEqual([]);
  });

  it('the side menu names every game category in Portuguese too, and PVP as the home tabs do (Cards)', () => {
    const categories = Object.keys(en).filter((key) => key.startsWith('category_'));
    expect(categories.filter((key) => !(key in pt))).toEqual([]);
    expect(english.category_PVP).toBe('Cards');
  });

  it('Portuguese only translates keys that exist in English', () => {
    expect(Object.keys(pt).filter((key) => !(key in en))).toEqual([]);
  });

  it('Portuguese is complete and Brazilian: every key, the same variables, no European-only words', () => {
    expect(portugueseProblems(en, pt, { names: PORTUGUESE_NAMES })).toEqual([]);
  });
});
