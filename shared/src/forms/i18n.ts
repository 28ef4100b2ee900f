import { registerNamespace } from 'shared';
import en from './locales/forms.en.json';

/** The form kit's own texts (show/hide, the captcha's), in a namespace of their own outside home's first load. */
export const FORMS_NAMESPACE = 'forms';

// English comes with the kit: it is the fallback of every language. Portuguese is fetched when first needed.
registerNamespace(FORMS_NAMESPACE, {
  en,
  pt: () => import('./locales/forms.pt.json'),
});
