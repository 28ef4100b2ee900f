import { useTranslation } from 'react-i18next';
import { MemberType, useSession, type Game } from 'shared';
import { useLaunchInFlight } from '../../launch';
import { gameLabel } from '../../../common/gameTypes';
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

/**
 * Whether a tile is marked as open to free play: a game the backend lets a trial account play (`supportPlay` 0,
 * docs/product-rules.md §3, 3.8), shown to those who play on trial credit or may start a trial (guests), not members
 * (docs/product-rules.md §6, 6.13).
 */
export const showsFreePlay = (game: Pick<Game, 'supportPlay'>, session: { type: number } | null) =>
  game.supportPlay === 0 && (session === null || session.type === MemberType.trial);

/** One game: picture and name open it; the star toggles the favourite. Style class nodeId mod 4 + 1. */
export function GameTile({ game, onOpen, favourite = true, onFavouriteRemoved, firstView }: GameTileProps) {
  const { t } = useTranslation('lobby');
  const name = gameLabel(game);
  const style = gameTileStyle(game.nodeId);
  // While a launch waits, every tile says it cannot start another (docs/product-rules.md §9, 9.14).
  const launching = useLaunchInFlight((s) => s.launching);
  const freePlay = showsFreePlay(game, useSession());
  return (
    <div
      className={`${styles.tile} ${styles[`style${style}`]}`}
      data-testid="game-tile"
      data-node-id={game.nodeId}
      data-vendor={game.vassalage}
      data-tile-style={style}
      data-free-play={freePlay || undefined}
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
          mark={freePlay ? t('free_play') : undefined}
          firstView={firstView}
        />
        <span className={styles.name}>
          <span className={styles.nameText}>{name}</span>
        </span>
      </button>
      {favourite && <FavouriteStar game={game} name={name} onRemoved={onFavouriteRemoved} t={t} />}
    </div>
  );
}
