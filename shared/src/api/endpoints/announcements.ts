import { api } from '../client';
import { SESSION_POLICY, writeThen } from '../../query/queries';
import type { QueryPolicy } from '../../query/queryCache';

/** Player announcements and popup items depend on who asks; texts on the language. */
const ANNOUNCEMENT_POLICY: QueryPolicy = { ...SESSION_POLICY, tags: ['language'] };
import { throttleAsync, THROTTLE_MS } from '../throttle';
import type { AnnouncementQuery, AnnouncementResponse } from './types';
import * as contract from '../../contract';
import { answer, cleanQuery } from './shape';

/** Kinds the home page asks for. */
export const HOME_ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU'] as const;
/** Kinds the promotions page asks for. */
export const PROMOTION_ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR'] as const;

/**
 * GET /announcements: promotions (filtered by `types` and `promotionType`), banners (filtered by
 * `groupName`), player announcements and popup items (execution A, B, F).
 */
export function fetchAnnouncements(query: AnnouncementQuery = {}): Promise<AnnouncementResponse> {
  return api.get<AnnouncementResponse>('/announcements', {
    params: cleanQuery({ platform: 'M', linkageType: 'G', ...query }),
    cache: ANNOUNCEMENT_POLICY,
    validate: answer(contract.AnnouncementResponseSchema),
  });
}

const postRead = (announcementId: number) =>
  writeThen(
    api.post<unknown>('/announcements/read', { announcementId, read: true }, { validate: answer(contract.AcknowledgementSchema) }),
    'GET /notice',
  );

/** POST /announcements/read, throttled 150 ms per announcement id. */
export const markAnnouncementRead: (announcementId: number) => Promise<unknown> = throttleAsync(
  postRead,
  THROTTLE_MS.markRead,
  (announcementId) => String(announcementId),
);
