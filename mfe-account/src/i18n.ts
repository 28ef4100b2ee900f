import { registerNamespace } from 'shared';

registerNamespace('account', {
  en: () => import('./locales/en.json'),
  pt: () => import('./locales/pt.json'),
});
