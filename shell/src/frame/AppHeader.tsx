import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { bus, paths, useBrand, useSession } from 'shared';
import { Widget } from '../federation/Widget';
import { memberTarget } from './memberTarget';
import { signOut } from './signOut';
import styles from './frame.module.css';

/** Side-menu button, logo to home, and either guest buttons or the player's info with its dropdown. */
export function AppHeader({ onMenu, showDownload }: { onMenu(): void; showDownload: boolean }) {
  const { t } = useTranslation('shell');
  const session = useSession();
  const brand = useBrand();
  const hasAppLinks = !!brand?.downloadLinks.some((l) => ['IOS', 'Android', 'MOBILECONFIG'].includes(l.resourceType));
  return (
    <header className={styles.header} data-testid="app-header">
      <button type="button" className={styles.iconButton} data-testid="side-menu-button" aria-label={t('menu')} onClick={onMenu}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
      <Link to={paths.home} className={styles.logo} data-testid="app-logo" aria-label={t('logo')}>
        <span className={styles.logoMark}>M</span>
        {/* A member's name and balance need the room: the mark alone stands for the brand then (docs/product-rules.md §2, 2.50). */}
        {!session && <span className={styles.logoText}>{brand?.brandName ?? 'MCasino'}</span>}
      </Link>
      <div className={styles.headerEnd}>
        {showDownload && hasAppLinks && (
          <button
            type="button"
            className={styles.iconButton}
            data-testid="header-download"
            aria-label={t('download')}
            title={t('download')}
            onClick={() => bus.emit('app-download:open')}
          >
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              aria-hidden
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
            >
              <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
            </svg>
          </button>
        )}
        {session ? <PlayerInfo userName={session.userName} /> : <GuestButtons />}
      </div>
    </header>
  );
}

function GuestButtons() {
  const { t } = useTranslation('shell');
  return (
    <>
      <Link to={paths.register} className={styles.ghostButton} data-testid="header-register">
        {t('register')}
      </Link>
      <Link to={paths.login} className={styles.primaryButton} data-testid="header-login">
        {t('login')}
      </Link>
    </>
  );
}

function PlayerInfo({ userName }: { userName: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const session = useSession();
  const go = (to: string) => {
    setOpen(false);
    void memberTarget(to, session).then((next) => next && navigate(next));
  };
  return (
    <div className={styles.player}>
      <div className={styles.playerInfo}>
        <button type="button" className={styles.userName} data-testid="header-user" onClick={() => navigate(paths.memberHome)}>
          {userName}
        </button>
        <Widget name="balance" props={{ compact: true }} />
      </div>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('account_menu')}
        aria-expanded={open}
        data-testid="header-dropdown-toggle"
        onClick={() => setOpen((o) => !o)}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden>
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <ul className={styles.dropdown} data-testid="header-dropdown" role="menu">
          <li role="none">
            <button type="button" role="menuitem" onClick={() => go(paths.withdraw)}>
              {t('withdrawal')}
            </button>
          </li>
          <li role="none">
            <button type="button" role="menuitem" onClick={() => go(paths.deposit)}>
              {t('deposit')}
            </button>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              data-testid="sign-out"
              onClick={() => {
                setOpen(false);
                void signOut().then((done) => done && navigate(paths.home));
              }}
            >
              {t('sign_out')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
