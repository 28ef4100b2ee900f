import { describe, expect, it } from 'vitest';
import { hardCodedTexts, usedTranslationKeys } from '../../testing';
import en from './forms.en.json';
import pt from './forms.pt.json';

/** The kit's sources (tests left out), as text. */
const SOURCES = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Texts that read the same in both languages: a count of seconds ("{{seconds}} s"). */
const SAME_IN_BOTH = ['resend_in'];

describe('form kit texts', () => {
  it('shows no text that does not go through a namespace', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(8);
    expect(hardCodedTexts(SOURCES)).toEqual([]);
  });

  it('has English for every key of its namespace it uses', () => {
    const used = usedTranslationKeys(SOURCES, 'forms').filter(({ ns }) => ns === 'forms');
    expect(used.length).toBeGreaterThan(8);
    expect(used.filter(({ key }) => !(key in en))).toEqual([]);
  });

  it('has Portuguese for exactly the keys English has, each its own wording', () => {
    expect(Object.keys(pt).sort()).toEqual(Object.keys(en).sort());
    const english = en as Record<string, string>;
    expect(Object.entries(pt).filter(([key, text]) => !text.trim() || (text === english[key] && !SAME_IN_BOTH.includes(key)))).toEqual([]);
  });
});
