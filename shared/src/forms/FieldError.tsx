import styles from './fields.module.css';

/**
 * The line under a field that says what is wrong with it. Its `id` is what the input's `aria-describedby`
 * names, so a screen reader reads it with the field; `data-field-error` carries the field's name.
 */
export function FieldError({ id, name, text }: { id: string; name: string; text: string }) {
  return (
    <p id={id} className={styles.error} data-field-error={name}>
      {text}
    </p>
  );
}
