import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarly } from '../startup/earlyFetch';
import { sha384 } from './integrity';
import { preloadOpeningArea } from './preloadOpeningArea';
import { manifestOf, pinned } from './testing/releases';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];

describe('preloading the opening area', () => {
  afterEach(() => {
    preloads().forEach((link) => link.remove());
    vi.unstubAllGlobals();
  });

  it('fetches the pinned manifest and entry of the area the page opens on, the entry with its hash and CORS mode', async () => {
    const fetchMock = vi.fn((url: string) => Promise.resolve(new Response(url)));
    vi.stubGlobal('fetch', fetchMock);
    const release = manifestOf({ lobby: pinned('lobby', '1.0.0'), promotions: pinned('promotions', '2.0.0') });
    await preloadOpeningArea(release, '/m/activity');

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

  describe('the files of the module the page renders', () => {
    const manifestBody = JSON.stringify({
      metaData: { publicPath: 'auto' },
      exposes: [
        {
          name: 'Home',
          path: './Home',
          assets: { js: { sync: ['237.a.js', 'home.b.js'], async: ['later.js'] }, css: { sync: ['home.c.css'], async: [] } },
        },
      ],
    });
    const served = (body: string) =>
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.resolve(new Response(body))),
      );
    const withManifestHash = async (hash: string) => {
      const release = manifestOf({ lobby: pinned('lobby', '1.0.0') });
      release.remotes.lobby!.integrity.manifest = hash;
      return release;
    };

    it('preloads its synchronous scripts and styles once the manifest arrives matching its release hash', async () => {
      served(manifestBody);
      const release = await withManifestHash(await sha384(new TextEncoder().encode(manifestBody).buffer as ArrayBuffer));
      await preloadOpeningArea(release, '/m/home');
      const dir = new URL('/remotes/lobby/1.0.0/', window.location.href).href;
      expect(preloads().map((link) => [link.as, link.href, link.getAttribute('crossorigin')])).toEqual([
        ['script', `${dir}remoteEntry.js`, 'anonymous'],
        ['style', `${dir}home.c.css`, null],
        ['script', `${dir}237.a.js`, null],
        ['script', `${dir}home.b.js`, null],
      ]);
      takeEarly(new URL(release.remotes.lobby!.manifest, window.location.href).href);
    });

    it("gives each preload the integrity and CORS mode the runtime's tag will have, where the manifest records a hash", async () => {
      const hash = `sha384-${'B'.repeat(64)}`;
      const body = JSON.stringify({ ...JSON.parse(manifestBody), integrity: { 'home.c.css': hash, 'home.b.js': hash } });
      served(body);
      const release = await withManifestHash(await sha384(new TextEncoder().encode(body).buffer as ArrayBuffer));
      await preloadOpeningArea(release, '/m/home');
      expect(preloads().map((link) => [link.href.split('/').pop(), link.integrity || null, link.getAttribute('crossorigin')])).toEqual([
        ['remoteEntry.js', release.remotes.lobby!.integrity.entry, 'anonymous'],
        ['home.c.css', hash, 'anonymous'],
        ['237.a.js', null, null],
        ['home.b.js', hash, 'anonymous'],
      ]);
      takeEarly(new URL(release.remotes.lobby!.manifest, window.location.href).href);
    });

    it('leaves out a style sheet the page already links (a server-rendered head)', async () => {
      served(manifestBody);
      const release = await withManifestHash(await sha384(new TextEncoder().encode(manifestBody).buffer as ArrayBuffer));
      const sheet = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/remotes/lobby/1.0.0/home.c.css' });
      document.head.append(sheet);
      await preloadOpeningArea(release, '/m/home');
      sheet.remove();
      expect(preloads().map((link) => link.href.split('/').pop())).toEqual(['remoteEntry.js', '237.a.js', 'home.b.js']);
      takeEarly(new URL(release.remotes.lobby!.manifest, window.location.href).href);
    });

    it('preloads none of them from a manifest that does not match its release hash', async () => {
      served(manifestBody.replace('home.b.js', 'evil.js'));
      const release = await withManifestHash(await sha384(new TextEncoder().encode(manifestBody).buffer as ArrayBuffer));
      await preloadOpeningArea(release, '/m/home');
      expect(preloads().map((link) => link.href)).toEqual([expect.stringMatching(/remoteEntry\.js$/)]);
    });

    it('preloads none of them when the manifest cannot be fetched', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.reject(new TypeError('offline'))),
      );
      await preloadOpeningArea(manifestOf({ lobby: pinned('lobby', '1.0.0') }), '/m/home');
      expect(preloads()).toHaveLength(1);
    });
  });

  it('does nothing for an area the release manifest does not pin', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await preloadOpeningArea({ remotes: {} }, '/m/home');
    expect(preloads()).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
