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

describe('numberLocale', () => {
  it('is Brazilian Portuguese for Portuguese, English otherwise', () => {
    expect(numberLocale('pt')).toBe('pt-BR');
    expect(numberLocale('pt-BR')).toBe('pt-BR');
    expect(numberLocale('en')).toBe('en-US');
  });
});
