/** A server date ('YYYY-MM-DD HH:mm:ss' or ISO) shown as YYYY/MM/DD (docs/product-rules.md §3); '' when unreadable. */
export function formatDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[1]}/${match[2]}/${match[3]}` : '';
}

/** 'start – end' in YYYY/MM/DD, or just the start when there is no readable end. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
  const from = formatDate(start);
  const to = formatDate(end);
  return from && to ? `${from} – ${to}` : from || to;
}
