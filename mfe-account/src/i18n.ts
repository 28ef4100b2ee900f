import { registerNamespace } from 'shared';
import en from './locales/en.json';

// English comes with the code: it is the fallback of every language, so it is always needed.
registerNamespace('account', {
  en,
  pt: () => import('./locales/pt.json'),
});
