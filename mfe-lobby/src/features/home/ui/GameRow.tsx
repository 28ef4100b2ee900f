import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApiState, Game } from 'shared';
import { GameTile } from '../../games';
import { AsyncContent } from '../../../common/AsyncContent';
import { SnapRow } from './SnapRow';
import styles from './home.module.css';

/** A home game row shows 4 games per view (of 20). */
export const ROW_PER_VIEW = 4 as const;

interface GameRowProps {
  id: string;
  title: string;
  seeAllTo: string;
  state: ApiState<Game[]> & { reload(): void };
  onOpen(game: Game): void;
  /** The row is on home's first screen: the pictures of its first view come with the server's HTML. */
  firstView?: boolean;
}

/** One home game section: a carousel of 4 tiles per view with a link to the full list. */
export function GameRow({ id, title, seeAllTo, state, onOpen, firstView = false }: GameRowProps) {
  const { t } = useTranslation('lobby');
  return (
    <section className={styles.section} data-testid={`game-row-${id}`} aria-labelledby={`row-${id}`}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle} id={`row-${id}`}>
          {title}
        </h2>
        <Link className={styles.seeAll} to={seeAllTo}>
          {t('see_all')}
        </Link>
      </div>
      <AsyncContent state={state} isEmpty={(games) => games.length === 0} emptyMessage={t('no_games')} loading={<RowSkeleton />}>
        {(games) => (
          <SnapRow items={games} keyOf={(game) => String(game.nodeId)} perView={ROW_PER_VIEW}>
            {(game, index) => <GameTile game={game} onOpen={onOpen} firstView={firstView && index < ROW_PER_VIEW} />}
          </SnapRow>
        )}
      </AsyncContent>
    </section>
  );
}

function RowSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.rowSkeleton} role="progressbar" aria-label={t('loading')}>
      {Array.from({ length: ROW_PER_VIEW }, (_, i) => (
        <span key={i} className={styles.skeletonTile} />
      ))}
    </div>
  );
}
