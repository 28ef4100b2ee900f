import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, useSession } from 'shared';
import styles from './home.module.css';

const LINKS = [
  { key: 'nav_hot', to: paths.hot, mark: 'H' },
  { key: 'nav_fav', to: paths.fav, mark: '★' },
  { key: 'nav_providers', to: paths.providers, mark: 'P' },
  { key: 'nav_lottery', to: paths.lottery, mark: 'L' },
  { key: 'nav_casino', to: paths.gameCenter, mark: 'C' },
  { key: 'nav_promotions', to: paths.activity, mark: '%' },
  { key: 'nav_vip', to: paths.vip, mark: 'V' },
  { key: 'nav_trial', to: paths.trial, mark: 'T', guestsOnly: true },
] as const;

/** Quick links to the lobby's pages; free trial only for visitors. */
export function NavSection() {
  const { t } = useTranslation('lobby');
  const session = useSession();
  return (
    <nav className={styles.section} aria-labelledby="nav-title" data-testid="nav-section">
      <h2 className={styles.sectionTitle} id="nav-title">
        {t('section_nav')}
      </h2>
      <ul className={styles.nav}>
        {LINKS.filter((link) => !('guestsOnly' in link) || !session).map((link) => (
          <li key={link.key}>
            <Link className={styles.navLink} to={link.to}>
              <span className={styles.navIcon} aria-hidden>
                {link.mark}
              </span>
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
