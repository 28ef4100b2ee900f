import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths, type BackTarget } from 'shared';
import styles from './frame.module.css';

/** Per-route title with the back arrow: home from login, register, trail, activity, forget; else one step back. */
export function NavBar({
  titleKey,
  showBack,
  back,
  underHeader,
}: {
  titleKey?: string;
  showBack: boolean;
  back: BackTarget;
  underHeader: boolean;
}) {
  const { t } = useTranslation('shell');
  const goBack = useBack(back);
  return (
    <div className={`${styles.navBar} ${underHeader ? styles.underHeader : ''}`} data-testid="nav-bar">
      {showBack && (
        <button type="button" className={styles.back} data-testid="nav-back" aria-label={t('back')} onClick={goBack}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      )}
      <h1 className={styles.title}>{titleKey ? t(titleKey) : ''}</h1>
    </div>
  );
}

export function useBack(back: BackTarget) {
  const navigate = useNavigate();
  return () => {
    // A page opened in a fresh tab has nothing to go back to: home is the only sensible step back.
    if (back === 'home' || window.history.length <= 1) navigate(paths.home);
    else navigate(-1);
  };
}
