import { formatNumber, numberLocale } from './number';

describe('formatNumber', () => {
  it('groups thousands and marks decimals the way each language writes them', () => {
    expect(formatNumber(1234567.25, 'en')).toBe('1,234,567.25');
    expect(formatNumber(1234567.25, 'pt')).toBe('1.234.567,25');
  });

  it('shows whole numbers without decimals unless decimals are fixed', () => {
    expect(formatNumber(1000, 'en')).toBe('1,000');
    expect(formatNumber(1000, 'pt')).toBe('1.000');
    expect(formatNumber(1000, 'en', { decimals: 2 })).toBe('1,000.00');
    expect(formatNumber(1000, 'pt', { decimals: 2 })).toBe('1.000,00');
    expect(formatNumber(2.005, 'pt', { decimals: 0 })).toBe('2');
  });

  it('reads a language it does not know as English, and a value that is not a number as 0', () => {
    expect(formatNumber(1234.5, 'cimode')).toBe('1,234.5');
    expect(formatNumber(Number.NaN, 'pt', { decimals: 2 })).toBe('0,00');
  });
});

describe('formatNumber against Intl.NumberFormat', () => {
  // A generator of its own, so a failure names numbers that fail again on the next run.
  const seeded = (seed: number) => () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  // The six Intl formatters the comparison needs, made once: making one per number took most of the test's time.
  const formatters = new Map(
    ['en-US', 'pt-BR'].flatMap((locale) =>
      [undefined, 0, 2].map((d) => {
        const fixed = d === undefined ? {} : { minimumFractionDigits: d, maximumFractionDigits: d };
        return [`${locale} ${d}`, new Intl.NumberFormat(locale, fixed)] as const;
      }),
    ),
  );
  const intl = (value: number, locale: string, decimals?: number) => formatters.get(`${locale} ${decimals}`)?.format(value);

  it('writes every number as Intl does, in both languages, with and without fixed decimals', () => {
    const random = seeded(20_261_129);
    const values = [
      0,
      -0,
      1,
      -1,
      0.5,
      1.005,
      2.005,
      0.125,
      1.0005,
      9.995,
      99.995,
      999.9995,
      999_999.995,
      0.0004,
      0.0005,
      -0.0004,
      0.1 + 0.2,
      1234567.25,
      1e-7,
      -1e-7,
      1e21,
      123456789012345680000,
      2 ** 53,
      -(2 ** 53),
    ];
    for (let i = 0; i < 4000; i++) {
      const magnitude = 10 ** Math.floor(random() * 12 - 4);
      const value = Math.round(random() * magnitude * 1000) / 1000;
      values.push(i % 3 ? value : -value, random() * magnitude);
    }
    const mismatches: string[] = [];
    for (const value of values)
      for (const [language, locale] of [
        ['en', 'en-US'],
        ['pt', 'pt-BR'],
      ] as const)
        for (const decimals of [undefined, 0, 2]) {
          const expected = intl(value, locale, decimals);
          const written = formatNumber(value, language, decimals === undefined ? {} : { decimals });
          if (written !== expected) mismatches.push(`${value} ${language} ${decimals}: ${written} ≠ ${expected}`);
        }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });
});

describe('numberLocale', () => {
  it('is Brazilian Portuguese for Portuguese, English otherwise', () => {
    expect(numberLocale('pt')).toBe('pt-BR');
    expect(numberLocale('pt-BR')).toBe('pt-BR');
    expect(numberLocale('en')).toBe('en-US');
  });
});
