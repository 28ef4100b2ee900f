import { fetchAnnouncements, useApi, useLanguage, useSession, type AnnouncementQuery, type AnnouncementResponse } from 'shared';

/**
 * The announcements of one query for the current session and language, read through the page's query cache
 * (answers per player, asked again after a language change or an apply); reloads when either changes.
 */
export function useAnnouncements(query: AnnouncementQuery) {
  const token = useSession()?.token ?? null;
  const language = useLanguage();
  const key = JSON.stringify(query);
  return useApi<AnnouncementResponse>(() => fetchAnnouncements(query), [key, token, language]);
}
