/**
 * A money amount with its currency symbol and two decimals, grouped the way the player's language writes numbers
 * (docs/product-rules.md §9, 9.2): `₱1,234.50` in English, `₱1.234,50` in Portuguese.
 */
export function formatCurrency(amount: number, symbol: string, language: string): string {
  const locale = language === 'pt' ? 'pt-BR' : 'en-US';
  return `${symbol}${amount.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
