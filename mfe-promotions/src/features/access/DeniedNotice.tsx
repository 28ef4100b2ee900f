import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { loginBackTo, paths, toast, TOAST_MS } from 'shared';
import page from '../../common/page.module.css';

/**
 * A screen the user may not open: 'contact_service' shown as a 2 s info toast (docs/product-rules.md §6 and §8) and
 * kept on the page, with a way on (log in for guests, coming back here afterwards; home for everyone).
 */
export function DeniedNotice({ loggedIn, testId }: { loggedIn: boolean; testId: string }) {
  const { t, i18n } = useTranslation('promotions');
  const { pathname, search } = useLocation();
  const message = t('contact_service', { ns: 'common' });
  // Once per visit: a language switch re-renders the notice but must not repeat the toast (i18n stays the same).
  useEffect(() => toast.info(i18n.t('contact_service', { ns: 'common' }), TOAST_MS.info), [i18n]);
  return (
    <div className={page.notice} data-testid={testId}>
      <p>{message}</p>
      <p>
        {loggedIn ? (
          <Link to={paths.home} className={page.secondaryButton}>
            {t('back_home')}
          </Link>
        ) : (
          <Link to={loginBackTo(`${pathname}${search}`)} className={page.primaryButton}>
            {t('log_in')}
          </Link>
        )}
      </p>
    </div>
  );
}
