import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths, rejectTrialAccount } from 'shared';
import formStyles from '../../ui/form.module.css';
import styles from './member.module.css';

/**
 * What a trial (free-play) account sees instead of a members-only screen: the free_reject alert with cancel
 * or register now (docs/product-rules.md §6). The refusal is said once: the alert first, and only after cancel
 * (the user stays where they are) the same words on the page, with the way to register or go home.
 */
export function TrialRejected() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const asked = useRef(false);
  const [cancelled, setCancelled] = useState(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void rejectTrialAccount().then((to) => {
      if (to) navigate(to);
      else setCancelled(true);
    });
  }, [navigate]);

  // The page behind the alert keeps its room (no layout shift when the panel follows) but says nothing yet.
  if (!cancelled) return <div className={styles.asking} data-testid="trial-asking" />;

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
