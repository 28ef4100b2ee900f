import type { ComponentProps, FormEvent } from 'react';
import { FormNamespace } from './FormNamespace';

type FormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> & {
  /** What a submit does: `useFormSubmit`'s, or a form's own path in front of it. */
  submit: { onSubmit(event: FormEvent): unknown };
  /** The area namespace its field messages are keys of (see `FormNamespace`). */
  ns?: string;
};

/** A form of the kit: the browser's own validation bubbles off (the kit's rules speak instead), submitted through `submit`. */
export function Form({ submit, ns, children, ...attributes }: FormProps) {
  const form = (
    <form {...attributes} noValidate onSubmit={(event) => void submit.onSubmit(event)}>
      {children}
    </form>
  );
  return ns ? <FormNamespace ns={ns}>{form}</FormNamespace> : form;
}
