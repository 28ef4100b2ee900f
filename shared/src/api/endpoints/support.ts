import { api } from '../client';
import { IN_FLIGHT_ONLY, SESSION_CONTENT_POLICY, SETTINGS_POLICY, writeThen } from '../../query/queries';
import type { QueryPolicy } from '../../query/queryCache';

const HELP_POLICY: QueryPolicy = { ...SETTINGS_POLICY, tags: ['language'] };
const UNREAD_POLICY: QueryPolicy = { ...IN_FLIGHT_ONLY, perSession: true };
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
import * as contract from '../../contract';
import { answer, cleanQuery } from './shape';

const isUnread = answer(contract.UnreadCountSchema);

/** GET /system/helpCenter: help sections with children (HTML). */
export function fetchHelpCentre(lang = 'EN'): Promise<HelpItem[]> {
  return api.get<HelpItem[]>('/system/helpCenter', {
    params: { lang, device: 'MOBILE' },
    cache: HELP_POLICY,
    validate: answer(contract.HelpItemListSchema),
  });
}

/** PUT /feedback (session). */
export function submitFeedback(payload: FeedbackPayload): Promise<unknown> {
  return writeThen(api.put<unknown>('/feedback', payload, { validate: answer(contract.FeedbackResultSchema) }), 'GET /inbox');
}

/** GET /notice: announcements with the caller's read flags. */
export function fetchNotices(): Promise<Notice[]> {
  return api.get<Notice[]>('/notice', { cache: SESSION_CONTENT_POLICY, validate: answer(contract.NoticeListSchema) });
}

/** GET /inbox (session; not for trial accounts): one page of messages, newest first. */
export function fetchInbox(pageNo = 1, pageSize = 20): Promise<InboxResponse> {
  return api.get<InboxResponse>('/inbox', {
    params: { pageNo, pageSize },
    cache: SESSION_CONTENT_POLICY,
    validate: answer(contract.InboxResponseSchema),
  });
}

/** POST /inbox/read (session): marks one message read. */
export function readInboxMessage(id: number): Promise<unknown> {
  return writeThen(api.post<unknown>('/inbox/read', { id }, { validate: answer(contract.AcknowledgementSchema) }), 'GET /inbox');
}

const getInboxUnread = async () => (await api.get<UnreadCount>('/inbox/unread', { cache: UNREAD_POLICY, validate: isUnread })).unReadCount;

/** GET /inbox/unread (session), throttled 250 ms. */
export const fetchInboxUnreadCount: () => Promise<number> = throttleAsync(getInboxUnread, THROTTLE_MS.unread);

/** GET /chat/launch (session; CBS3 on; not for trial accounts): the live-chat URL. */
export function launchChat(query: ChatLaunchQuery = {}): Promise<ChatLaunchResult> {
  return api.get<ChatLaunchResult>('/chat/launch', {
    params: cleanQuery({ b2c: true, language: 'CN', ...query }),
    cache: false,
    validate: answer(contract.ChatLaunchResultSchema),
  });
}

const getChatUnread = async () =>
  (await api.get<UnreadCount>('/chat/unread', { silent: true, cache: UNREAD_POLICY, validate: isUnread })).unReadCount;

/** GET /chat/unread (session), silent (never ends the session), throttled 250 ms. */
export const fetchChatUnreadCount: () => Promise<number> = throttleAsync(getChatUnread, THROTTLE_MS.unread);

/** GET /system/service: customer-service entries (type 3 marks the version list). */
export function fetchServiceList(): Promise<ServiceEntry[]> {
  return api.get<ServiceEntry[]>('/system/service', { cache: SETTINGS_POLICY, validate: answer(contract.ServiceEntryListSchema) });
}
