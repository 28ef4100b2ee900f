import { registerNamespace } from 'shared';

registerNamespace('agent', {
  en: () => import('./locales/en.json'),
  pt: () => import('./locales/pt.json'),
});
