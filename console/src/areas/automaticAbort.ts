import type { HistoryEntry } from '../api/types';

export const COLLECTOR = 'collector';

/**
 * The collector's abort of the area's last canary, if that is the area's latest change: what the console
 * shows prominently until a release manager changes the area again.
 */
export function automaticAbort(history: HistoryEntry[], area: string): HistoryEntry | null {
  const changes = history.filter((e) => e.area === area && ['pin', 'canary', 'promote', 'abort', 'rollback'].includes(e.action));
  const last = changes.at(-1);
  return last && last.action === 'abort' && last.by === COLLECTOR ? last : null;
}
