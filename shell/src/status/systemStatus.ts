import { localStore } from 'shared';

/** 0 normal, 1 maintenance, 2 region restriction (docs/product-rules.md §3). */
export type SystemStatus = 0 | 1 | 2;

const STATUS_KEY = 'm.systemStatus';
const isStatus = (v: unknown): v is SystemStatus => v === 0 || v === 1 || v === 2;

/** Maintenance wins when the server reports both. */
export function statusFromResponse(response: { maintenance?: boolean; regionRestriction?: boolean }): SystemStatus {
  if (response.maintenance) return 1;
  if (response.regionRestriction) return 2;
  return 0;
}

/** The cached status; a missing or corrupt cache reads as normal. */
export function cachedStatus(): SystemStatus {
  const cached = localStore.getJson<SystemStatus>(STATUS_KEY, isStatus);
  return cached ?? 0;
}

export function cacheStatus(status: SystemStatus): void {
  localStore.setJson(STATUS_KEY, status);
}
