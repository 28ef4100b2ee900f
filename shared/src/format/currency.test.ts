import { formatCurrency } from './currency';

describe('formatCurrency', () => {
  it('puts the symbol before an amount with two decimals, grouped per language', () => {
    expect(formatCurrency(1234.5, '₱', 'en')).toBe('₱1,234.50');
    expect(formatCurrency(1234.5, '₱', 'pt')).toBe('₱1.234,50');
    expect(formatCurrency(0, '$', 'pt')).toBe('$0,00');
  });

  it('puts the minus sign (U+2212, never a hyphen) before the symbol, and none on an amount that rounds to zero', () => {
    expect(formatCurrency(-1500, '₱', 'en')).toBe('−₱1,500.00');
    expect(formatCurrency(-1500, '₱', 'pt')).toBe('−₱1.500,00');
    expect(formatCurrency(-0.001, '₱', 'en')).toBe('₱0.00');
  });

  it('shows zero for a value that is not a number', () => {
    expect(formatCurrency(Number.NaN, '₱', 'en')).toBe('₱0.00');
    expect(formatCurrency(Number.POSITIVE_INFINITY, '₱', 'pt')).toBe('₱0,00');
  });
});
