import { useId, type ReactNode } from 'react';
import { FieldError } from './FieldError';
import { FieldLabel } from './FieldLabel';
import { describedBy, errorIdOf, hintIdOf } from './fieldIds';
import { useFieldMessage } from './FormNamespace';
import styles from './fields.module.css';

export interface TextAreaFieldProps {
  /** The payload field name (docs/architecture.md: form fields carry the payload name). */
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  required?: boolean;
  /** A message key of the form's namespace (see `FormNamespace`) or a server's text; shown under the field. */
  error?: string;
  placeholder?: string;
  maxLength?: number;
  rows?: number;
  /** Shown at the end of the line under the field (e.g. a character count); announced politely as it changes. */
  counter?: ReactNode;
}

/** A labelled multi-line input with its error line and an optional counter. */
export function TextAreaField({
  name,
  label,
  value,
  onChange,
  required,
  error,
  placeholder,
  maxLength,
  rows = 4,
  counter,
}: TextAreaFieldProps) {
  const id = useId();
  const message = useFieldMessage();
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        className={styles.textarea}
        name={name}
        value={value}
        rows={rows}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error: !!error, hint: counter !== undefined })}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className={styles.foot}>
        {error ? <FieldError id={errorIdOf(id)} name={name} text={message(error, label)} /> : <span />}
        {counter !== undefined && (
          <span id={hintIdOf(id)} className={styles.counter} aria-live="polite">
            {counter}
          </span>
        )}
      </div>
    </div>
  );
}
