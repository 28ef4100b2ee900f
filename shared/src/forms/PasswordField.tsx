import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMS_NAMESPACE } from './i18n';
import { TextField, type TextFieldProps } from './TextField';
import styles from './fields.module.css';

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'end'>) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={props.autoComplete ?? 'current-password'}
      autoCapitalize="off"
      spellCheck={false}
      end={
        <button
          type="button"
          className={styles.iconButton}
          aria-label={visible ? t('hide_password') : t('show_password')}
          aria-pressed={visible}
          data-testid={`toggle-${props.name}`}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon open={visible} />
        </button>
      }
    />
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 4l16 16" />}
    </svg>
  );
}
