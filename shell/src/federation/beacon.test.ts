import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

/** The module as a new page view loads it: no token asked yet, no report sent. */
async function newPageView() {
  vi.resetModules();
  return import('./beacon');
}

describe('remote load reports', () => {
  it('ask for the page view’s token once, before the first report, then send area, version and kind only, once per page view each', async () => {
    const order: string[] = [];
    const fetch = vi.fn(() => {
      order.push('token');
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    const sendBeacon = vi.fn(() => {
      order.push('report');
      return true;
    });
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', { sendBeacon });
    const { BEACON_URL, VIEW_URL, reportRemote } = await newPageView();
    reportRemote('lobby', '1.2.0', 'load');
    reportRemote('lobby', '1.2.0', 'load');
    reportRemote('lobby', '1.2.0', 'render');
    reportRemote('lobby', undefined, 'loaded');
    await vi.waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(2));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(VIEW_URL, expect.objectContaining({ method: 'POST', credentials: 'same-origin' }));
    expect(order).toEqual(['token', 'report', 'report']);
    expect(sendBeacon).toHaveBeenNthCalledWith(1, BEACON_URL, JSON.stringify({ area: 'lobby', version: '1.2.0', kind: 'load' }));
  });

  it('still report when the token cannot be had (such reports count nowhere), and never disturb the page', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    const sendBeacon = vi.fn(() => {
      throw new TypeError('blocked');
    });
    vi.stubGlobal('navigator', { sendBeacon });
    const { reportRemote } = await newPageView();
    expect(() => reportRemote('account', '1.0.0', 'integrity')).not.toThrow();
    await vi.waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(1));
  });
});
