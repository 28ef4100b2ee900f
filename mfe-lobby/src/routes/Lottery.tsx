import { useTranslation } from 'react-i18next';
import { AreaRoot, fetchLotteryList, useApi } from 'shared';
import '../i18n';
import { GameGrid } from '../features/games';
import { useLaunchGame } from '../features/launch';
import { AsyncContent } from '../common/AsyncContent';
import styles from '../common/ui.module.css';

/** The lottery games (`/m/lottery`, `/m/startLottery`); a tap opens the lottery launcher. */
export default function Lottery() {
  const { t } = useTranslation('lobby');
  const state = useApi(fetchLotteryList, []);
  const launch = useLaunchGame();
  return (
    <AreaRoot area="lobby">
      <div className={`${styles.stack} ${styles.stackBelowBar}`}>
        <div className={styles.body}>
          <AsyncContent state={state} isEmpty={(games) => games.length === 0} emptyMessage={t('no_games')}>
            {(games) => <GameGrid games={games} onOpen={launch} />}
          </AsyncContent>
        </div>
      </div>
    </AreaRoot>
  );
}
