import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths, rejectTrialAccount } from 'shared';
import page from '../../common/page.module.css';

/**
 * What a trial account sees on a screen it cannot use (docs/product-rules.md §6, 6.3 and 6.10): the free_reject
 * alert with cancel or register now, once per visit, and the same choice kept on the page after a cancel.
 */
export function TrialRefused() {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void rejectTrialAccount().then((to) => to && navigate(to));
  }, [navigate]);
  return (
    <div className={page.notice} data-testid="trial-rejected">
      <p>{t('free_reject', { ns: 'common' })}</p>
      <p>
        <Link to={paths.register} className={page.primaryButton}>
          {t('register_now', { ns: 'common' })}
        </Link>
      </p>
      <p>
        <Link to={paths.home} className={page.secondaryButton}>
          {t('back_home')}
        </Link>
      </p>
    </div>
  );
}
