import { useState, type Dispatch, type Ref, type SetStateAction } from 'react';
import { useFieldRefs } from '../useFieldRefs';
import { withoutError, type FieldErrors, type TextFieldOf } from './fieldErrors';

/** What a text field of the kit needs to show one value of a form: spread into `TextField` or `PasswordField`. */
export interface BoundField {
  name: string;
  value: string;
  onChange(value: string): void;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
}

export interface FormState<V extends object, F extends string> {
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  errors: FieldErrors<F>;
  setErrors: Dispatch<SetStateAction<FieldErrors<F>>>;
  /** The change handler of one value: it takes the new value and clears that field's error. */
  set<K extends keyof V & string>(field: K): (value: V[K]) => void;
  /** Name, value, change handler, error and focus ref of one text field. */
  bind(field: TextFieldOf<V> & F): BoundField;
  /** Shows a message under a field and moves the focus to it. */
  showError(field: F, message: string): void;
  /** True when `problem` is null; else shows it under the field, which gets the focus (a check before a get-code). */
  passes(field: F, problem: string | null): boolean;
  register(field: F): Ref<HTMLInputElement>;
  focus(field: F | undefined): void;
}

/**
 * The values a form holds and the messages of its invalid fields (some may be known at once: a link's code the
 * server refused). A value typed into a field clears that field's message; every other message stays until the
 * next check.
 */
export function useFormState<V extends object, F extends string = TextFieldOf<V>>(
  initial: V | (() => V),
  initialErrors: FieldErrors<F> | (() => FieldErrors<F>) = {},
): FormState<V, F> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>(initialErrors);
  const { register, focus } = useFieldRefs<F>();

  const set =
    <K extends keyof V & string>(field: K) =>
    (value: V[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => withoutError(current, field));
    };

  const showError = (field: F, message: string) => {
    setErrors((current) => ({ ...current, [field]: message }));
    focus(field);
  };

  return {
    values,
    setValues,
    errors,
    setErrors,
    set,
    bind: (field) => ({
      name: field,
      value: values[field] as string,
      onChange: set(field) as (value: string) => void,
      error: errors[field],
      inputRef: register(field),
    }),
    showError,
    passes: (field, problem) => {
      if (problem) showError(field, problem);
      return !problem;
    },
    register,
    focus,
  };
}
