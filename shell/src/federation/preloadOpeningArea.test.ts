import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarly } from '../startup/earlyFetch';
import { preloadOpeningArea } from './preloadOpeningArea';
import { manifestOf, pinned } from './testing/releases';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];

describe('preloading the opening area', () => {
  afterEach(() => {
    preloads().forEach((link) => link.remove());
    vi.unstubAllGlobals();
  });

  it("fetches the pinned manifest and entry of the area the page opens on, the entry with its hash and CORS mode", async () => {
    const fetchMock = vi.fn((url: string) => Promise.resolve(new Response(url)));
    vi.stubGlobal('fetch', fetchMock);
    const release = manifestOf({ lobby: pinned('lobby', '1.0.0'), promotions: pinned('promotions', '2.0.0') });
    preloadOpeningArea(release, '/m/activity');

    const manifestUrl = new URL(release.remotes.promotions!.manifest, window.location.href).href;
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([manifestUrl]);
    await expect(takeEarly(manifestUrl)?.then((r) => r.text())).resolves.toBe(manifestUrl);

    expect(preloads()).toHaveLength(1);
    const [link] = preloads();
    expect(link!.as).toBe('script');
    expect(link!.href).toMatch(/\/remotes\/promotions\/2\.0\.0\/remoteEntry\.js$/);
    expect(link!.integrity).toBe(release.remotes.promotions!.integrity.entry);
    expect(link!.crossOrigin).toBe('anonymous');
  });

  it('does nothing for an area the release manifest does not pin', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    preloadOpeningArea({ remotes: {} }, '/m/home');
    expect(preloads()).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
