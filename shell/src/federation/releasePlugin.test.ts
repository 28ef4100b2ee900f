import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { bus } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sha384 } from './integrity';
import { forgetReleaseFiles } from './releaseFiles';
import { recoverySettled, releasePlugin } from './releasePlugin';
import { activeRelease, setPins } from './remoteReleases';
import { fakeHash, manifestOf, pinned } from './testing/releases';

type Plugin = ReturnType<typeof releasePlugin>;
type ErrorArgs = Parameters<NonNullable<Plugin['errorLoadRemote']>>[0];

/** A federation host whose loads succeed only for the versions in `working`. */
function fakeHost(working: string[]) {
  let registered = '';
  const host = {
    registerRemotes: vi.fn((remotes: { entry: string }[]) => void (registered = remotes[0]!.entry)),
    loadRemote: vi.fn(async (id: string) => {
      const version = /\/(\d+\.\d+\.\d+[^/]*)\//.exec(registered)?.[1] ?? '';
      if (!working.includes(version)) throw new Error(`${version} unreachable`);
      return { id, version };
    }),
  };
  return host;
}

const failure = (host: ReturnType<typeof fakeHost>, id = 'mfe_lobby/Home'): ErrorArgs =>
  ({
    id,
    error: new Error('first load failed'),
    lifecycle: 'onLoad',
    from: 'runtime',
    origin: host as unknown as ModuleFederation,
  }) as ErrorArgs;

let failures: unknown[];
let consoleError: ReturnType<typeof vi.spyOn>;
let off: () => void;
beforeEach(() => {
  failures = [];
  off = bus.on('remote:failed', (e) => failures.push(e));
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  off();
  consoleError.mockRestore();
});

describe('release plugin: retry, then last known good', () => {
  it('retries the pinned version once and keeps it when the retry works', async () => {
    setPins(manifestOf({ lobby: pinned('lobby', '1.1.0', '1.0.0') }));
    const host = fakeHost(['1.1.0']);
    expect(await releasePlugin().errorLoadRemote!(failure(host))).toEqual({ id: 'mfe_lobby/Home', version: '1.1.0' });
    expect(host.loadRemote).toHaveBeenCalledTimes(1);
    expect(activeRelease('lobby')?.version).toBe('1.1.0');
    expect(failures).toEqual([{ area: 'lobby', version: '1.1.0', error: 'first load failed' }]);
  });

  it('loads the fallback version when the retry fails too, and reports it on the bus and console', async () => {
    setPins(manifestOf({ lobby: pinned('lobby', '1.1.0', '1.0.0') }));
    const host = fakeHost(['1.0.0']);
    expect(await releasePlugin().errorLoadRemote!(failure(host))).toEqual({ id: 'mfe_lobby/Home', version: '1.0.0' });
    expect(host.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_lobby', entry: 'http://localhost:3000/remotes/lobby/1.0.0/mf-manifest.json' }],
      { force: true },
    );
    expect(activeRelease('lobby')?.version).toBe('1.0.0');
    expect(failures).toContainEqual({ area: 'lobby', version: '1.1.0', error: '1.1.0 unreachable', fallback: '1.0.0' });
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('falling back to 1.0.0'));
  });

  it('gives up (the area shows its error) when there is no fallback', async () => {
    setPins(manifestOf({ lobby: pinned('lobby', '1.1.0') }));
    const host = fakeHost([]);
    expect(await releasePlugin().errorLoadRemote!(failure(host))).toBeUndefined();
    expect(host.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('makes the retry and the fallback fetch their chunks again: nothing the failed container loaded is reinstalled', async () => {
    setPins(manifestOf({ lobby: pinned('lobby', '1.1.0', '1.0.0') }));
    const chunksAtLoad: unknown[] = [];
    const host = fakeHost(['1.0.0']);
    host.loadRemote.mockImplementation(async (id: string) => {
      chunksAtLoad.push(Reflect.get(globalThis, 'rspackChunkmfe_lobby'));
      Reflect.set(globalThis, 'rspackChunkmfe_lobby', [[[214], {}]]);
      if (!host.registerRemotes.mock.lastCall?.[0][0]!.entry.includes('/1.0.0/')) throw new Error('1.1.0 unreachable');
      return { id, version: '1.0.0' };
    });
    Reflect.set(globalThis, 'rspackChunkmfe_lobby', [[[214], {}]]);
    await releasePlugin().errorLoadRemote!(failure(host));
    expect(chunksAtLoad).toEqual([undefined, undefined]);
    Reflect.deleteProperty(globalThis, 'rspackChunkmfe_lobby');
  });

  it('says when a recovery under way has settled, and a load failing meanwhile is left to that recovery', async () => {
    setPins(manifestOf({ lobby: pinned('lobby', '1.1.0', '1.0.0') }));
    const host = fakeHost(['1.0.0']);
    let retryFails!: () => void;
    host.loadRemote.mockImplementationOnce(
      () => new Promise((_resolve, reject) => (retryFails = () => reject(new Error('1.1.0 unreachable')))),
    );
    const plugin = releasePlugin();
    const recovery = plugin.errorLoadRemote!(failure(host));
    let settled = false;
    void recoverySettled('lobby').then(() => (settled = true));
    expect(await plugin.errorLoadRemote!(failure(host, 'mfe_lobby/GameCenter'))).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    retryFails();
    expect(await recovery).toEqual({ id: 'mfe_lobby/Home', version: '1.0.0' });
    await vi.waitFor(() => expect(settled).toBe(true));
    await expect(recoverySettled('lobby')).resolves.toBeUndefined();
  });

  it('leaves other lifecycles and unknown containers to the runtime', async () => {
    setPins(manifestOf({ lobby: pinned('lobby', '1.1.0', '1.0.0') }));
    const host = fakeHost(['1.0.0']);
    expect(await releasePlugin().errorLoadRemote!({ ...failure(host), lifecycle: 'afterResolve' })).toBeUndefined();
    expect(await releasePlugin().errorLoadRemote!(failure(host, 'mfe_casino/Home'))).toBeUndefined();
    expect(host.loadRemote).not.toHaveBeenCalled();
  });
});

describe('release plugin: integrity', () => {
  beforeEach(() => setPins(manifestOf({ lobby: pinned('lobby', '1.1.0', '1.0.0') })));

  it('loads a pinned entry script with its SHA-384 and crossorigin', () => {
    const script = releasePlugin().createScript!({
      url: 'http://localhost:3000/remotes/lobby/1.1.0/remoteEntry.js',
      attrs: { 'data-x': '1' },
    });
    expect(script).toBeInstanceOf(HTMLScriptElement);
    const element = script as HTMLScriptElement;
    expect(element.integrity).toBe(pinned('lobby', '1.1.0').integrity.entry);
    expect(element.crossOrigin).toBe('anonymous');
    expect(element.getAttribute('data-x')).toBe('1');
  });

  it('knows only the releases in use: a fallback is not trusted before it is switched to', async () => {
    const plugin = releasePlugin();
    expect(plugin.createScript!({ url: 'http://localhost:3000/remotes/lobby/1.0.0/remoteEntry.js' })).toBeUndefined();
    await expect(plugin.fetch!('http://localhost:3000/remotes/lobby/1.0.0/mf-manifest.json', {})).rejects.toThrow(
      /not a release in the manifest/,
    );
    await expect(plugin.fetch!('https://evil.example/mf-manifest.json', {})).rejects.toThrow(/not a release in the manifest/);
  });
});

describe('release plugin: every chunk and CSS file of a version', () => {
  const DIR = 'http://localhost:3000/remotes/lobby/1.1.0/';
  const chunkHash = fakeHash('chunk');
  const cssHash = fakeHash('css');
  const body = JSON.stringify({
    metaData: { publicPath: 'auto' },
    exposes: [{ path: './Home', assets: { js: { sync: ['home.1.js'] }, css: { sync: ['home.2.css'] } } }],
    integrity: { 'home.1.js': chunkHash, 'home.2.css': cssHash },
  });

  /** The plugin after the runtime fetched lobby 1.1.0's manifest, served as `served`. */
  async function afterManifest(served = body) {
    forgetReleaseFiles();
    const pin = pinned('lobby', '1.1.0', '1.0.0');
    pin.integrity.manifest = await sha384(new TextEncoder().encode(body).buffer as ArrayBuffer);
    setPins(manifestOf({ lobby: pin }));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(served))),
    );
    const plugin = releasePlugin();
    // The plugin's fetch is async: always a promise.
    const fetched = plugin.fetch!(`${DIR}mf-manifest.json`, {}) as Promise<Response>;
    await fetched.catch(() => undefined);
    return { plugin, fetched };
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetReleaseFiles();
  });

  it("loads a module's chunk and CSS with the SHA-384 its verified manifest records, in CORS mode", async () => {
    const { plugin } = await afterManifest();
    const script = plugin.createScript!({ url: `${DIR}home.1.js`, attrs: { fetchpriority: 'high' } }) as HTMLScriptElement;
    expect([script.integrity, script.crossOrigin, script.getAttribute('fetchpriority')]).toEqual([chunkHash, 'anonymous', 'high']);
    const link = plugin.createLink!({ url: `${DIR}home.2.css`, attrs: { rel: 'stylesheet' } }) as HTMLLinkElement;
    expect([link.integrity, link.crossOrigin, link.rel, link.href]).toEqual([cssHash, 'anonymous', 'stylesheet', `${DIR}home.2.css`]);
  });

  it('refuses a file of that folder its manifest does not name (an integrity nothing matches), and leaves other URLs alone', async () => {
    const { plugin } = await afterManifest();
    const stray = plugin.createScript!({ url: `${DIR}injected.js` }) as HTMLScriptElement;
    expect(stray.integrity).toMatch(/^sha384-A{64}$/);
    expect(plugin.createLink!({ url: 'http://localhost:3000/m/static/main.css' })).toBeUndefined();
  });

  it('trusts no file list from a manifest that does not match its release hash', async () => {
    const { plugin, fetched } = await afterManifest(body.replace(chunkHash, fakeHash('evil')));
    await expect(fetched).rejects.toThrow(/does not match its release hash/);
    expect(plugin.createScript!({ url: `${DIR}home.1.js` })).toBeUndefined();
  });
});
