import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bus, errorMessage, fetchNotices, markAnnouncementRead, toast, useApi, useSession, type Notice } from 'shared';
import { mapState } from '../../common/mapState';

/** Notices with their read flags, where reads made here count at once (before the server confirms). */
export function withLocalReads(notices: readonly Notice[], readHere: ReadonlySet<number>): Notice[] {
  return notices.map((n) => (readHere.has(n.id) && !n.read ? { ...n, read: true } : n));
}

export const unreadCount = (notices: readonly Notice[]): number => notices.filter((n) => !n.read).length;

/**
 * The announcement list. Reading one (docs/product-rules.md §4) sets it read locally, calls mark-as-read (throttled
 * 150 ms per announcement by the endpoint) and reloads the list; a failed call puts the flag back.
 */
export function useNotices() {
  const { t } = useTranslation('support');
  const session = useSession();
  const state = useApi(fetchNotices, [session?.token]);
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set());
  const notices = mapState(state, (list) => withLocalReads(list, readHere));
  const unread = notices.data ? unreadCount(notices.data) : undefined;

  useEffect(() => {
    if (unread !== undefined) bus.emit('unread:changed', { notice: unread });
  }, [unread]);

  const markRead = (notice: Pick<Notice, 'id' | 'read'>) => {
    if (notice.read) return;
    setReadHere((s) => new Set(s).add(notice.id));
    markAnnouncementRead(notice.id).then(state.reload, (error: unknown) => {
      setReadHere((s) => {
        const next = new Set(s);
        next.delete(notice.id);
        return next;
      });
      toast.error(errorMessage(error, t));
    });
  };

  return { notices, markRead };
}
