/**
 * Canary rollouts in the player's browser. Each device draws one random number once and keeps it
 * (localStorage): it says nothing about the player and never leaves the device. An area's canary goes to
 * the devices whose bucket for that area falls under its share, so a player keeps one version across page
 * loads, and the players of one area's canary are not those of every other area's. This runs before the
 * shared singletons are negotiated, so it reads the storage directly instead of through `shared`.
 */
const KEY = 'm.device.bucket';
export const BUCKETS = 10_000;

/** This device's number in [0, BUCKETS), drawn on first use; null when storage is unavailable (no canary then). */
export function deviceBucket(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeLocalStorage()): number | null {
  if (!storage) return null;
  try {
    const stored = Number(storage.getItem(KEY));
    if (storage.getItem(KEY) !== null && Number.isInteger(stored) && stored >= 0 && stored < BUCKETS) return stored;
    const drawn = (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % BUCKETS;
    storage.setItem(KEY, String(drawn));
    return Number(storage.getItem(KEY)) === drawn ? drawn : null;
  } catch {
    return null;
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The device's bucket for one area: the device number shifted by a fixed per-area offset. */
export function areaBucket(device: number, area: string): number {
  let hash = 0;
  for (const char of area) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return (device + hash) % BUCKETS;
}
