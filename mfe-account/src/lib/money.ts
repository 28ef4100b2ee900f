const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A wallet amount with its currency symbol and two decimals, e.g. '₱12,345.60'. */
export function formatMoney(amount: number, currencySymbol = ''): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const sign = value < 0 ? '-' : '';
  return `${sign}${currencySymbol}${amountFormat.format(Math.abs(value))}`;
}

/** Parses a typed amount ('1,000.5' → 1000.5); NaN when it is not a number. */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}
