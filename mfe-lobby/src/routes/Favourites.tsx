import { useTranslation } from 'react-i18next';
import { AreaRoot, useSession } from 'shared';
import '../i18n';
import { LOBBY_CATEGORY, GameBrowser } from '../features/games';
import { useGoToLogin } from '../common/useGoToLogin';
import styles from '../common/ui.module.css';

/** The player's favourite games (`/m/fav`); removing a favourite here drops its tile. */
export default function Favourites() {
  const { t } = useTranslation('lobby');
  const session = useSession();
  const goToLogin = useGoToLogin();
  return (
    <AreaRoot area="lobby">
      <div className={`${styles.stack} ${styles.stackBelowBar}`}>
        {session ? (
          <GameBrowser key={session.token} gameType={LOBBY_CATEGORY} source="favourites" emptyMessage={t('no_favourites')} />
        ) : (
          <div className={styles.center} data-testid="fav-login">
            <p>{t('fav_login_hint')}</p>
            <button type="button" className={styles.primaryButton} onClick={goToLogin}>
              {t('login')}
            </button>
          </div>
        )}
      </div>
    </AreaRoot>
  );
}
