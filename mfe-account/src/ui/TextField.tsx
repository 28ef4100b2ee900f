import type { HTMLInputTypeAttribute, ReactNode, Ref } from 'react';
import { useId } from 'react';
import { REQUIRED_MESSAGE } from '../lib/validation';
import { useMessage } from './useMessage';
import styles from './form.module.css';

export interface TextFieldProps {
  /** The payload field name (docs/architecture.md: form fields carry the payload name). */
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
  /** A message key or server text; shown under the field. */
  error?: string;
  hint?: string;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  autoComplete?: string;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
  /** Before the input inside the box (e.g. the dialling-code picker). */
  start?: ReactNode;
  /** After the input inside the box (show/hide, get-code, captcha image). */
  end?: ReactNode;
}

/** A labelled input with its error; required fields show an asterisk (docs/product-rules.md §5). */
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
  maxLength,
  inputRef,
  start,
  end,
}: TextFieldProps) {
  const id = useId();
  const message = useMessage();
  const errorText = error ? (error === REQUIRED_MESSAGE ? message(REQUIRED_MESSAGE, { field: label }) : message(error)) : '';
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden data-testid="required-mark">
            *
          </span>
        )}
      </label>
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
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={placeholder}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
        {end}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} data-field-error={name}>
          {errorText}
        </p>
      ) : (
        hint && <p className={styles.hint}>{hint}</p>
      )}
    </div>
  );
}
