import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths, rejectTrialAccount } from 'shared';
import formStyles from '../../common/form.module.css';
import styles from './member.module.css';

/**
 * What a trial (free-play) account sees instead of a members-only screen: the free_reject alert with cancel
 * or register now (docs/product-rules.md §6). Cancel takes the player back to where they were (home when the screen
 * was the first page they opened), never to an empty screen (docs/product-rules.md §6, 6.12); the same words stay on
 * the page, with the way to register or go home, until the page they go back to shows.
 */
export function TrialRejected() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  // The first page of the visit has the router's 'default' key: there is nothing of the site's to go back to.
  const openedFirst = useLocation().key === 'default';
  const asked = useRef(false);
  const [cancelled, setCancelled] = useState(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void rejectTrialAccount().then((to) => {
      if (to) return navigate(to);
      setCancelled(true);
      if (openedFirst) navigate(paths.home, { replace: true });
      else navigate(-1);
    });
  }, [navigate, openedFirst]);

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
