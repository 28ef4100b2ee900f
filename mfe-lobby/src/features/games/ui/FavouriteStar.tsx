import type { TFunction } from 'i18next';
import { useFavourite } from '../favourites/useFavourite';
import styles from './tiles.module.css';

interface FavouriteStarProps {
  game: { nodeId: number; vassalage: string };
  name: string;
  onRemoved?: (nodeId: number) => void;
  /** The tile's texts (one lookup per tile, not per star as well). */
  t: TFunction<'lobby'>;
}

/** The favourite toggle on a game tile. */
export function FavouriteStar({ game, name, onRemoved, t }: FavouriteStarProps) {
  const { isFavourite, pending, toggle } = useFavourite(game, onRemoved);
  return (
    <button
      type="button"
      className={styles.favourite}
      data-testid="favourite-toggle"
      aria-pressed={isFavourite}
      aria-busy={pending || undefined}
      disabled={pending}
      aria-label={t(isFavourite ? 'favourite_remove' : 'favourite_add', { name })}
      onClick={toggle}
    >
      {/* The star is the disc's CSS (an outline, filled when pressed): one rule, not an SVG in every tile's HTML. */}
      <span className={styles.favouriteDisc} />
    </button>
  );
}
