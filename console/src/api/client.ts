// The console's one way to the release service: the token as `Authorization: Bearer` on every call (never a
// cookie, so no other site can make the browser call on a release manager's behalf), and on every change a
// fresh nonce and the time it was made, as the CLI's client sends them (tooling/release/client.mjs).
import { decodeHistory, decodeStatus, decodeTimeline, decodeWhoami, MalformedAnswer } from './decode';
import { makeNonce, type RandomFill } from './nonce';
import type { AreaStatus, ChangeAction, HistoryEntry, TimelinePoint, Whoami } from './types';

/** Why a call did not succeed: the service's answer (its status and message), or no answer at all. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or 0 when the service could not be reached or its answer could not be read. */
    readonly status: number,
    /** Seconds the service asks to wait (429). */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }

  /** No answer came: the change may or may not have been made. */
  get unanswered(): boolean {
    return this.status === 0;
  }
}

/** A change as sent: kept whole, so a retry after no answer sends the same nonce, which the service takes once. */
export interface ChangeRequest {
  area: string;
  action: ChangeAction;
  path: string;
  body: string;
  nonce: string;
  time: number;
}

export interface ChangeIntent {
  area: string;
  action: ChangeAction;
  version?: string;
  percent?: number;
}

export interface ClientOptions {
  token: string;
  base?: string;
  fetch?: typeof fetch;
  now?: () => number;
  random?: RandomFill;
}

const areaPath = (area: string, action: string) => `/v1/areas/${encodeURIComponent(area)}/${action}`;

function changeBody({ action, version, percent }: ChangeIntent): object {
  if (action === 'pin') return { version };
  if (action === 'canary') return { version, canary: { percent } };
  return {};
}

export function createApiClient({
  token,
  base = '',
  fetch: fetchImpl = globalThis.fetch.bind(globalThis),
  now = Date.now,
  random,
}: ClientOptions) {
  async function call(method: 'GET' | 'POST', path: string, extra: Record<string, string> = {}, body?: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...extra },
        body,
        credentials: 'omit',
        cache: 'no-store',
      });
    } catch {
      throw new ApiError('the release service could not be reached', 0);
    }
    const raw = await response.text().catch(() => '');
    let doc: unknown = null;
    try {
      doc = raw ? JSON.parse(raw) : null;
    } catch {
      doc = null;
    }
    if (!response.ok) {
      const message =
        doc && typeof doc === 'object' && 'message' in doc && typeof doc.message === 'string' ? doc.message : raw || response.statusText;
      const retryAfter = Number(response.headers.get('retry-after'));
      throw new ApiError(message, response.status, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
    }
    return doc;
  }

  async function read<T>(path: string, decode: (value: unknown) => T): Promise<T> {
    const doc = await call('GET', path);
    try {
      return decode(doc);
    } catch (error) {
      if (error instanceof MalformedAnswer)
        throw new ApiError(`the release service's answer to ${path} could not be read: ${error.message}`, 0);
      throw error;
    }
  }

  return {
    whoami: (): Promise<Whoami> => read('/v1/whoami', decodeWhoami),
    status: (): Promise<AreaStatus[]> => read('/v1/status', decodeStatus),
    history: (): Promise<HistoryEntry[]> => read('/v1/history', decodeHistory),
    timeline: (area: string): Promise<TimelinePoint[]> => read(`/v1/timeline?area=${encodeURIComponent(area)}`, decodeTimeline),

    /** A new request for a change, with its own nonce and time. */
    prepare(intent: ChangeIntent): ChangeRequest {
      const action = intent.action === 'canary' ? 'pin' : intent.action;
      return {
        area: intent.area,
        action: intent.action,
        path: areaPath(intent.area, action),
        body: JSON.stringify(changeBody(intent)),
        nonce: makeNonce(random),
        time: now(),
      };
    },

    /** Send a prepared change; the areas as they are after it. */
    async send(request: ChangeRequest): Promise<AreaStatus[]> {
      const doc = await call(
        'POST',
        request.path,
        { 'content-type': 'application/json', 'x-release-nonce': request.nonce, 'x-release-time': String(request.time) },
        request.body,
      );
      try {
        return decodeStatus(doc);
      } catch {
        // The change was made; what the areas are now is read with the next status.
        return [];
      }
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
