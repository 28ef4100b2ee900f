import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useBrand } from 'shared';
import { COPYRIGHT_YEAR, FOOTER_TABS } from './footerTabs';
import { ProviderLogos } from './ProviderLogos';
import { TabIcon } from './TabIcon';
import styles from './frame.module.css';

/** Social links, provider logos and the copyright line, then the five-tab menu fixed at the bottom. */
export function Footer() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const brand = useBrand();
  return (
    <footer className={styles.footer} data-testid="app-footer">
      <section className={styles.footerInfo}>
        {!!brand?.socialLinks.length && (
          <nav className={styles.social} aria-label={t('follow_us')}>
            {brand.socialLinks.map((link) => (
              <a key={link.kind} href={link.url} target="_blank" rel="noopener noreferrer" data-testid={`social-${link.kind}`}>
                {link.kind}
              </a>
            ))}
          </nav>
        )}
        {!!brand?.providerLogos.length && <ProviderLogos logos={brand.providerLogos} />}
        <p className={styles.copyright} data-testid="copyright">
          {t('copyright', { year: COPYRIGHT_YEAR, brand: brand?.brandName ?? 'MCasino' })}
        </p>
      </section>
      <nav className={styles.tabs}>
        {FOOTER_TABS.map((tab) => {
          const active = tab.isActive(pathname);
          return (
            <Link
              key={tab.id}
              to={tab.to}
              className={styles.tab}
              data-testid={`footer-tab-${tab.id}`}
              aria-current={active ? 'page' : undefined}
            >
              <TabIcon id={tab.id} />
              <span>{t(tab.labelKey)}</span>
            </Link>
          );
        })}
      </nav>
    </footer>
  );
}
