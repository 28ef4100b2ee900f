import type { QueryCache } from 'shared';

type QueryPolicy = Parameters<QueryCache['read']>[2];

interface SharedAnswer {
  settledAt?: number;
  value?: unknown;
  inFlight?: Promise<unknown>;
}

/**
 * Where a read's answer may come from another render's: reads the browser keeps fresh for a while, and either
 * not a player's own or asked without a player (every guest gets the same answer), kept apart from the rest.
 */
function sharedKey(key: string, policy: QueryPolicy, guest: boolean): string | undefined {
  if (policy.staleMs <= 0) return undefined;
  if (!policy.perSession) return key;
  return guest ? `guest\n${key}` : undefined;
}

/**
 * Backend answers that are the same for every player (the catalogue, banners, vendors; a player's own read
 * only between guests, who all get the guest's answer), shared by the server renders of the next `ttlMs`: a
 * page asked for by many players at once, each signed in or at its own address, is rendered from one backend
 * read of each instead of one per page. The browser keeps these answers fresh for a minute; a page rendered
 * from one is at most `ttlMs` (or its own freshness, if shorter) older, as a kept page is. Reads under way are
 * shared too; failures never are. Like the page's query cache (shared's `createQueryCache`), but bounded: its
 * keys come from requests, and a flood of distinct ones must not grow it.
 */
export function createSharedReads({
  ttlMs,
  maxAnswers = 1000,
  now = Date.now,
}: {
  ttlMs: number;
  maxAnswers?: number;
  now?: () => number;
}) {
  const answers = new Map<string, SharedAnswer>();

  function read<T>(key: string, load: () => Promise<T>, keepMs: number): Promise<T> {
    const known = answers.get(key);
    if (known?.settledAt !== undefined && now() - known.settledAt < keepMs) return Promise.resolve(known.value as T);
    if (known?.inFlight) return known.inFlight as Promise<T>;
    const mine: SharedAnswer = {};
    const request = load().then(
      (value) => {
        if (answers.get(key) === mine) Object.assign(mine, { value, settledAt: now(), inFlight: undefined });
        return value;
      },
      (error: unknown) => {
        if (answers.get(key) === mine) answers.delete(key);
        throw error;
      },
    );
    mine.inFlight = request;
    answers.delete(key);
    answers.set(key, mine);
    // The oldest go first; an address-per-request flood of distinct reads cannot grow it without bound.
    while (answers.size > maxAnswers) answers.delete(answers.keys().next().value as string);
    return request;
  }

  return {
    /**
     * `cache` (one request's own) with its shareable reads answered from the shared ones. `scope` names what
     * else an answer depends on besides its key (the backend, the language it is asked in); `guest`, that the
     * render is for no player (its reads carry no token).
     */
    through(cache: QueryCache, scope: string, { guest }: { guest: boolean }): QueryCache {
      if (ttlMs <= 0) return cache;
      return {
        ...cache,
        read: <T>(key: string, load: () => Promise<T>, policy: QueryPolicy) => {
          const shared = sharedKey(key, policy, guest);
          return cache.read(
            key,
            shared === undefined ? load : () => read(`${scope}\n${shared}`, load, Math.min(ttlMs, policy.staleMs)),
            policy,
          );
        },
      };
    },
    /** Forgets every answer (the backend's answers changed under the site: a test's fault or seed). */
    clear: () => answers.clear(),
  };
}
