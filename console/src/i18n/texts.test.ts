import en from './en.json';
import pt from './pt.json';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('the texts', () => {
  it('has every English text in Portuguese, with the same placeholders', () => {
    expect(keys(pt).sort()).toEqual(keys(en).sort());
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    const lookup = (doc: unknown, key: string) =>
      key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], doc) as string;
    for (const key of keys(en)) expect(placeholders(lookup(pt, key)), key).toEqual(placeholders(lookup(en, key)));
  });
});
