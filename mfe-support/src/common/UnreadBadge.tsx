import { badgeText } from './badge';
import styles from './ui.module.css';

/** The unread count of an entry (docs/architecture.md hook `unread-badge`); renders nothing when there is nothing unread. */
export function UnreadBadge({ count, label }: { count: number | null | undefined; label?: string }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className={styles.badge} data-testid="unread-badge" aria-label={label}>
      {text}
    </span>
  );
}
