import { startTransition, useEffect, useState, type ReactNode } from 'react';
import styles from './home.module.css';

interface SnapRowProps<T> {
  items: readonly T[];
  keyOf(item: T): string;
  /** Items across the row's width: 4 for games, 2 for vendors. */
  perView: 2 | 4;
  children(item: T, index: number): ReactNode;
}

/** Views of a row in the server's HTML and its take-over: the one on screen and the next a swipe brings. */
const VIEWS_FIRST = 2;

/**
 * A row the player swipes sideways: the browser's own scrolling, snapping to items (CSS scroll snap). No script
 * lays it out or runs while it moves. Its first two views come first (the server's HTML, the take-over); the rest
 * of the row, off screen to the right, is added once the row is running, as a transition that yields to the
 * player: home's ten rows would otherwise put every tile in the HTML and take them all over at once.
 */
export function SnapRow<T>({ items, keyOf, perView, children }: SnapRowProps<T>) {
  const [whole, setWhole] = useState(false);
  useEffect(() => startTransition(() => setWhole(true)), []);
  const shown = whole ? items : items.slice(0, perView * VIEWS_FIRST);
  return (
    <ul className={`${styles.row} ${perView === 2 ? styles.twoPerView : ''}`} data-testid="snap-row">
      {shown.map((item, index) => (
        <li key={keyOf(item)} className={styles.rowItem}>
          {children(item, index)}
        </li>
      ))}
    </ul>
  );
}
