import { i18n, registerNamespace } from 'shared';
import en from './locales/en.json';

/** The texts of the service worker's side of the page, which come with its chunk, not with the first load. */
export const UPDATES_NAMESPACE = 'shell-updates';

registerNamespace(UPDATES_NAMESPACE, { en, pt: () => import('./locales/pt.json') });

/** A text of the namespace in the page's language, once that language's texts are loaded. */
export async function updatesText(key: keyof typeof en): Promise<string> {
  await i18n.loadNamespaces(UPDATES_NAMESPACE);
  return i18n.t(key, { ns: UPDATES_NAMESPACE });
}
