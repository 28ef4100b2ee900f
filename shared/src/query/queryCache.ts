/**
 * The keyed cache every backend read goes through (the API client puts each GET here). Identical reads in
 * flight share one request; a settled answer is served while it is fresh (`staleMs` per key); invalidation
 * marks keys stale, and an answer that was under way when its key was invalidated is dropped rather than
 * stored. Failures are never kept, so a retry always asks again. `dehydrate`/`hydrate` hand fresh answers
 * from a server render to the browser.
 */
export interface QueryPolicy {
  /** How long an answer is served without asking again. */
  staleMs: number;
  /** Answers that belong to the signed-in player: dropped when the session changes, never dehydrated. */
  perSession?: boolean;
  /** Names a bus event or a write can invalidate this key by (e.g. 'balance', 'language'). */
  tags?: readonly string[];
}

interface Entry {
  policy: QueryPolicy;
  /** Bumped on every invalidation: an answer started under an older generation is not stored. */
  generation: number;
  value?: unknown;
  settledAt?: number;
  inFlight?: Promise<unknown>;
}

export type DehydratedQueries = Record<
  string,
  { value: unknown; settledAt: number; staleMs: number; tags?: readonly string[]; perSession?: boolean }
>;

export interface QueryCache {
  /** The fresh answer for `key`, the request already in flight for it, or a new one made by `load`. */
  read<T>(key: string, load: () => Promise<T>, policy: QueryPolicy): Promise<T>;
  /** Marks stale every key that starts with `prefix` (a method and path such as `GET /game/favourite`). */
  invalidate(prefix: string): void;
  /** Marks stale exactly these keys (a screen's refresh button). */
  invalidateKeys(keys: Iterable<string>): void;
  /** Marks stale every key carrying `tag`. */
  invalidateTag(tag: string): void;
  /** Drops every per-session answer (the player changed). */
  dropSession(): void;
  /** Forgets everything (tests). */
  clear(): void;
  /** Called with the keys of every invalidation or drop: mounted screens ask again for what they show. */
  subscribe(listener: (keys: readonly string[]) => void): () => void;
  /**
   * Fresh answers as plain data: the shareable ones, and with `personal` the signed-in player's too (for a page
   * rendered for that player alone).
   */
  dehydrate(options?: { personal?: boolean }): DehydratedQueries;
  hydrate(state: DehydratedQueries): void;
}

export function createQueryCache(now: () => number = Date.now): QueryCache {
  const entries = new Map<string, Entry>();
  const listeners = new Set<(keys: readonly string[]) => void>();
  const tell = (keys: string[]) => {
    if (keys.length) for (const listener of [...listeners]) listener(keys);
  };
  const isFresh = (entry: Entry) => entry.settledAt !== undefined && now() - entry.settledAt < entry.policy.staleMs;

  const markStale = (matches: (key: string, entry: Entry) => boolean) => {
    const changed: string[] = [];
    for (const [key, entry] of entries) {
      if (!matches(key, entry)) continue;
      entry.generation += 1;
      entry.settledAt = undefined;
      entry.inFlight = undefined;
      changed.push(key);
    }
    tell(changed);
  };

  return {
    read<T>(key: string, load: () => Promise<T>, policy: QueryPolicy): Promise<T> {
      let entry = entries.get(key);
      if (!entry) {
        entry = { policy, generation: 0 };
        entries.set(key, entry);
      }
      entry.policy = policy;
      if (isFresh(entry)) return Promise.resolve(entry.value as T);
      if (entry.inFlight) return entry.inFlight as Promise<T>;
      const mine = entry;
      const generation = mine.generation;
      const request = load().then(
        (value) => {
          if (mine.generation === generation && entries.get(key) === mine) {
            mine.value = value;
            mine.settledAt = now();
            mine.inFlight = undefined;
          }
          return value;
        },
        (error: unknown) => {
          if (mine.generation === generation && mine.inFlight === request) mine.inFlight = undefined;
          throw error;
        },
      );
      mine.inFlight = request;
      return request;
    },
    invalidate: (prefix) => markStale((key) => key.startsWith(prefix)),
    invalidateKeys(keys) {
      const wanted = new Set(keys);
      markStale((key) => wanted.has(key));
    },
    invalidateTag: (tag) => markStale((_key, entry) => entry.policy.tags?.includes(tag) ?? false),
    dropSession() {
      const dropped: string[] = [];
      for (const [key, entry] of entries) {
        if (!entry.policy.perSession) continue;
        entries.delete(key);
        dropped.push(key);
      }
      tell(dropped);
    },
    clear: () => entries.clear(),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dehydrate({ personal = false } = {}) {
      const out: DehydratedQueries = {};
      for (const [key, entry] of entries) {
        if ((entry.policy.perSession && !personal) || !isFresh(entry) || entry.settledAt === undefined) continue;
        out[key] = {
          value: entry.value,
          settledAt: entry.settledAt,
          staleMs: entry.policy.staleMs,
          ...(entry.policy.tags && { tags: entry.policy.tags }),
          ...(entry.policy.perSession && { perSession: true }),
        };
      }
      return out;
    },
    hydrate(state) {
      for (const [key, { value, settledAt, staleMs, tags, perSession }] of Object.entries(state)) {
        const known = entries.get(key);
        if (known?.settledAt !== undefined && known.settledAt >= settledAt) continue;
        const policy: QueryPolicy = { staleMs, ...(tags && { tags }), ...(perSession && { perSession }) };
        entries.set(key, { policy, generation: (known?.generation ?? 0) + 1, value, settledAt });
      }
    },
  };
}
