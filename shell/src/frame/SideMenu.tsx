import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  bus,
  fetchVendorSorting,
  isInApp,
  isStandaloneWebApp,
  LANGUAGES,
  Modal,
  setLanguage,
  useApi,
  useBrand,
  useLanguage,
  useSession,
  useThemeStore,
  useVendorNames,
} from 'shared';
import { openCustomerService } from '../app/useCustomerService';
import { memberTarget } from './memberTarget';
import { categoryEntries, sideMenuEntries, type MenuEntry } from './sideMenuEntries';
import styles from './frame.module.css';

/** The side menu, a drawer from the start edge: game categories, account and help actions, theme and language. */
export function SideMenu({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const session = useSession();
  const brand = useBrand();
  const language = useLanguage();
  const { theme, setTheme } = useThemeStore();
  const sorting = useApi(() => (open ? fetchVendorSorting() : Promise.resolve([])), [open]);
  const vendorName = useVendorNames(open);
  useEffect(() => bus.on('side-menu:toggle', ({ open: next }) => (next === false ? onClose() : undefined)), [onClose]);
  if (!open) return null;

  const entries = sideMenuEntries({ session, brand, insideApp: isInApp() || isStandaloneWebApp() });
  const run = async (entry: MenuEntry) => {
    onClose();
    if (entry.to) {
      const to = await memberTarget(entry.to, session);
      return to ? navigate(to) : undefined;
    }
    if (entry.href) return window.open(entry.href, '_blank', 'noopener,noreferrer');
    if (entry.action === 'app-download') return bus.emit('app-download:open');
    const next = await openCustomerService(entry.action === 'live-chat' ? 'live-chat' : 'customer-service').catch(() => null);
    if (next) navigate(next);
  };

  return (
    <Modal placement="start" guardBackdrop={false} className={styles.menu} data-testid="side-menu" aria-label={t('menu')} onClose={onClose}>
      <nav>
        <ul className={styles.menuList}>
          {categoryEntries(sorting.data ?? []).map((c) => (
            <li key={c.id}>
              <Link to={c.to} onClick={onClose}>
                {t(c.labelKey, { defaultValue: c.id })}
              </Link>
              {c.vendors.length > 0 && (
                <ul className={styles.subList}>
                  {c.vendors.map((v) => (
                    <li key={v.name}>
                      <Link to={v.to} onClick={onClose} data-testid="menu-vendor" data-vendor={v.name}>
                        {vendorName(v.name)}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        <ul className={styles.menuList}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <button type="button" data-testid={`menu-${entry.id}`} onClick={() => void run(entry)}>
                {t(entry.labelKey)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.menuSettings}>
        <span>{t('menu_theme')}</span>
        <div className={styles.segmented} role="group" aria-label={t('menu_theme')}>
          {(['dark', 'light'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={theme === option}
              data-testid={`theme-${option}`}
              onClick={() => setTheme(option)}
            >
              {t(`theme_${option}`)}
            </button>
          ))}
        </div>
        <span>{t('menu_language')}</span>
        <div className={styles.segmented} role="group" aria-label={t('menu_language')}>
          {LANGUAGES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={language === option}
              data-testid={`language-${option}`}
              onClick={() => void setLanguage(option)}
            >
              {option.toUpperCase()}
            </button>
          ))}
        </div>
      </div>
    </Modal>
  );
}
