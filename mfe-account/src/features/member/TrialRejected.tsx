import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths, rejectTrialAccount } from 'shared';
import formStyles from '../../ui/form.module.css';
import styles from './member.module.css';

/**
 * What a trial (free-play) account sees instead of a members-only screen: the free_reject alert with cancel
 * or register now (docs/product-rules.md §6). Cancel leaves the user where they are.
 */
export function TrialRejected() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void rejectTrialAccount().then((to) => {
      if (to) navigate(to);
    });
  }, [navigate]);

  return (
    <div className={styles.rejected} data-testid="trial-rejected">
      <p>{t('free_reject', { ns: 'common' })}</p>
      <Link className={formStyles.primary} to={paths.register} data-testid="trial-register">
        {t('register_now', { ns: 'common' })}
      </Link>
      <Link className={formStyles.secondary} to={paths.home}>
        {t('back_home')}
      </Link>
    </div>
  );
}
