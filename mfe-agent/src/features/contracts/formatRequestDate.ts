/** 'YYYY-MM-DD HH:mm:ss' as 'YYYY/MM/DD HH:mm' (the site's date style); anything else is shown as sent. */
export function formatRequestDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  const [, year, month, day, hour, minute] = match;
  return `${year}/${month}/${day} ${hour}:${minute}`;
}
