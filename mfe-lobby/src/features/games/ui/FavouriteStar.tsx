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
      <span className={styles.favouriteDisc}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden>
          <path
            d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
            fill={isFavourite ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    </button>
  );
}
