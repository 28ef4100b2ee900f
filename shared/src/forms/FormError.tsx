import { useFieldMessage } from './FormNamespace';
import styles from './fields.module.css';

interface FormErrorProps {
  /** A message key of the form's namespace or a server's text (see `FormNamespace`); nothing is shown for null. */
  message: string | null;
  testId?: string;
  className?: string;
}

/** Why the last submit failed when no field says it, kept until the next attempt; read out as it appears. */
export function FormError({ message, testId = 'form-error', className = styles.formError }: FormErrorProps) {
  const text = useFieldMessage();
  if (!message) return null;
  return (
    <p className={className} role="alert" data-testid={testId}>
      {text(message)}
    </p>
  );
}
