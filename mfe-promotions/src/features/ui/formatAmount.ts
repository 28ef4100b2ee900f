/** A money amount with two decimals, grouped the way the current language writes numbers. */
export function formatAmount(amount: number, language: string): string {
  const locale = language === 'pt' ? 'pt-BR' : 'en-US';
  return amount.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
