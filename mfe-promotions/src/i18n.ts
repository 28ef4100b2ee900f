import { registerNamespace } from 'shared';

registerNamespace('promotions', {
  en: () => import('./locales/en.json'),
  pt: () => import('./locales/pt.json'),
});
