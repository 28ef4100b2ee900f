import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The browser's performance entries of a page: what the observers are handed, buffered. */
const ENTRIES: Record<string, object[]> = {
  'largest-contentful-paint': [{ startTime: 900 }, { startTime: 1420.4 }],
  paint: [
    { name: 'first-paint', startTime: 500 },
    { name: 'first-contentful-paint', startTime: 610 },
  ],
  'layout-shift': [
    { value: 0.02, startTime: 700, hadRecentInput: false },
    { value: 0.5, startTime: 800, hadRecentInput: true },
  ],
  event: [{ interactionId: 7, duration: 180 }],
};
class FakeObserver {
  static supportedEntryTypes = Object.keys(ENTRIES);
  constructor(private readonly callback: (list: { getEntries: () => object[] }) => void) {}
  observe({ type }: { type: string }) {
    this.callback({ getEntries: () => ENTRIES[type] ?? [] });
  }
}

/** A new page view on `answer` from the site: the modules as it loads them, a lobby already loaded. */
async function pageView(answer: unknown) {
  vi.resetModules();
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const sendBeacon = vi.fn(() => true);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }))),
  );
  vi.stubGlobal('navigator', { ...navigator, sendBeacon });
  const { reportRemote } = await import('../federation/beacon');
  reportRemote('lobby', '1.2.0', 'loaded');
  const { startVitals, VITALS_URL } = await import('./startVitals');
  startVitals({ serverRendered: true });
  await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { sendBeacon, VITALS_URL };
}
const hide = () => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  window.dispatchEvent(new Event('pagehide'));
};
const vitalsSent = (sendBeacon: ReturnType<typeof vi.fn>, url: string) => sendBeacon.mock.calls.filter(([to]) => to === url);

describe('Web Vitals of a page view', () => {
  it('a sampled page view sends one report when hidden, with the versions that ran and how the page was made', async () => {
    const { sendBeacon, VITALS_URL } = await pageView({ vitals: true });
    expect(vitalsSent(sendBeacon, VITALS_URL)).toEqual([]);
    hide();
    hide();
    const reports = vitalsSent(sendBeacon, VITALS_URL);
    expect(reports).toHaveLength(1);
    // The shift that followed an input is not counted; LCP is the last entry.
    expect(JSON.parse(String(reports[0]?.[1]))).toEqual({
      route: '/m/home',
      versions: { lobby: '1.2.0' },
      ssr: true,
      installed: false,
      lcp: 1420,
      fcp: 610,
      cls: 0.02,
      inp: 180,
      ...(performance.getEntriesByType('navigation').length ? { ttfb: expect.any(Number) } : {}),
    });
  });

  it('a page view the site did not sample sends nothing', async () => {
    const { sendBeacon, VITALS_URL } = await pageView({ vitals: false });
    hide();
    expect(vitalsSent(sendBeacon, VITALS_URL)).toEqual([]);
  });
});
