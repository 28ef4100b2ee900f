import type { BrandSettings } from 'shared';
import { hardCodedTexts, keysMissingFromEnglish, usedTranslationKeys, portugueseProblems } from 'shared/testing';
import { ADD_TO_HOME_GUIDE, DOWNLOAD_ENTRY_LABELS, DOWNLOAD_PERKS } from '../features/appDownload';
import { FEEDBACK_PROBLEMS, QUESTION_TYPES } from '../features/feedback';
import { messageEntries } from '../features/message';
import { paragraphKey, PRIVACY_SECTIONS, sectionTitleKey } from '../features/privacy';
import en from './en.json';
import pt from './pt.json';

const TITLES_BUTTONS_MESSAGES = [
  'message_notice',
  'message_inbox',
  'message_live_chat',
  'feedback_confirm',
  'feedback_type',
  'feedback_too_short',
  'feedback_type_required',
  'in_vwrite_code',
  'feedback_sent',
  'app_download_safari_required',
  'download_title',
  'guide_profile_button',
  'help_not_found',
  'inbox_more',
  'privacy_age_statement',
];

const SOURCES = import.meta.glob<string>(
  ['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx', '!../**/*.d.ts', '!../testing/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

const english = en as Record<string, string>;
const portuguese = pt as Record<string, string>;

/** A brand with every message-centre entry on (both links, live chat), so every label is listed. */
const brandWithEveryEntry = {
  flags: { CBS3: true },
  downloadLinks: [
    { resourceType: 'TELEGRAM', url: 'https://t.me/mcasino' },
    { resourceType: 'AFFILIATELINK', url: 'https://affiliate.example.com' },
  ],
} as unknown as BrandSettings;

/** Keys the screens build at run time, taken from the same constants they render from. */
const builtKeys = (): string[] => {
  const messageLabels = messageEntries(brandWithEveryEntry).map((entry) => entry.labelKey);
  expect(messageLabels).toHaveLength(5);
  return [
    ...QUESTION_TYPES.map((type) => type.key),
    ...FEEDBACK_PROBLEMS,
    ...Object.values(DOWNLOAD_ENTRY_LABELS).flatMap(({ title, hint }) => [title, hint]),
    ...DOWNLOAD_PERKS,
    ...messageLabels,
    ...Object.values(ADD_TO_HOME_GUIDE).flatMap(({ title, steps }) => [title, ...steps]),
    ...PRIVACY_SECTIONS.flatMap(({ id, paragraphs }) => [
      sectionTitleKey(id),
      ...Array.from({ length: paragraphs }, (_, index) => paragraphKey(id, index)),
    ]),
  ];
};

describe('support texts', () => {
  it('no screen shows text that does not go through the namespace', () => {
    expect(hardCodedTexts(SOURCES)).toEqual([]);
  });

  it('every key the screens use exists in English (support or common)', () => {
    const used = usedTranslationKeys(SOURCES, 'support');
    expect(used.length).toBeGreaterThan(30);
    expect(keysMissingFromEnglish(used, english)).toEqual([]);
  });
  it.each([
    ['English', english],
    ['Portuguese', portuguese],
  ])(
    'has %s for every key built at run time (question types, download entries, message centre, add-to-home guide, privacy)',
    (_language, catalogue) => {
      expect(builtKeys().filter((key) => !catalogue[key])).toEqual([]);
    },
  );
  it('Portuguese has no key that English lacks', () => {
    expect(Object.keys(pt).filter((k) => !(k in en))).toEqual([]);
  });
  it('Portuguese covers the titles, buttons and messages', () => {
    expect(TITLES_BUTTONS_MESSAGES.filter((k) => !(k in pt))).toEqual([]);
  });
  it('keeps the spec text of app_download_safari_required', () => {
    expect(en.app_download_safari_required).toBe('Please use Safari for download App.');
  });

  it('Portuguese is complete and Brazilian: every key, the same variables, no European-only words', () => {
    expect(portugueseProblems(en, pt)).toEqual([]);
  });
});
