export { SafeHtml } from './SafeHtml';
export { sanitizeHtml, sanitizeWithWindow } from './sanitize';
