import { setRuntimeConfig } from '../config/runtimeConfig';
import { useSessionStore } from '../session/store';
import { jsonResponse } from '../testing/jsonResponse';
import { api } from './client';
import { ApiError } from './errors';
import { setTransport } from './transport';

describe('a call answered by a request started during start-up', () => {
  let fresh: ReturnType<typeof vi.fn<() => Promise<Response>>>;
  beforeEach(() => {
    setRuntimeConfig({ apiBase: '/wps', merchantCode: 'mcasino', apiTimeoutMs: 200 });
    useSessionStore.getState().signOut();
    fresh = vi.fn(async () => jsonResponse({ success: true, value: 'fresh' }));
    setTransport(fresh);
  });

  it('takes its value through the envelope, without a second request', async () => {
    await expect(
      api.get('/system/status', { started: Promise.resolve(jsonResponse({ success: true, value: { maintenance: true } })) }),
    ).resolves.toEqual({ maintenance: true });
    expect(fresh).not.toHaveBeenCalled();
  });

  it('reports what the server refused as any call does', async () => {
    const refused = await api
      .get('/system/status', { started: Promise.resolve(jsonResponse({ success: false, message: 'System upgrading try again later' })) })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ kind: 'server', message: 'System upgrading try again later' });
    const failed = await api
      .get('/system/status', { started: Promise.resolve(jsonResponse({ message: 'down' }, 503)) })
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ kind: 'server', status: 503 });
    const malformed = await api.get('/system/status', { started: Promise.resolve(new Response('<html>')) }).catch((e: unknown) => e);
    expect(malformed).toMatchObject({ kind: 'malformed' });
  });

  it('asks again when the started request failed to arrive', async () => {
    await expect(api.get('/system/status', { started: Promise.reject(new TypeError('offline')) })).resolves.toBe('fresh');
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it("fails as a time-out when the started request does not answer within the call's time-out", async () => {
    const error = await api.get('/system/status', { started: new Promise<Response>(() => undefined) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(fresh).not.toHaveBeenCalled();
  });
});
