import { usedTranslationKeys } from 'shared/testing';
import commonEn from '../../../shared/src/i18n/locales/common.en.json';
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

const SOURCES = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx', '!../**/*.d.ts', '!../testing/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const english = en as Record<string, string>;
const common = commonEn as Record<string, string>;

describe('support texts', () => {
  it('every key the screens use exists in English (support or common)', () => {
    const used = usedTranslationKeys(SOURCES, 'support');
    expect(used.length).toBeGreaterThan(30);
    // A few helpers take `useTranslation('common')`'s t, so an area key may also be found in common.
    expect(used.filter(({ key, ns }) => (ns === 'common' ? !common[key] : !english[key] && !common[key]))).toEqual([]);
  });
  it('Portuguese has no key that English lacks', () => {
    expect(Object.keys(pt).filter((k) => !(k in en))).toEqual([]);
  });
  it('Portuguese covers the titles, buttons and messages', () => {
    expect(TITLES_BUTTONS_MESSAGES.filter((k) => !(k in pt))).toEqual([]);
  });
  it('keeps the spec text of app_download_safari_required', () => {
    expect(en.app_download_safari_required).toBe('Please use Safari for download App.');
  });
});
