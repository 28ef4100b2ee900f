import i18next from 'i18next';
import { commonEnglish as commonEn, hardCodedTexts, usedTranslationKeys, portugueseProblems } from 'shared/testing';
import { PROMOTION_STATUSES, statusKey } from '../features/promotions';
import { VIP_PERKS } from '../features/vip';
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
const common = commonEn as Record<string, string>;
/** i18next plural forms: `sign_in_streak` is written as `sign_in_streak_one` / `_other`. */
const hasEnglish = (key: string) => !!english[key] || (!!english[`${key}_one`] && !!english[`${key}_other`]);

describe('promotions texts', () => {
  it('no screen shows text that does not go through the namespace', () => {
    expect(hardCodedTexts(SOURCES)).toEqual([]);
  });

  it('every key the screens use exists in English (promotions or common)', () => {
    const used = usedTranslationKeys(SOURCES, 'promotions');
    expect(used.length).toBeGreaterThan(60);
    expect(used.filter(({ key, ns }) => (ns === 'common' ? !common[key] : !hasEnglish(key)))).toEqual([]);
  });

  it('keys built from data exist in English: every status label, perk and reward state', () => {
    const built = [
      ...PROMOTION_STATUSES.map(statusKey),
      ...VIP_PERKS.map((perk) => perk.key),
      ...['claimed', 'expired', 'claimable'].map((s) => `reward_state_${s}`),
    ];
    expect(built).toHaveLength(8 + 15 + 3);
    expect(built.filter((key) => !english[key])).toEqual([]);
  });

  it('counts with i18next plural forms: in Portuguese 0 and 2 days are plural, 1 is singular', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'pt',
      fallbackLng: 'en',
      resources: { en: { promotions: en }, pt: { promotions: pt } },
      showSupportNotice: false,
    });
    const streak = (count: number, lng: string) => i18n.t('sign_in_streak', { ns: 'promotions', count, lng });
    expect([0, 1, 2].map((count) => streak(count, 'pt'))).toEqual(['0 dias seguidos', '1 dia seguido', '2 dias seguidos']);
    expect([0, 1, 2].map((count) => streak(count, 'en'))).toEqual(['0 days in a row', '1 day in a row', '2 days in a row']);
  });

  it('Portuguese only translates keys that exist in English', () => {
    expect(Object.keys(pt).filter((key) => !(key in en))).toEqual([]);
  });

  it('Portuguese covers every title, button and message', () => {
    const mustTranslate = Object.keys(en).filter((key) =>
      /^(promotions_title|vip_title|event_title|popup_title|status_|apply_(submit|success|closed|not_open|login_first)|comment_too_long|upload_rejected_|reward_(claim|claimed)$|sign_in_(now|done|already|unavailable)|invite_unavailable|leaderboard_unavailable|contact_service_button|back_home|see_promotions)/.test(
        key,
      ),
    );
    expect(mustTranslate.length).toBeGreaterThan(20);
    expect(mustTranslate.filter((key) => !(key in pt))).toEqual([]);
  });

  it('Portuguese is complete and Brazilian: every key, the same variables, no European-only words', () => {
    expect(portugueseProblems(en, pt)).toEqual([]);
  });
});
