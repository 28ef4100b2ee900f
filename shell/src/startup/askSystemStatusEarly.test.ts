import { afterEach, describe, expect, it, vi } from 'vitest';
import { askSystemStatusEarly } from './askSystemStatusEarly';
import { fetchEarly, takeEarly } from './earlyFetch';
import { EARLY_SYSTEM_STATUS, RUNTIME_CONFIG_URL } from './startupUrls';

const statusCalls = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.filter(([url]) => String(url).includes('/system/status'));

describe('asking for the system status during start-up', () => {
  afterEach(() => {
    takeEarly(RUNTIME_CONFIG_URL);
    takeEarly(EARLY_SYSTEM_STATUS);
    vi.unstubAllGlobals();
  });

  it("asks the config's API base with its merchant code once the config has arrived, and holds the answer for start-up", async () => {
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        new Response(
          url === RUNTIME_CONFIG_URL ? JSON.stringify({ apiBase: 'https://api.test/wps', merchantCode: 'brand2' }) : '{"success":true}',
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    fetchEarly(RUNTIME_CONFIG_URL);
    await askSystemStatusEarly();
    const [[url, init]] = statusCalls(fetchMock) as [[string, RequestInit]];
    expect(url).toMatch(/^https:\/\/api\.test\/wps\/system\/status\?t=\d+$/);
    expect(init.headers).toEqual({ merchantCode: 'brand2' });
    await expect(takeEarly(EARLY_SYSTEM_STATUS)?.then((r) => r.text())).resolves.toBe('{"success":true}');
  });

  it('uses the default API base and merchant code when the config fails or says nothing', async () => {
    const fetchMock = vi.fn((url: string) =>
      url === RUNTIME_CONFIG_URL ? Promise.resolve(new Response('nope', { status: 404 })) : Promise.resolve(new Response('{}')),
    );
    vi.stubGlobal('fetch', fetchMock);
    fetchEarly(RUNTIME_CONFIG_URL);
    await askSystemStatusEarly();
    const [[url, init]] = statusCalls(fetchMock) as [[string, RequestInit]];
    expect(url).toMatch(/^\/wps\/system\/status\?t=\d+$/);
    expect(init.headers).toEqual({ merchantCode: 'mcasino' });
  });

  it('starts nothing when the config was not asked for early', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await askSystemStatusEarly();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeEarly(EARLY_SYSTEM_STATUS)).toBeUndefined();
  });
});
