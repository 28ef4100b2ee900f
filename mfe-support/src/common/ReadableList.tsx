import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from 'shared/safe-html';
import { Chevron } from './Chevron';
import { displayDate } from './formatDate';
import ui from './ui.module.css';
import styles from './readable.module.css';

export interface ReadableItem {
  id: number;
  title: string;
  /** HTML. */
  content: string;
  date: string;
  read: boolean;
}

interface ReadableListProps<T extends ReadableItem> {
  items: readonly T[];
  /** Called when an item is opened (to mark it read). */
  onOpen(item: T): void;
  testId: string;
}

/** Announcements and inbox messages: title, date and an unread flag; tapping opens the text and reads it. */
export function ReadableList<T extends ReadableItem>({ items, onOpen, testId }: ReadableListProps<T>) {
  const { t } = useTranslation('support');
  const [openId, setOpenId] = useState<number | null>(null);
  const toggle = (item: T) => {
    const opening = openId !== item.id;
    setOpenId(opening ? item.id : null);
    if (opening) onOpen(item);
  };
  return (
    <ul className={`${ui.list} ${ui.card}`}>
      {items.map((item) => {
        const open = openId === item.id;
        return (
          <li key={item.id} data-testid={testId} data-id={item.id} data-read={item.read}>
            <button type="button" className={ui.row} aria-expanded={open} onClick={() => toggle(item)}>
              {!item.read && <span className={ui.dot} data-testid="unread-flag" aria-label={t('unread')} role="img" />}
              <span className={ui.rowText}>
                <span className={`${ui.rowTitle} ${item.read ? '' : styles.unreadTitle}`}>{item.title}</span>
                <span className={ui.rowMeta}>{displayDate(item.date)}</span>
              </span>
              <Chevron />
            </button>
            {open && <SafeHtml html={item.content} className={`${ui.html} ${styles.body}`} testId={`${testId}-content`} />}
          </li>
        );
      })}
    </ul>
  );
}
