/**
 * Canary rollouts. Each device has one random number, drawn once and kept (localStorage): it says nothing about
 * the player. An area's canary goes to the devices whose bucket for that area falls under its share, so a player
 * keeps one version across page loads, and the players of one area's canary are not those of every other area's.
 * The number is mirrored into a cookie of this site, so that the server renders each page with the versions the
 * device runs; a device that arrives without one gets it drawn by the server with its first page. This runs
 * before the shared singletons are negotiated, so it reads the storage directly instead of through `shared`.
 */
const KEY = 'm.device.bucket';
export const BUCKETS = 10_000;
/** The cookie the server reads the device's number from, and sets on a device's first page. */
export const BUCKET_COOKIE = 'm_bucket';
const ONE_YEAR_S = 365 * 24 * 3600;

type BucketStorage = Pick<Storage, 'getItem' | 'setItem'>;
type CookieJar = { cookie: string };

const isBucket = (value: number) => Number.isInteger(value) && value >= 0 && value < BUCKETS;

/** A new device number in [0, BUCKETS). */
export const drawBucket = () => (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % BUCKETS;

/** The `Set-Cookie` / `document.cookie` value that carries `bucket` to the server. */
export const bucketCookie = (bucket: number) => `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;

/**
 * This device's number: the stored one; else the one the server drew for its first page (the page it runs);
 * else a new draw. Kept in storage and in the cookie. Null when storage is unavailable (no canary then).
 */
export function deviceBucket(
  storage: BucketStorage | undefined = safeLocalStorage(),
  jar: CookieJar | undefined = safeDocument(),
): number | null {
  if (!storage) return null;
  try {
    const stored = Number(storage.getItem(KEY));
    const known = storage.getItem(KEY) !== null && isBucket(stored) ? stored : null;
    const bucket = known ?? bucketFromCookies(jar?.cookie) ?? drawBucket();
    if (known === null) storage.setItem(KEY, String(bucket));
    if (Number(storage.getItem(KEY)) !== bucket) return null;
    if (jar && bucketFromCookies(jar.cookie) !== bucket) jar.cookie = bucketCookie(bucket);
    return bucket;
  } catch {
    return null;
  }
}

/** The device's number a request's `Cookie` header carries (server side); null when absent or malformed. */
export function bucketFromCookies(header: string | undefined): number | null {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name !== BUCKET_COOKIE) continue;
    const bucket = Number(value);
    return value !== undefined && /^\d+$/.test(value) && isBucket(bucket) ? bucket : null;
  }
  return null;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function safeDocument(): CookieJar | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

/** The device's bucket for one area: the device number shifted by a fixed per-area offset. */
export function areaBucket(device: number, area: string): number {
  let hash = 0;
  for (const char of area) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return (device + hash) % BUCKETS;
}
