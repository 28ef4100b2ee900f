import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCaptcha } from 'shared';
import styles from './feedback.module.css';

interface CaptchaFieldProps {
  value: string;
  onChange(value: string): void;
  /** Changes when the image must be replaced (after a failed submit). */
  refreshKey: number;
}

/** Captcha input with its image; tapping the image fetches a new one. */
export function CaptchaField({ value, onChange, refreshKey }: CaptchaFieldProps) {
  const { t } = useTranslation('support');
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(() => {
    setFailed(false);
    fetchCaptcha().then(
      (c) => setImage(c.image),
      () => setFailed(true),
    );
  }, []);
  useEffect(refresh, [refresh, refreshKey]);

  return (
    <div className={styles.captchaRow}>
      <input
        className={styles.input}
        name="captcha"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={16}
        autoComplete="off"
        autoCapitalize="characters"
        placeholder={t('captcha_placeholder')}
        aria-label={t('captcha_label')}
      />
      <button type="button" className={styles.captchaImage} data-testid="captcha-image" onClick={refresh} aria-label={t('captcha_refresh')}>
        {image && !failed ? (
          <img src={image} width={110} height={40} alt="" />
        ) : (
          <span>{failed ? t('captcha_failed') : t('captcha_loading')}</span>
        )}
      </button>
    </div>
  );
}
