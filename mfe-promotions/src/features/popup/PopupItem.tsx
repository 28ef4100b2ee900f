import { useId, useState } from 'react';
import type { Announcement } from 'shared';
import { formatDate } from '../announcements';
import { PromoHtml } from '../html';
import styles from './popup.module.css';

/** One announcement of the popup: a title that folds its sanitised content open or shut. */
export function PopupItem({ item, onNavigate }: { item: Announcement; onNavigate(): void }) {
  const [expanded, setExpanded] = useState(true);
  const contentId = useId();
  return (
    <article className={styles.item} data-testid="announcement-popup-item" data-id={item.id} data-execution={item.execution}>
      <button
        type="button"
        className={styles.itemHead}
        aria-expanded={expanded}
        aria-controls={contentId}
        onClick={() => setExpanded((e) => !e)}
      >
        <span className={styles.itemTitle}>{item.title}</span>
        <time className={styles.itemDate}>{formatDate(item.startDate)}</time>
        <span className={styles.chevron} aria-hidden>
          ›
        </span>
      </button>
      <div id={contentId} className={styles.itemBody} hidden={!expanded}>
        <PromoHtml html={item.content} onNavigate={onNavigate} />
      </div>
    </article>
  );
}
