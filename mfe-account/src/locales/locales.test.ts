import { commonEnglish as commonEn, hardCodedTexts, usedTranslationKeys, portugueseProblems } from 'shared/testing';
import { FIELD_META } from '../features/register';
import { MEMBER_ENTRIES } from '../features/member';
import { RANGE_PRESETS } from '../features/history';
import { HISTORY_FILTERS, refusalKey, ABOVE_MAX, BELOW_MIN } from '../features/wallet';
import { CASHIER_REFUSAL_CODES, DEPOSIT_CHANNEL_KINDS, PAYOUT_KINDS, WALLET_RECORD_KINDS, WALLET_RECORD_STATUSES } from 'shared/contract';
import en from './en.json';
import pt from './pt.json';

/** The area's sources (tests excluded), as text. */
const SOURCES = import.meta.glob<string>(
  ['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx', '!../**/*.d.ts', '!../testing/**'],
  { query: '?raw', import: 'default', eager: true },
);

const usedKeys = () => usedTranslationKeys(SOURCES, 'account');

/** Texts that read the same in Portuguese: brand, game and app names, and loanwords Brazilian players use. */
const PORTUGUESE_NAMES = ['E-mail', 'Facebook', 'WeChat', 'LINE', 'WhatsApp', 'Zalo', 'Voucher'];

describe('texts', () => {
  it('no screen shows text that does not go through the namespace', () => {
    expect(hardCodedTexts(SOURCES)).toEqual([]);
  });

  it('every key the screens use exists in English (account or common)', () => {
    expect(usedKeys().length).toBeGreaterThan(100);
    const account = en as Record<string, string>;
    const common = commonEn as Record<string, string>;
    const missing = usedKeys().filter(({ key, ns }) => !(ns === 'common' ? common[key] : account[key]));
    expect(missing).toEqual([]);
  });

  it('keys built from data exist in English', () => {
    const account = en as Record<string, string>;
    const built = [
      ...Object.values(FIELD_META).flatMap((m) => [m.label, ...(m.placeholder ? [m.placeholder] : [])]),
      ...MEMBER_ENTRIES.map((e) => e.key),
      ...RANGE_PRESETS.map((p) => `range_${p}`),
      ...['settled', 'unsettled', 'cancelled'].map((s) => `record_${s}`),
      ...DEPOSIT_CHANNEL_KINDS.map((c) => `channel_${c}`),
      ...WALLET_RECORD_STATUSES.map((s) => `wallet_status_${s}`),
      ...WALLET_RECORD_KINDS.map((k) => `wallet_kind_${k}`),
      ...HISTORY_FILTERS.flatMap((f) => [`wallet_filter_${f}`, `wallet_history_empty_${f}`]),
      ...PAYOUT_KINDS.map((k) => `payout_kind_${k}`),
      ...CASHIER_REFUSAL_CODES.map(refusalKey),
      BELOW_MIN,
      ABOVE_MAX,
    ];
    expect(built.filter((key) => !account[key])).toEqual([]);
  });

  it('every message key of docs/product-rules.md §8 this area shows exists in English (account or common)', () => {
    const account = en as Record<string, string>;
    const common = commonEn as Record<string, string>;
    const accountKeys = [
      'invitation_code_error',
      'in_confirmation_correct',
      'in_incorrect_password',
      'in_vwrite_code',
      'in_registered_successfully',
      'sent_success',
    ];
    const commonKeys = ['in_please_wait', 'free_reject', 'contact_service', 'in_popup_prompt'];
    expect([...accountKeys.filter((key) => !account[key]), ...commonKeys.filter((key) => !common[key])]).toEqual([]);
  });

  it('every register field the player types into has a placeholder in English and Portuguese', () => {
    const typed = Object.entries(FIELD_META).filter(([field]) => field !== 'captcha');
    expect(typed.filter(([, meta]) => !meta.placeholder)).toEqual([]);
    const keys = typed.map(([, meta]) => meta.placeholder ?? '');
    const portuguese = pt as Record<string, string>;
    expect(keys.filter((key) => !portuguese[key]?.trim())).toEqual([]);
  });

  it('Portuguese only translates keys that exist in English', () => {
    expect(Object.keys(pt).filter((key) => !(key in en))).toEqual([]);
  });

  it('Portuguese covers every button, title and message of the spec', () => {
    const required = [
      'login_button',
      'create_account',
      'change_password_button',
      'withdraw_button',
      'deposit_button',
      'voucher_button',
      'payment_password_set_button',
      'payment_password_change_button',
      'payout_add_button',
      'wallet_history_more',
      'logout_button',
      'in_vwrite_code',
      'in_confirmation_correct',
      'in_incorrect_password',
      'in_registered_successfully',
      'invitation_code_error',
      'sent_success',
      'password_same',
    ];
    expect(required.filter((key) => !(key in pt))).toEqual([]);
  });

  it('Portuguese is complete and Brazilian: every key, the same variables, no European-only words', () => {
    expect(portugueseProblems(en, pt, { names: PORTUGUESE_NAMES })).toEqual([]);
  });
});
