import { api } from '../client';
import { throttleAsync, THROTTLE_MS } from '../throttle';
import type {
  ChatLaunchQuery,
  ChatLaunchResult,
  FeedbackPayload,
  HelpItem,
  InboxResponse,
  Notice,
  ServiceEntry,
  UnreadCount,
} from './types';
import { anyValue, cleanQuery, listOf, objectWith } from './shape';

const isUnread = objectWith<UnreadCount>('unReadCount');

/** GET /system/helpCenter: help sections with children (HTML). */
export function fetchHelpCentre(lang = 'EN'): Promise<HelpItem[]> {
  return api.get<HelpItem[]>('/system/helpCenter', { params: { lang, device: 'MOBILE' }, validate: listOf<HelpItem>() });
}

/** PUT /feedback (session). */
export function submitFeedback(payload: FeedbackPayload): Promise<unknown> {
  return api.put<unknown>('/feedback', payload, { validate: anyValue<unknown>() });
}

/** GET /notice: announcements with the caller's read flags. */
export function fetchNotices(): Promise<Notice[]> {
  return api.get<Notice[]>('/notice', { validate: listOf<Notice>() });
}

/** GET /inbox (session; not for trial accounts): one page of messages, newest first. */
export function fetchInbox(pageNo = 1, pageSize = 20): Promise<InboxResponse> {
  return api.get<InboxResponse>('/inbox', {
    params: { pageNo, pageSize },
    validate: objectWith<InboxResponse>('list', 'pageNum', 'totalPages'),
  });
}

/** POST /inbox/read (session): marks one message read. */
export function readInboxMessage(id: number): Promise<unknown> {
  return api.post<unknown>('/inbox/read', { id }, { validate: anyValue<unknown>() });
}

const getInboxUnread = async () =>
  (await api.get<UnreadCount>('/inbox/unread', { validate: isUnread })).unReadCount;

/** GET /inbox/unread (session), throttled 250 ms. */
export const fetchInboxUnreadCount: () => Promise<number> = throttleAsync(getInboxUnread, THROTTLE_MS.unread);

/** GET /chat/launch (session; CBS3 on; not for trial accounts): the live-chat URL. */
export function launchChat(query: ChatLaunchQuery = {}): Promise<ChatLaunchResult> {
  return api.get<ChatLaunchResult>('/chat/launch', {
    params: cleanQuery({ b2c: true, language: 'CN', ...query }),
    validate: objectWith<ChatLaunchResult>('chatUrl'),
  });
}

const getChatUnread = async () =>
  (await api.get<UnreadCount>('/chat/unread', { silent: true, validate: isUnread })).unReadCount;

/** GET /chat/unread (session), silent (never ends the session), throttled 250 ms. */
export const fetchChatUnreadCount: () => Promise<number> = throttleAsync(getChatUnread, THROTTLE_MS.unread);

/** GET /system/service: customer-service entries (type 3 marks the version list). */
export function fetchServiceList(): Promise<ServiceEntry[]> {
  return api.get<ServiceEntry[]>('/system/service', { validate: listOf<ServiceEntry>() });
}
