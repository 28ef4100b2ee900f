/** The messages of a form's invalid fields: only the fields with a problem are present. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The fields of `values` that hold text, the ones a text field can be bound to. */
export type TextFieldOf<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** The first field of `order` that has an error: it gets the focus (docs/product-rules.md §5). */
export function firstInvalid<F extends string>(order: readonly F[], errors: FieldErrors<F>): F | undefined {
  return order.find((field) => errors[field]);
}

/** The errors without the one of `field`. */
export function withoutError<F extends string>(errors: FieldErrors<F>, field: string): FieldErrors<F> {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field as F];
  return next;
}
