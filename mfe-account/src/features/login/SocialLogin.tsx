import { useTranslation } from 'react-i18next';
import { toast, useFlag } from 'shared';
import styles from './login.module.css';

/** Google and Facebook buttons, each only when its brand flag is on (GOOGLELOGIN3, FACEBOOKLOGIN3). */
export function SocialLogin() {
  const { t } = useTranslation('account');
  const google = useFlag('GOOGLELOGIN3');
  const facebook = useFlag('FACEBOOKLOGIN3');
  if (!google && !facebook) return null;
  // The sign-in provider SDK is not part of this site yet: tell the user instead of failing silently.
  const unavailable = () => toast.info(t('social_unavailable'));
  return (
    <div className={styles.social}>
      <p className={styles.socialTitle}>{t('or_continue_with')}</p>
      <div className={styles.socialRow}>
        {google && (
          <button type="button" className={styles.socialButton} data-testid="login-google" onClick={unavailable}>
            <span className={styles.socialMark} aria-hidden>
              G
            </span>
            Google
          </button>
        )}
        {facebook && (
          <button type="button" className={styles.socialButton} data-testid="login-facebook" onClick={unavailable}>
            <span className={styles.socialMark} aria-hidden>
              f
            </span>
            Facebook
          </button>
        )}
      </div>
    </div>
  );
}
