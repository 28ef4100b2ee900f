import type { Game } from 'shared';
import { GameTile } from './GameTile';
import styles from './tiles.module.css';

interface GameGridProps {
  games: readonly Game[];
  onOpen(game: Game): void;
  onFavouriteRemoved?: (nodeId: number) => void;
}

export function GameGrid({ games, onOpen, onFavouriteRemoved }: GameGridProps) {
  return (
    <ul className={styles.grid}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameTile game={game} onOpen={onOpen} onFavouriteRemoved={onFavouriteRemoved} />
        </li>
      ))}
    </ul>
  );
}
