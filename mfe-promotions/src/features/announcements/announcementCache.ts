import { fetchAnnouncements, type AnnouncementQuery, type AnnouncementResponse } from 'shared';

/** How long an answer of the announcements call is reused (the call is cached, docs/product-rules.md §7). */
export const ANNOUNCEMENT_CACHE_MS = 60_000;

interface Entry {
  at: number;
  promise: Promise<AnnouncementResponse>;
}

const entries = new Map<string, Entry>();

/**
 * The announcements call, cached per query, session token and language for a minute. A failed call is
 * forgotten at once, so a retry really asks the server again.
 */
export function cachedAnnouncements(
  query: AnnouncementQuery,
  scope: { token?: string | null; language: string },
  now: () => number = Date.now,
): Promise<AnnouncementResponse> {
  const key = JSON.stringify([query.types ?? [], query.groupName ?? '', query.promotionType ?? '', scope.token ?? '', scope.language]);
  const hit = entries.get(key);
  if (hit && now() - hit.at < ANNOUNCEMENT_CACHE_MS) return hit.promise;
  const promise = fetchAnnouncements(query);
  const entry = { at: now(), promise };
  entries.set(key, entry);
  promise.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return promise;
}

/** Forget every cached answer (after an apply changes a status, and in tests). */
export function clearAnnouncementCache(): void {
  entries.clear();
}
