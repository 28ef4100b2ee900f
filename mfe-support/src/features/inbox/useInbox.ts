import { useCallback, useEffect, useRef, useState } from 'react';
import { bus, fetchInbox, fetchInboxUnreadCount, readInboxMessage, type InboxMessage } from 'shared';

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

/** The inbox, a page at a time; opening a message marks it read here at once and on the server. */
export function useInbox() {
  const [state, setState] = useState<InboxState>({ status: 'loading', messages: [] });
  const [page, setPage] = useState({ pageNo: 0, totalPages: 1 });
  const generation = useRef(0);

  const load = useCallback(
    (pageNo: number) => {
      const mine = ++generation.current;
      setState((s) => ({ status: 'loading', messages: s.messages }));
      fetchInbox(pageNo, INBOX_PAGE_SIZE).then(
        (result) => {
          if (mine !== generation.current) return;
          setState((s) => ({ status: 'ready', messages: pageNo === 1 ? result.list : appendPage(s.messages, result.list) }));
          setPage({ pageNo: result.pageNum, totalPages: result.totalPages });
        },
        (error: unknown) => mine === generation.current && setState((s) => ({ status: 'error', messages: s.messages, error })),
      );
    },
    [],
  );

  useEffect(() => load(1), [load]);

  const markRead = (message: Pick<InboxMessage, 'id' | 'read'>) => {
    if (message.read) return;
    setState((s) => ({ ...s, messages: s.messages.map((m) => (m.id === message.id ? { ...m, read: true } : m)) }));
    // The message was read whatever the server says; a failed flag is set again on the next visit.
    readInboxMessage(message.id)
      .then(fetchInboxUnreadCount)
      .then((inbox) => bus.emit('unread:changed', { inbox }))
      .catch(() => undefined);
  };

  return {
    state,
    hasMore: page.pageNo < page.totalPages,
    more: () => load(page.pageNo + 1),
    retry: () => load(state.messages.length === 0 ? 1 : page.pageNo + 1),
    markRead,
  };
}
