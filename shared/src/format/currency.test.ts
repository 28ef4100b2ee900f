import { formatCurrency } from './currency';

describe('formatCurrency', () => {
  it('puts the symbol before an amount with two decimals, grouped per language', () => {
    expect(formatCurrency(1234.5, '₱', 'en')).toBe('₱1,234.50');
    expect(formatCurrency(1234.5, '₱', 'pt')).toBe('₱1.234,50');
  });
});
