import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AreaRoot } from 'shared';
import '../i18n';
import { VendorRow } from '../features/home';
import { useLaunchGame } from '../features/launch';
import { CategoryRows, GameLobby, centerCategory } from '../features/lobby';
import styles from '../common/ui.module.css';

/** The game lobby (`/m/gameCenter?category=`, 'lobby' meaning all). */
export default function GameCenter() {
  const { t } = useTranslation('lobby');
  const [params, setParams] = useSearchParams();
  const launch = useLaunchGame();
  const all = (
    <div className={styles.stack}>
      <CategoryRows onOpen={launch} />
      <VendorRow gameType="SPORTS" title={t('section_sports')} onOpen={launch} />
      <VendorRow gameType="ELOTT" title={t('section_lottery_vendors')} onOpen={launch} />
    </div>
  );
  return (
    <AreaRoot area="lobby">
      <div className={`${styles.stack} ${styles.stackBelowBar}`}>
        <GameLobby category={centerCategory(params)} onCategory={(category) => setParams({ category }, { replace: true })} all={all} />
      </div>
    </AreaRoot>
  );
}
