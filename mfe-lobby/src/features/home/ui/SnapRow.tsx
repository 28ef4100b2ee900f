import type { ReactNode } from 'react';
import styles from './home.module.css';

interface SnapRowProps<T> {
  items: readonly T[];
  keyOf(item: T): string;
  /** Items across the row's width: 4 for games, 2 for vendors. */
  perView: 2 | 4;
  children(item: T, index: number): ReactNode;
}

/**
 * A row the player swipes sideways: the browser's own scrolling, snapping to items (CSS scroll snap). No script
 * lays it out or runs while it moves, so the server's HTML is already the row as it stays.
 */
export function SnapRow<T>({ items, keyOf, perView, children }: SnapRowProps<T>) {
  return (
    <ul className={`${styles.row} ${perView === 2 ? styles.twoPerView : ''}`} data-testid="snap-row">
      {items.map((item, index) => (
        <li key={keyOf(item)} className={styles.rowItem}>
          {children(item, index)}
        </li>
      ))}
    </ul>
  );
}
