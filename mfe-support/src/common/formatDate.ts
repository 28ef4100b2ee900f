/** Server dates ('YYYY-MM-DD HH:mm:ss') are shown as YYYY/MM/DD (docs/product-rules.md §3); anything else as it came. */
export function displayDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  return match ? `${match[1]}/${match[2]}/${match[3]}` : value;
}
