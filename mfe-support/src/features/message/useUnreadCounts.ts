import { useEffect } from 'react';
import { bus, fetchChatUnreadCount, fetchInboxUnreadCount, fetchNotices, useApi, useFlag, useSession } from 'shared';
import { unreadCount } from '../notice';
import { fetchesChatUnread, fetchesInboxUnread, type UnreadKind } from './messageEntries';

export type UnreadCounts = Partial<Record<UnreadKind, number>>;

export interface UnreadState {
  counts: UnreadCounts;
  /** Why the announcement or inbox count failed (the silent chat count never sets it), or null. */
  error: unknown;
  reload(): void;
}

const none = () => Promise.resolve(undefined);

/**
 * Unread counts of the message centre's entries; a failed count shows no badge. A failed announcement or
 * inbox count is reported with a reload; the chat count is silent (docs/product-rules.md §7). The inbox and chat
 * counts go through the endpoints' 250 ms throttle; the chat count only with CBS3 on and not for trial accounts.
 */
export function useUnreadCounts(): UnreadState {
  const session = useSession();
  const liveChatOn = useFlag('CBS3');
  const notice = useApi(() => fetchNotices().then(unreadCount), [session?.token]);
  const inbox = useApi(() => (fetchesInboxUnread(session) ? fetchInboxUnreadCount() : none()), [session]);
  const chat = useApi(() => (fetchesChatUnread(session, liveChatOn) ? fetchChatUnreadCount().catch(none) : none()), [session, liveChatOn]);

  const counts: UnreadCounts = {};
  if (notice.data !== undefined && notice.status !== 'error') counts.notice = notice.data;
  if (inbox.data !== undefined && inbox.status !== 'error') counts.inbox = inbox.data;
  if (chat.data !== undefined) counts.chat = chat.data;

  useEffect(() => {
    if (notice.status === 'ready') bus.emit('unread:changed', { notice: notice.data });
  }, [notice.status, notice.data]);
  useEffect(() => {
    if (inbox.status === 'ready' && inbox.data !== undefined) bus.emit('unread:changed', { inbox: inbox.data });
  }, [inbox.status, inbox.data]);
  useEffect(() => {
    if (chat.status === 'ready' && chat.data !== undefined) bus.emit('unread:changed', { chat: chat.data });
  }, [chat.status, chat.data]);

  const error = notice.status === 'error' ? notice.error : inbox.status === 'error' ? inbox.error : null;
  const reload = () => {
    notice.reload();
    inbox.reload();
    chat.reload();
  };
  return { counts, error, reload };
}
