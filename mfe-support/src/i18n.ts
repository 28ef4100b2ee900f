import { registerNamespace } from 'shared';

registerNamespace('support', {
  en: () => import('./locales/en.json'),
  pt: () => import('./locales/pt.json'),
});
