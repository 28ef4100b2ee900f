import { useId, type HTMLInputTypeAttribute, type ReactNode, type Ref } from 'react';
import { FieldError } from './FieldError';
import { FieldLabel } from './FieldLabel';
import { describedBy, errorIdOf, hintIdOf } from './fieldIds';
import { useFieldMessage } from './FormNamespace';
import styles from './fields.module.css';

export interface TextFieldProps {
  /** The payload field name (docs/architecture.md: form fields carry the payload name). */
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
  /** A message key of the form's namespace (see `FormNamespace`) or a server's text; shown under the field. */
  error?: string;
  /** Shown under the field while it has no error. */
  hint?: string;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  autoComplete?: string;
  autoCapitalize?: 'off' | 'none' | 'characters' | 'words' | 'sentences';
  spellCheck?: boolean;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
  /** Before the input inside the box (e.g. the dialling-code picker). */
  start?: ReactNode;
  /** After the input inside the box (show/hide, get-code, captcha picture). */
  end?: ReactNode;
}

/** A labelled input with its hint or error line. */
export function TextField({
  name,
  label,
  value,
  onChange,
  onBlur,
  type = 'text',
  required,
  error,
  hint,
  placeholder,
  inputMode,
  autoComplete,
  autoCapitalize,
  spellCheck,
  maxLength,
  inputRef,
  start,
  end,
}: TextFieldProps) {
  const id = useId();
  const message = useFieldMessage();
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className={styles.control}>
        {start}
        <input
          id={id}
          ref={inputRef}
          className={styles.input}
          name={name}
          type={type}
          value={value}
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error: !!error, hint: !!hint })}
          placeholder={placeholder}
          inputMode={inputMode}
          autoComplete={autoComplete}
          autoCapitalize={autoCapitalize}
          spellCheck={spellCheck}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        {end}
      </div>
      {error ? (
        <FieldError id={errorIdOf(id)} name={name} text={message(error, label)} />
      ) : (
        hint && (
          <p id={hintIdOf(id)} className={styles.hint}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
