import { useTranslation } from 'react-i18next';
import { errorMessage, fetchCaptcha, useApi } from 'shared';
import styles from './register.module.css';

interface CaptchaFieldProps {
  value: string;
  error?: string;
  /** Changing it fetches a new image (after a failed registration the old answer is spent). */
  refreshKey: number;
  onChange(value: string): void;
  inputRef(element: HTMLInputElement | null): void;
}

/** Captcha input beside its image; tapping the image asks for a new one. */
export function CaptchaField({ value, error, refreshKey, onChange, inputRef }: CaptchaFieldProps) {
  const { t } = useTranslation('agent');
  const image = useApi(fetchCaptcha, [refreshKey]);
  const errorId = 'register-error-captcha';
  return (
    <div className={styles.field}>
      <label htmlFor="register-captcha" className={styles.label}>
        {t('field_captcha')}
        <span className={styles.required} aria-hidden>
          *
        </span>
      </label>
      <div className={styles.captchaRow}>
        <input
          id="register-captcha"
          ref={inputRef}
          name="captcha"
          className={styles.input}
          value={value}
          maxLength={16}
          autoComplete="off"
          autoCapitalize="off"
          placeholder={t('placeholder_captcha')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className={styles.captchaImage}
          onClick={image.reload}
          aria-label={t('captcha_refresh')}
          data-testid="captcha-image"
          disabled={image.status === 'loading'}
        >
          {image.status === 'ready' ? (
            <img src={image.data.image} alt="" width={110} height={44} />
          ) : image.status === 'error' ? (
            <span className={styles.captchaRetry} title={errorMessage(image.error, t)}>
              {t('captcha_retry')}
            </span>
          ) : (
            <span className={styles.captchaRetry}>{t('loading', { ns: 'common' })}</span>
          )}
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {t(error, { defaultValue: error })}
        </p>
      )}
    </div>
  );
}
