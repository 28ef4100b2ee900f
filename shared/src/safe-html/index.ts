export { SafeHtml } from './SafeHtml';
export { sanitizeHtml } from './sanitize';
