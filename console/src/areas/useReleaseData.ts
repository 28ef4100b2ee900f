import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, type ApiClient } from '../api/client';
import type { AreaStatus, HistoryEntry, TimelinePoint } from '../api/types';

/** How often the console reads the areas again while its tab is visible. */
export const REFRESH_MS = 15_000;

export interface ReleaseData {
  areas: AreaStatus[] | null;
  history: HistoryEntry[];
  timelines: Record<string, TimelinePoint[]>;
  error: ApiError | null;
  refresh: () => Promise<void>;
  /** The areas as a change's answer gives them, before the next read. */
  showAreas: (areas: AreaStatus[]) => void;
}

const asApiError = (error: unknown) => (error instanceof ApiError ? error : new ApiError(String(error), 0));

export function useReleaseData(client: ApiClient, onUnauthorized: (message: string) => void): ReleaseData {
  const [areas, setAreas] = useState<AreaStatus[] | null>(null);
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const [timelines, setTimelines] = useState<Record<string, TimelinePoint[]>>({});
  const [error, setError] = useState<ApiError | null>(null);
  // A service without the timeline answers 404: it is not asked again in this session.
  const timelineServed = useRef(true);

  const readTimelines = useCallback(
    async (names: string[]) => {
      const read = (area: string) =>
        client.timeline(area).then(
          (points) => [area, points] as const,
          (e: unknown) => {
            if (e instanceof ApiError && e.status === 404) timelineServed.current = false;
            return [area, []] as const;
          },
        );
      const [first, ...rest] = names;
      if (!timelineServed.current || first === undefined) return;
      // One area first: a service without the timeline is asked once, not once per area.
      const firstRead = await read(first);
      if (!timelineServed.current) return;
      setTimelines(Object.fromEntries([firstRead, ...(await Promise.all(rest.map(read)))]));
    },
    [client],
  );

  const refresh = useCallback(async () => {
    try {
      const [status, entries] = await Promise.all([client.status(), client.history()]);
      setAreas(status);
      setHistory(entries);
      setError(null);
      // The shell has no reports of its own: no timeline.
      await readTimelines(status.map((a) => a.area).filter((area) => area !== 'shell'));
    } catch (caught) {
      const e = asApiError(caught);
      if (e.status === 401) onUnauthorized(e.message);
      else setError(e);
    }
  }, [client, onUnauthorized, readTimelines]);

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => {
      if (!document.hidden) void refresh();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  const showAreas = useCallback((next: AreaStatus[]) => {
    if (next.length) setAreas(next);
  }, []);
  return { areas, history, timelines, error, refresh, showAreas };
}
