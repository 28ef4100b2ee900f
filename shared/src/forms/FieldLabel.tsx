import styles from './fields.module.css';

/** A field's label, tied to its input by `htmlFor`; required fields show an asterisk (docs/product-rules.md §5). */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label className={styles.label} htmlFor={htmlFor}>
      {label}
      {required && (
        <span className={styles.required} aria-hidden data-testid="required-mark">
          *
        </span>
      )}
    </label>
  );
}
