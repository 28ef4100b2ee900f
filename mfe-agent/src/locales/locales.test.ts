import { describe, expect, it } from 'vitest';
import { CONTRACT_KINDS } from 'shared';
import { usedTranslationKeys } from 'shared/testing';
import en from './en.json';
import pt from './pt.json';
import { FIELD_ORDER } from '../testing/registerSettings';

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../testing/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Literal keys passed to t() in this area's namespace (calls naming ns 'common' are left out). */
const literalKeys = () => [...new Set(usedTranslationKeys(sources, 'agent').filter(({ ns }) => ns === 'agent').map(({ key }) => key))];

const enKeys = Object.keys(en);

describe('agent locales', () => {
  it('has English for every literal key the screens use', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    const missing = literalKeys().filter((key) => !enKeys.includes(key));
    expect(missing).toEqual([]);
  });

  it('has English for every key built at run time (contract kinds, form fields)', () => {
    const built = [
      ...CONTRACT_KINDS.flatMap((kind) => [`contract_name_${kind}`, `alert_message_${kind}`]),
      ...FIELD_ORDER.map((field) => `field_${field}`),
      'field_countryDialingCode',
    ];
    expect(built.filter((key) => !enKeys.includes(key))).toEqual([]);
  });

  it('has no Portuguese key that English lacks', () => {
    expect(Object.keys(pt).filter((key) => !enKeys.includes(key))).toEqual([]);
  });

  it('has Portuguese for titles, buttons and messages', () => {
    const mustTranslate = enKeys.filter((key) =>
      /^(alert_|contract_(accept|decline|accepted|declined|empty|name_)|register_(title|submit)|in_|invitation_|back_home|terms_agree)/.test(key),
    );
    expect(mustTranslate.filter((key) => !(key in pt))).toEqual([]);
  });
});
