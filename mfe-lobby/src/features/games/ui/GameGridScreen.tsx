import { useTranslation } from 'react-i18next';
import { useApi, type Game } from 'shared';
import { useLaunchGame } from '../../launch';
import { AsyncContent } from '../../../common/AsyncContent';
import styles from '../../../common/ui.module.css';
import { GameGrid } from './GameGrid';

/** A screen of one list of games, fetched once (hot games, the lottery's): a tap opens the game's launcher. */
export function GameGridScreen({ load }: { load: () => Promise<Game[]> }) {
  const { t } = useTranslation('lobby');
  const state = useApi(load, []);
  const launch = useLaunchGame();
  return (
    <div className={`${styles.stack} ${styles.stackBelowBar}`}>
      <div className={styles.body}>
        <AsyncContent state={state} isEmpty={(games) => games.length === 0} emptyMessage={t('no_games')}>
          {(games) => <GameGrid games={games} onOpen={launch} />}
        </AsyncContent>
      </div>
    </div>
  );
}
