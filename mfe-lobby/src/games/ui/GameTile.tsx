import { useTranslation } from 'react-i18next';
import type { Game } from 'shared';
import { useLaunchInFlight } from '../../launch/launchInFlight';
import { gameLabel } from '../model/gameTypes';
import { gameTileStyle } from '../model/tileStyle';
import { FavouriteStar } from './FavouriteStar';
import { TileArt } from './TileArt';
import styles from './tiles.module.css';

interface GameTileProps {
  game: Game;
  onOpen(game: Game): void;
  /** Show the favourite star (off for lottery tiles). */
  favourite?: boolean;
  onFavouriteRemoved?: (nodeId: number) => void;
  /** On the page's first screen (its picture comes with the server's HTML). */
  firstView?: boolean;
}

/** One game: picture and name open it; the star toggles the favourite. Style class nodeId mod 4 + 1. */
export function GameTile({ game, onOpen, favourite = true, onFavouriteRemoved, firstView }: GameTileProps) {
  const { t } = useTranslation('lobby');
  const name = gameLabel(game);
  const style = gameTileStyle(game.nodeId);
  // While a launch waits, every tile says it cannot start another (docs/product-rules.md §9, 9.14).
  const launching = useLaunchInFlight((s) => s.launching);
  return (
    <div
      className={`${styles.tile} ${styles[`style${style}`]}`}
      data-testid="game-tile"
      data-node-id={game.nodeId}
      data-vendor={game.vassalage}
      data-tile-style={style}
    >
      <button
        type="button"
        className={styles.open}
        onClick={() => onOpen(game)}
        aria-label={t('play', { name })}
        aria-disabled={launching || undefined}
      >
        <TileArt
          iconUrl={game.showIcon === false ? '' : game.iconUrl}
          name={name}
          width={240}
          height={240}
          badge={game.isNew ? t('game_new') : undefined}
          firstView={firstView}
        />
        <span className={styles.name}>
          <span className={styles.nameText}>{name}</span>
        </span>
      </button>
      {favourite && <FavouriteStar game={game} name={name} onRemoved={onFavouriteRemoved} />}
    </div>
  );
}
