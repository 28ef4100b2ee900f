import { describe, expect, it } from 'vitest';
import { CONTRACT_KINDS } from 'shared';
import { hardCodedTexts, usedTranslationKeys, portugueseProblems } from 'shared/testing';
import en from './en.json';
import pt from './pt.json';
import { validateField } from '../features/register';
import { FIELD_ORDER, rule } from '../testing/registerSettings';

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../testing/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Literal keys passed to t() in this area's namespace (calls naming ns 'common' are left out). */
const literalKeys = () => [
  ...new Set(
    usedTranslationKeys(sources, 'agent')
      .filter(({ ns }) => ns === 'agent')
      .map(({ key }) => key),
  ),
];

const enKeys = Object.keys(en);

/** The message keys form validation gives when a rule brings no message of its own. */
const validationMessages = (): string[] => {
  const noMessage = { username: rule(true, true, '^[a-z]{6}$', '') };
  const messages = [
    validateField('username', {}, noMessage),
    validateField('username', { username: 'x' }, noMessage),
    validateField('confirmPassword', { password: 'Abc12345' }, {}),
    validateField('confirmPassword', { password: 'Abc12345', confirmPassword: 'Abc99999' }, {}),
    validateField('captcha', {}, {}),
  ];
  return messages.filter((message): message is string => message !== null);
};

/** The fields the area labels itself: the captcha field and the dialling code come with their texts from shared/forms. */
const LABELLED_FIELDS = FIELD_ORDER.filter((field) => field !== 'captcha');

/** Keys built at run time that English must have: contract kinds, form field labels, validation messages. */
const builtKeys = (): string[] => [
  ...CONTRACT_KINDS.flatMap((kind) => [`contract_name_${kind}`, `alert_message_${kind}`]),
  ...LABELLED_FIELDS.map((field) => `field_${field}`),
  ...validationMessages(),
];

/** Keys built at run time that fall back to no text (or the server's) when English has none: placeholders, hints, periods. */
const optionalBuiltKeys = (): string[] => {
  const perField = LABELLED_FIELDS.flatMap((field) => [`placeholder_${field}`, `hint_${field}`]);
  return [...perField.filter((key) => enKeys.includes(key)), ...enKeys.filter((key) => key.startsWith('period_'))];
};

/** Message keys kept in state and translated later (e.g. invitation_code_error): quoted literals naming a key. */
const messageKeys = (): string[] =>
  Object.values(sources)
    .flatMap((text) => [...text.matchAll(/'([a-z][A-Za-z0-9_-]*)'/g)].map((match) => match[1]!))
    .filter((key) => enKeys.includes(key));

/** Texts that read the same in Portuguese: brand, game and app names, and loanwords Brazilian players use. */
const PORTUGUESE_NAMES = ['E-mail', 'Facebook', 'WeChat', 'LINE', 'WhatsApp', 'Zalo'];

describe('agent locales', () => {
  it('no screen shows text that does not go through the namespace', () => {
    expect(hardCodedTexts(sources)).toEqual([]);
  });

  it('has English for every literal key the screens use', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    const missing = literalKeys().filter((key) => !enKeys.includes(key));
    expect(missing).toEqual([]);
  });

  it('has English for every key built at run time (contract kinds, form fields, validation messages)', () => {
    expect(validationMessages()).toHaveLength(5);
    expect(builtKeys().filter((key) => !enKeys.includes(key))).toEqual([]);
  });

  it('has no Portuguese key that English lacks', () => {
    expect(Object.keys(pt).filter((key) => !enKeys.includes(key))).toEqual([]);
  });

  it('has Portuguese for every key the area uses (buttons, labels, messages, built keys)', () => {
    const used = new Set([...literalKeys(), ...builtKeys(), ...optionalBuiltKeys(), ...messageKeys()]);
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((key) => !(key in pt))).toEqual([]);
  });

  it('Portuguese is complete and Brazilian: every key, the same variables, no European-only words', () => {
    expect(portugueseProblems(en, pt, { names: PORTUGUESE_NAMES })).toEqual([]);
  });
});
