import { isTrial, paths, type BrandSettings, type SessionInfo } from 'shared';

export type MessageEntryId = 'telegram' | 'notice' | 'inbox' | 'liveChat' | 'affiliate';
export type UnreadKind = 'notice' | 'inbox' | 'chat';

export interface MessageEntry {
  id: MessageEntryId;
  labelKey: string;
  /** In-app path, external link, or the live-chat action. */
  to?: string;
  href?: string;
  action?: 'live-chat';
  unread?: UnreadKind;
}

const link = (brand: BrandSettings | null, type: 'TELEGRAM' | 'AFFILIATELINK') =>
  brand?.downloadLinks.find((l) => l.resourceType === type && l.url.trim() !== '')?.url;

/**
 * The message centre list (docs/product-rules.md §2): Telegram link, announcements, messages (inbox), live chat only
 * when CBS3 is on, affiliate service. The two links show only when the brand has them.
 */
export function messageEntries(brand: BrandSettings | null): MessageEntry[] {
  const telegram = link(brand, 'TELEGRAM');
  const affiliate = link(brand, 'AFFILIATELINK');
  const entries: (MessageEntry | false)[] = [
    !!telegram && { id: 'telegram', labelKey: 'message_telegram', href: telegram },
    { id: 'notice', labelKey: 'message_notice', to: paths.notice, unread: 'notice' },
    { id: 'inbox', labelKey: 'message_inbox', to: paths.inbox, unread: 'inbox' },
    brand?.flags.CBS3 === true && { id: 'liveChat', labelKey: 'message_live_chat', action: 'live-chat', unread: 'chat' },
    !!affiliate && { id: 'affiliate', labelKey: 'message_affiliate', href: affiliate },
  ];
  return entries.filter((e): e is MessageEntry => e !== false);
}

/** The inbox unread count is asked for only for real accounts (guests have no inbox, trial accounts are refused it). */
export const fetchesInboxUnread = (session: SessionInfo | null): boolean => !!session && !isTrial(session);

/** docs/product-rules.md §6: the chat unread count is fetched only with CBS3 on and not for type 4 (nor for guests). */
export const fetchesChatUnread = (session: SessionInfo | null, liveChatOn: boolean): boolean =>
  liveChatOn && !!session && !isTrial(session);
