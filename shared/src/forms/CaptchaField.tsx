import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared';
import { FORMS_NAMESPACE } from './i18n';
import { TextField } from './TextField';
import { useCaptchaPicture } from './useCaptchaPicture';
import styles from './fields.module.css';

export interface CaptchaFieldProps {
  value: string;
  onChange(value: string): void;
  /** A message key of the form's namespace or a server's text (see `TextField`). */
  error?: string;
  /** Changing it fetches a new picture (after a failed submit the old answer is spent). */
  renewKey?: number;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The answer to a captcha picture (payload field `captcha`), beside its picture. Tapping the picture asks for a
 * new one; a picture that failed to load says why under the field, and a tap on it tries again.
 */
export function CaptchaField({ value, onChange, error, renewKey = 0, inputRef }: CaptchaFieldProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const picture = useCaptchaPicture(renewKey);
  const shown = picture.status === 'ready' ? picture.data : null;
  const failed = picture.status === 'error';
  return (
    <TextField
      name="captcha"
      label={t('captcha_label')}
      value={value}
      onChange={onChange}
      required
      error={error}
      hint={failed ? t('captcha_failed', { reason: errorMessage(picture.error, t) }) : undefined}
      placeholder={t('captcha_placeholder')}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={16}
      inputRef={inputRef}
      end={
        <PictureButton onTap={shown || failed ? picture.reload : undefined}>
          {shown ? (
            <img src={shown.image} alt={t('captcha_image')} width={110} height={38} />
          ) : (
            <span className={styles.captchaStatus}>{failed ? t('captcha_retry') : t('captcha_loading')}</span>
          )}
        </PictureButton>
      }
    />
  );
}

/** The picture, or what stands in its place; a tap asks for a new one (disabled while one is on its way). */
function PictureButton({ onTap, children }: { onTap: (() => void) | undefined; children: ReactNode }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return (
    <button
      type="button"
      className={styles.captchaPicture}
      onClick={onTap}
      disabled={!onTap}
      aria-label={t('captcha_refresh')}
      data-testid="captcha-image"
    >
      {children}
    </button>
  );
}
