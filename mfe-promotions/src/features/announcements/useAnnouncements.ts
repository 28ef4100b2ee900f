import { useApi, useLanguage, useSession, type AnnouncementQuery, type AnnouncementResponse } from 'shared';
import { cachedAnnouncements } from './announcementCache';

/** The announcements of one query for the current session and language; reloads when either changes. */
export function useAnnouncements(query: AnnouncementQuery) {
  const token = useSession()?.token ?? null;
  const language = useLanguage();
  const key = JSON.stringify(query);
  return useApi<AnnouncementResponse>(() => cachedAnnouncements(query, { token, language }), [key, token, language]);
}
