import type { Game } from 'shared';
import { GameTile } from './GameTile';
import styles from './tiles.module.css';

interface GameGridProps {
  games: readonly Game[];
  onOpen(game: Game): void;
  onFavouriteRemoved?: (nodeId: number) => void;
}

/** The tiles of a phone's first screen of a list (two rows of three). */
export const GRID_FIRST_VIEW = 6;

export function GameGrid({ games, onOpen, onFavouriteRemoved }: GameGridProps) {
  return (
    <ul className={styles.grid}>
      {games.map((game, index) => (
        <li key={game.nodeId}>
          <GameTile game={game} onOpen={onOpen} onFavouriteRemoved={onFavouriteRemoved} firstView={index < GRID_FIRST_VIEW} />
        </li>
      ))}
    </ul>
  );
}
