import { useCallback, useEffect, useState } from 'react';
import { bus, fetchChatUnreadCount, fetchInboxUnreadCount, fetchNotices, useFlag, useSession } from 'shared';
import { unreadCount } from '../notice/useNotices';
import { fetchesChatUnread, fetchesInboxUnread, type UnreadKind } from './messageEntries';

export type UnreadCounts = Partial<Record<UnreadKind, number>>;

export interface UnreadState {
  counts: UnreadCounts;
  /** Why the announcement or inbox count failed (the silent chat count never sets it), or null. */
  error: unknown;
  reload(): void;
}

/**
 * Unread counts of the message centre's entries; a failed count shows no badge. A failed announcement or
 * inbox count is reported with a reload; the chat count is silent (docs/product-rules.md §7). The inbox and chat
 * counts go through the endpoints' 250 ms throttle; the chat count only with CBS3 on and not for trial accounts.
 */
export function useUnreadCounts(): UnreadState {
  const session = useSession();
  const liveChatOn = useFlag('CBS3');
  const [counts, setCounts] = useState<UnreadCounts>({});
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    const put = (kind: UnreadKind) => (count: number) => {
      if (!live) return;
      setCounts((c) => ({ ...c, [kind]: count }));
      bus.emit('unread:changed', { [kind]: count });
    };
    const ignore = () => undefined;
    const report = (failure: unknown) => live && setError(failure);
    setCounts({});
    setError(null);
    fetchNotices().then((list) => put('notice')(unreadCount(list)), report);
    if (fetchesInboxUnread(session)) fetchInboxUnreadCount().then(put('inbox'), report);
    if (fetchesChatUnread(session, liveChatOn)) fetchChatUnreadCount().then(put('chat'), ignore);
    return () => {
      live = false;
    };
  }, [session, liveChatOn, attempt]);

  return { counts, error, reload };
}
