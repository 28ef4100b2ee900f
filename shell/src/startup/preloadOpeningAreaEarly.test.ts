import { afterEach, describe, expect, it, vi } from 'vitest';
import { manifestOf, pinned } from '../federation/testing/releases';
import { fetchOnce, fetchStartupFiles, takeEarly } from './earlyFetch';
import { preloadOpeningAreaEarly } from './preloadOpeningAreaEarly';

const release = manifestOf({ lobby: pinned('lobby', '1.0.0') });
const lobbyManifest = () => new URL(release.remotes.lobby!.manifest, window.location.href).href;

function serve(remotesJson: string) {
  const fetchMock = vi.fn((url: string) => Promise.resolve(new Response(url === '/m/remotes.json' ? remotesJson : '{}')));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the opening area, started by the entry script', () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    takeEarly(lobbyManifest());
    vi.unstubAllGlobals();
  });

  it("asks for home's area as soon as the release manifest arrives, and leaves that answer whole for the shell", async () => {
    window.history.replaceState(null, '', '/m/home');
    const fetchMock = serve(JSON.stringify(release));
    fetchStartupFiles(['/m/remotes.json']);
    await preloadOpeningAreaEarly();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/m/remotes.json', lobbyManifest()]);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="preload"]')?.href).toMatch(
      /\/remotes\/lobby\/1\.0\.0\/remoteEntry\.js$/,
    );
    await expect((await fetchOnce('/m/remotes.json')).json()).resolves.toEqual(release);
  });

  it('starts nothing from a release manifest that does not match its schema', async () => {
    window.history.replaceState(null, '', '/m/home');
    const fetchMock = serve(JSON.stringify({ remotes: { lobby: { version: 1 } } }));
    fetchStartupFiles(['/m/remotes.json']);
    await preloadOpeningAreaEarly();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
    takeEarly('/m/remotes.json');
  });

  it('starts nothing in a preview tab, asked by the URL or by overrides stored for the tab', async () => {
    for (const [url, stored] of [
      ['/m/home?remotes=lobby@1.1.0', null],
      ['/m/home', '{"lobby":"1.1.0"}'],
    ] as const) {
      window.history.replaceState(null, '', url);
      if (stored) window.sessionStorage.setItem('m.release.preview', stored);
      const fetchMock = serve(JSON.stringify(release));
      fetchStartupFiles(['/m/remotes.json']);
      await preloadOpeningAreaEarly();
      expect(fetchMock.mock.calls.map(([called]) => called)).toEqual(['/m/remotes.json']);
      expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
      takeEarly('/m/remotes.json');
      window.sessionStorage.clear();
    }
  });
});
