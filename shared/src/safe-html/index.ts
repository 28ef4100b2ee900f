export { SafeHtml, sanitizeHtml } from './SafeHtml';
