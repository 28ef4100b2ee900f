import { useState } from 'react';
import { bus, fetchInbox, fetchInboxUnreadCount, readInboxMessage, useApi, type InboxMessage, type InboxResponse } from 'shared';

export const INBOX_PAGE_SIZE = 20;

type InboxState =
  | { status: 'loading'; messages: InboxMessage[] }
  | { status: 'ready'; messages: InboxMessage[] }
  | { status: 'error'; messages: InboxMessage[]; error: unknown };

/** Appends a page, dropping messages already listed (a new message can shift the pages). */
export function appendPage(listed: readonly InboxMessage[], page: readonly InboxMessage[]): InboxMessage[] {
  const seen = new Set(listed.map((m) => m.id));
  return [...listed, ...page.filter((m) => !seen.has(m.id))];
}

const pageNumbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/**
 * The inbox, a page at a time: the pages shown so far are cached reads, so showing more asks only for the
 * next one. Opening a message marks it read here at once and on the server.
 */
export function useInbox() {
  const [pageCount, setPageCount] = useState(1);
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set());
  const pages = useApi<InboxResponse[]>(() => Promise.all(pageNumbers(pageCount).map((n) => fetchInbox(n, INBOX_PAGE_SIZE))), [pageCount]);

  const listed = (pages.data ?? []).reduce<InboxMessage[]>((all, page) => appendPage(all, page.list), []);
  const messages = listed.map((m) => (readHere.has(m.id) && !m.read ? { ...m, read: true } : m));
  const last = pages.data?.[pages.data.length - 1];
  const state: InboxState =
    pages.status === 'error' ? { status: 'error', messages, error: pages.error } : { status: pages.status, messages };

  const markRead = (message: Pick<InboxMessage, 'id' | 'read'>) => {
    if (message.read) return;
    setReadHere((s) => new Set(s).add(message.id));
    // The message was read whatever the server says; a failed flag is set again on the next visit.
    readInboxMessage(message.id)
      .then(fetchInboxUnreadCount)
      .then((inbox) => bus.emit('unread:changed', { inbox }))
      .catch(() => undefined);
  };

  return {
    state,
    hasMore: !!last && last.pageNum < last.totalPages,
    more: () => setPageCount(pageCount + 1),
    retry: pages.reload,
    markRead,
  };
}
