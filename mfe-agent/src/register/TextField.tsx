import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterField } from 'shared';
import { inputProps, isPasswordField } from './fields';
import styles from './register.module.css';

interface TextFieldProps {
  field: RegisterField;
  value: string;
  required: boolean;
  error?: string;
  onChange(value: string): void;
  inputRef(element: HTMLInputElement | null): void;
  /** Shown before the input on the same row (the dialling code of the mobile number). */
  prefix?: ReactNode;
}

/** One labelled form field named after its payload field (docs/architecture.md), with its error and a show/hide toggle for passwords. */
export function TextField({ field, value, required, error, onChange, inputRef, prefix }: TextFieldProps) {
  const { t } = useTranslation('agent');
  const [visible, setVisible] = useState(false);
  const { type, inputMode, autoComplete } = inputProps(field);
  const id = `register-${field}`;
  const errorId = `register-error-${field}`;
  const hintKey = `hint_${field}`;
  const hint = t(hintKey, { defaultValue: '' });
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t(`field_${field}`)}
        {required && (
          <span className={styles.required} aria-hidden>
            *
          </span>
        )}
      </label>
      <div className={styles.inputRow}>
        {prefix}
        <input
          id={id}
          ref={inputRef}
          name={field}
          className={isPasswordField(field) ? `${styles.input} ${styles.withToggle}` : styles.input}
          type={isPasswordField(field) && visible ? 'text' : type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          value={value}
          placeholder={t(`placeholder_${field}`, { defaultValue: '' })}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {isPasswordField(field) && (
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={visible}
            aria-label={visible ? t('password_hide') : t('password_show')}
            onClick={() => setVisible((v) => !v)}
          >
            <EyeIcon open={visible} />
          </button>
        )}
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {t(error, { defaultValue: error })}
        </p>
      )}
    </div>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {!open && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
    </svg>
  );
}
