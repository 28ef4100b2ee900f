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

describe('support texts', () => {
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
