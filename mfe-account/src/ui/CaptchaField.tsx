import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './TextField';
import { useCaptcha } from './useCaptcha';
import styles from './form.module.css';

interface CaptchaFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string;
  /** Changing it fetches a new image (after a failed submit the old answer is spent). */
  renewKey?: number;
  inputRef?: Ref<HTMLInputElement>;
}

/** The captcha answer and its image; tapping the image loads a new one. */
export function CaptchaField({ value, onChange, error, renewKey = 0, inputRef }: CaptchaFieldProps) {
  const { t } = useTranslation('account');
  const captcha = useCaptcha(true, renewKey);
  return (
    <TextField
      name="captcha"
      label={t('captcha')}
      value={value}
      onChange={onChange}
      required
      error={error}
      placeholder={t('captcha_placeholder')}
      autoComplete="off"
      maxLength={16}
      inputRef={inputRef}
      end={
        <button
          type="button"
          className={styles.captchaImage}
          onClick={captcha.refresh}
          aria-label={t('captcha_refresh')}
          data-testid="captcha-image"
        >
          {captcha.image && !captcha.failed ? (
            <img src={captcha.image} alt={t('captcha_image')} width={110} height={38} />
          ) : (
            <span>{captcha.failed ? t('captcha_failed') : t('captcha_loading')}</span>
          )}
        </button>
      }
    />
  );
}
