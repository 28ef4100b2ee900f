import { registerNamespace } from 'shared';

registerNamespace('shell', {
  en: () => import('./locales/en.json'),
  pt: () => import('./locales/pt.json'),
});
