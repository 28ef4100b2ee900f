import { ApiError, createApiClient } from './client';
import { statusAnswer } from '../testing/fixtures';

interface Sent {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

function fakeService(answer: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = async (url: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(url), init, headers: { ...(init.headers as Record<string, string>) } });
    return answer();
  };
  return { sent, fetch: fetch as typeof globalThis.fetch };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('the console API client', () => {
  it('sends the token as Bearer on reads, with no cookie and no nonce', async () => {
    const service = fakeService(() => json({ name: 'release-manager', areas: ['*'] }));
    const client = createApiClient({ token: 'mrt_secret', fetch: service.fetch });
    expect(await client.whoami()).toEqual({ name: 'release-manager', areas: ['*'] });
    const [call] = service.sent;
    expect(call?.url).toBe('/v1/whoami');
    expect(call?.init.method).toBe('GET');
    expect(call?.init.credentials).toBe('omit');
    expect(call?.headers.authorization).toBe('Bearer mrt_secret');
    expect(call?.headers).not.toHaveProperty('x-release-nonce');
  });

  it('sends every change with a fresh nonce and the time it was made, as the CLI does', async () => {
    const service = fakeService(() => json(statusAnswer));
    const client = createApiClient({ token: 't', fetch: service.fetch, now: () => 1_700_000_000_000 });
    const first = client.prepare({ area: 'lobby', action: 'pin', version: '1.3.0' });
    const second = client.prepare({ area: 'lobby', action: 'pin', version: '1.3.0' });
    expect(first.nonce).not.toBe(second.nonce);
    const areas = await client.send(first);
    expect(areas.map((a) => a.area)).toEqual(['shell', 'lobby', 'promotions']);
    const [call] = service.sent;
    expect(call?.url).toBe('/v1/areas/lobby/pin');
    expect(call?.init.method).toBe('POST');
    expect(call?.headers).toMatchObject({
      authorization: 'Bearer t',
      'content-type': 'application/json',
      'x-release-nonce': first.nonce,
      'x-release-time': '1700000000000',
    });
    expect(call?.headers['x-release-nonce']).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(JSON.parse(String(call?.init.body))).toEqual({ version: '1.3.0' });
  });

  it.each([
    [
      { area: 'lobby', action: 'canary', version: '1.3.0', percent: 10 } as const,
      '/v1/areas/lobby/pin',
      { version: '1.3.0', canary: { percent: 10 } },
    ],
    [{ area: 'lobby', action: 'promote' } as const, '/v1/areas/lobby/promote', {}],
    [{ area: 'lobby', action: 'abort' } as const, '/v1/areas/lobby/abort', {}],
    [{ area: 'shell', action: 'rollback' } as const, '/v1/areas/shell/rollback', {}],
  ])('sends %o to the route and body the service takes', async (intent, path, body) => {
    const service = fakeService(() => json(statusAnswer));
    const client = createApiClient({ token: 't', fetch: service.fetch });
    await client.send(client.prepare(intent));
    expect(service.sent[0]?.url).toBe(path);
    expect(JSON.parse(String(service.sent[0]?.init.body))).toEqual(body);
  });

  it("turns the service's refusals into errors carrying its status and message", async () => {
    const refusal = (status: number, headers: Record<string, string> = {}) => {
      const service = fakeService(() => json({ message: `refused ${status}` }, status, headers));
      const client = createApiClient({ token: 't', fetch: service.fetch });
      return client.send(client.prepare({ area: 'lobby', action: 'rollback' })).then(
        () => null,
        (e: unknown) => e,
      );
    };
    const conflict = await refusal(409);
    expect(conflict).toBeInstanceOf(ApiError);
    expect(conflict).toMatchObject({ status: 409, message: 'refused 409', unanswered: false });
    expect(await refusal(403)).toMatchObject({ status: 403, message: 'refused 403' });
    expect(await refusal(429, { 'retry-after': '60' })).toMatchObject({ status: 429, retryAfter: 60 });
  });

  it('tells an unreachable service apart: no answer, so the change may or may not have been made', async () => {
    const client = createApiClient({
      token: 't',
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
    });
    const error = await client.status().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, unanswered: true });
  });

  it('refuses an answer of the wrong shape at the edge', async () => {
    const service = fakeService(() => json({ nothing: true }));
    const client = createApiClient({ token: 't', fetch: service.fetch });
    await expect(client.status()).rejects.toMatchObject({ status: 0, message: expect.stringContaining('could not be read') });
  });

  it('asks for the timeline of one area', async () => {
    const service = fakeService(() => json({ points: [] }));
    const client = createApiClient({ token: 't', fetch: service.fetch });
    expect(await client.timeline('lobby')).toEqual([]);
    expect(service.sent[0]?.url).toBe('/v1/timeline?area=lobby');
  });
});
