import { registerNamespace } from 'shared';

registerNamespace('lobby', {
  en: () => import('./locales/en.json'),
  pt: () => import('./locales/pt.json'),
});
