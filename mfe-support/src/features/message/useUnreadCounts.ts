import { useEffect, useState } from 'react';
import { bus, fetchChatUnreadCount, fetchInboxUnreadCount, fetchNotices, useFlag, useSession } from 'shared';
import { unreadCount } from '../notice/useNotices';
import { fetchesChatUnread, fetchesInboxUnread, type UnreadKind } from './messageEntries';

export type UnreadCounts = Partial<Record<UnreadKind, number>>;

/**
 * Unread counts of the message centre's entries. Each is silent: a failed count shows no badge. The inbox
 * and chat counts go through the endpoints' 250 ms throttle; the chat count only with CBS3 on and not for
 * trial accounts.
 */
export function useUnreadCounts(): UnreadCounts {
  const session = useSession();
  const liveChatOn = useFlag('CBS3');
  const [counts, setCounts] = useState<UnreadCounts>({});

  useEffect(() => {
    let live = true;
    const put = (kind: UnreadKind) => (count: number) => {
      if (!live) return;
      setCounts((c) => ({ ...c, [kind]: count }));
      bus.emit('unread:changed', { [kind]: count });
    };
    const ignore = () => undefined;
    setCounts({});
    fetchNotices().then((list) => put('notice')(unreadCount(list)), ignore);
    if (fetchesInboxUnread(session)) fetchInboxUnreadCount().then(put('inbox'), ignore);
    if (fetchesChatUnread(session, liveChatOn)) fetchChatUnreadCount().then(put('chat'), ignore);
    return () => {
      live = false;
    };
  }, [session, liveChatOn]);

  return counts;
}
