import { hardCodedTexts, keysMissingFromEnglish, usedTranslationKeys, portugueseProblems } from 'shared/testing';
import { gameTypeTitleKey, KNOWN_GAME_TYPES } from '../common/gameTypes';
import en from './en.json';
import pt from './pt.json';

const SOURCES = import.meta.glob<string>(
  ['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx', '!../**/*.d.ts', '!../testing/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

const english = en as Record<string, string>;

/** Texts that read the same in Portuguese: brand, game and app names, and loanwords Brazilian players use. */
const PORTUGUESE_NAMES = ['VIP', 'Megaways', 'Jackpot', 'Blackjack', 'Dragon Tiger', 'Sic Bo', 'Keno', 'E-sports', 'Game shows'];

describe('lobby texts', () => {
  it('no screen shows text that does not go through the namespace', () => {
    expect(hardCodedTexts(SOURCES)).toEqual([]);
  });

  it('every key the screens use exists in English (lobby or common)', () => {
    const used = usedTranslationKeys(SOURCES, 'lobby');
    expect(used.length).toBeGreaterThan(50);
    expect(keysMissingFromEnglish(used, english)).toEqual([]);
  });

  it('every known game type has an English title', () => {
    expect(KNOWN_GAME_TYPES.map(gameTypeTitleKey).filter((key) => !english[key])).toEqual([]);
  });

  it('Portuguese only translates keys that exist in English', () => {
    expect(Object.keys(pt).filter((key) => !(key in en))).toEqual([]);
  });

  it('Portuguese covers every title, button and message', () => {
    const mustTranslate = Object.keys(en).filter((key) =>
      /^(section_|nav_|more_games|no_|search_(placeholder|label)|see_all|play|login|favourite_|fav_login_hint|trial_|launching|launcher_|winner_(board|empty)|online_users|jackpot_play|notice_more)/.test(
        key,
      ),
    );
    expect(mustTranslate.length).toBeGreaterThan(35);
    expect(mustTranslate.filter((key) => !(key in pt))).toEqual([]);
  });

  it('Portuguese is complete and Brazilian: every key, the same variables, no European-only words', () => {
    expect(portugueseProblems(en, pt, { names: PORTUGUESE_NAMES })).toEqual([]);
  });
});
