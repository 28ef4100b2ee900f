import { formatMoney, parseAmount } from './money';

describe('formatMoney', () => {
  it('shows the symbol, thousands separators and two decimals', () => {
    expect(formatMoney(12345.6, '₱')).toBe('₱12,345.60');
    expect(formatMoney(0, '$')).toBe('$0.00');
    expect(formatMoney(-5, '$')).toBe('-$5.00');
  });
  it('shows 0.00 for a non-number', () => {
    expect(formatMoney(Number.NaN, '₱')).toBe('₱0.00');
  });
});

describe('parseAmount', () => {
  it('reads plain and separated amounts with up to two decimals', () => {
    expect(parseAmount('1,000.5')).toBe(1000.5);
    expect(parseAmount(' 20 ')).toBe(20);
  });
  it('refuses anything else', () => {
    expect(parseAmount('')).toBeNaN();
    expect(parseAmount('-5')).toBeNaN();
    expect(parseAmount('1.234')).toBeNaN();
    expect(parseAmount('1e3')).toBeNaN();
  });
});
