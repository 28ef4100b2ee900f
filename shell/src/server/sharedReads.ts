import type { QueryCache } from 'shared';

type QueryPolicy = Parameters<QueryCache['read']>[2];

interface SharedAnswer {
  settledAt?: number;
  value?: unknown;
  inFlight?: Promise<unknown>;
}

/** Reads the same for every player: not a player's own, and kept fresh for a while by the browser too. */
const isShareable = (policy: QueryPolicy) => !policy.perSession && policy.staleMs > 0;

/**
 * Backend answers that are the same for every player (the catalogue, banners, vendors; never a player's own
 * read), shared by the server renders of the next `ttlMs`: a page asked for by many players at once, each
 * signed in or at its own address, is rendered from one backend read of each instead of one per page. The
 * browser keeps these answers fresh for a minute; a page rendered from one is at most `ttlMs` (or its own
 * freshness, if shorter) older, as a kept page is. Reads under way are shared too; failures never are.
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
     * else an answer depends on besides its key (the backend, the language it is asked in).
     */
    through(cache: QueryCache, scope: string): QueryCache {
      if (ttlMs <= 0) return cache;
      return {
        ...cache,
        read: <T>(key: string, load: () => Promise<T>, policy: QueryPolicy) =>
          cache.read(key, isShareable(policy) ? () => read(`${scope}\n${key}`, load, Math.min(ttlMs, policy.staleMs)) : load, policy),
      };
    },
    /** Forgets every answer (the backend's answers changed under the site: a test's fault or seed). */
    clear: () => answers.clear(),
  };
}
