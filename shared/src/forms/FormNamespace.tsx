import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageKey } from 'shared';
import { FORMS_NAMESPACE } from './i18n';

const FormNamespaceContext = createContext<string | null>(null);

/**
 * Names the area namespace a form's field messages are keys of. A field's `error` is a key of that namespace
 * (or of `common`), which is translated, or a server's own text, which is shown as it came.
 */
export function FormNamespace({ ns, children }: { ns: string; children: ReactNode }) {
  return <FormNamespaceContext.Provider value={ns}>{children}</FormNamespaceContext.Provider>;
}

/**
 * Turns a form's message into text: a key of the form's namespace (or `common`) is translated, `{{field}}` in it
 * being the field's label (e.g. "Username is required"); a message the backend sends in English that the site
 * knows (a field rule's or a refusal's, docs/product-rules.md §8, 8.7) is shown from the forms kit's texts in the
 * player's language; any other server text is never interpolated, so whatever it holds is shown as it is.
 */
export function useFieldMessage(): (message: string, field?: string) => string {
  const area = useContext(FormNamespaceContext);
  const namespaces = area ? [area, 'common'] : ['common'];
  const { t, i18n } = useTranslation([FORMS_NAMESPACE, ...namespaces]);
  const key = namespaces.join(' ');
  return useCallback(
    (message, field) => {
      const lookup = { ns: key.split(' '), keySeparator: false, nsSeparator: false } as const;
      if (i18n.exists(message, lookup)) return t(message, { ...lookup, field });
      const known = serverMessageKey(message, i18n);
      return known ? t(known, { ns: FORMS_NAMESPACE }) : message;
    },
    [t, i18n, key],
  );
}
