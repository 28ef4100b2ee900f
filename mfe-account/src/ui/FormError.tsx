import { useFieldMessage } from 'shared/forms';
import styles from './form.module.css';

/**
 * The reason a submit failed, kept until the next attempt: the server's text as it came, or, when the
 * server answered with one of the spec's message keys (e.g. 'in_confirmation_correct'), its translation.
 */
export function FormError({ message }: { message: string | null }) {
  const text = useFieldMessage();
  if (!message) return null;
  return (
    <p className={styles.formError} role="alert" data-testid="form-error">
      {text(message)}
    </p>
  );
}
