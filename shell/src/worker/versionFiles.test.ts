import { sha384 } from '../federation/integrity';
import { REMOTES_CACHE } from './cacheNames';
import { learnRelease } from './releaseState';
import { releaseChecks } from './remoteFiles';
import { expectedHash } from './versionFiles';

const SITE = 'https://m.example';
const FOLDER = `${SITE}/remotes/lobby/1.1.0/`;
const CHUNK = 'window.home = 1;';
const CSS = '.home{color:gold}';
const hashOf = (text: string) => sha384(new TextEncoder().encode(text).buffer as ArrayBuffer);

/** An in-memory Cache Storage with one cache, enough for the worker's remote files. */
function memoryCaches() {
  const entries = new Map<string, Response>();
  const cache = {
    match: async (url: string) => entries.get(url)?.clone(),
    put: async (url: string, response: Response) => void entries.set(url, response),
    delete: async (url: string) => entries.delete(url),
    keys: async () => [...entries.keys()].map((url) => new Request(url)),
  };
  return { entries, storage: { open: async (name: string) => (name === REMOTES_CACHE ? cache : { ...cache, keys: async () => [] }) } };
}

let stored: ReturnType<typeof memoryCaches>;
let served: Record<string, string>;
let mfManifest = '';

beforeEach(async () => {
  mfManifest = JSON.stringify({
    metaData: { publicPath: 'auto' },
    integrity: { 'home.1234.js': await hashOf(CHUNK), 'home.1234.css': await hashOf(CSS) },
  });
  served = { [`${FOLDER}mf-manifest.json`]: mfManifest };
  stored = memoryCaches();
  vi.stubGlobal('caches', stored.storage);
  vi.stubGlobal('fetch', async (url: string) => (url in served ? new Response(served[url]) : new Response('', { status: 404 })));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const release = (version: string, manifestHash: string) => ({
    version,
    manifest: `/remotes/lobby/${version}/mf-manifest.json`,
    entry: `/remotes/lobby/${version}/remoteEntry.js`,
    integrity: { manifest: manifestHash, entry: `sha384-${'E'.repeat(64)}` },
  });
  await learnRelease({ remotes: { lobby: release('1.1.0', await hashOf(mfManifest)) } }, `${SITE}/m/remotes.json`);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the hash the worker requires of each file of a remote version', () => {
  it('is, for each chunk and CSS file, the one its verified mf-manifest.json lists', async () => {
    expect(await expectedHash(`${FOLDER}home.1234.js`)).toBe(await hashOf(CHUNK));
    expect(await expectedHash(`${FOLDER}home.1234.css`)).toBe(await hashOf(CSS));
    expect(await expectedHash(`${FOLDER}remoteEntry.js`)).toBe(`sha384-${'E'.repeat(64)}`);
  });

  it('is none for a file the manifest does not list, a version no release names, or a manifest that fails its hash', async () => {
    expect(await expectedHash(`${FOLDER}extra.js`)).toBeUndefined();
    expect(await expectedHash(`${SITE}/remotes/lobby/1.0.0/home.1234.js`)).toBeUndefined();
    served[`${FOLDER}mf-manifest.json`] = mfManifest.replace('home.1234.js', 'evil.js');
    await learnRelease(
      {
        remotes: {
          lobby: {
            version: '1.1.0',
            manifest: '/remotes/lobby/1.1.0/mf-manifest.json',
            entry: '/remotes/lobby/1.1.0/remoteEntry.js',
            integrity: { manifest: `sha384-${'M'.repeat(64)}`, entry: `sha384-${'E'.repeat(64)}` },
          },
        },
      },
      `${SITE}/m/remotes.json`,
    );
    expect(await expectedHash(`${FOLDER}evil.js`)).toBeUndefined();
    expect(await expectedHash(`${FOLDER}home.1234.js`)).toBeUndefined();
  });
});

describe('what the worker keeps and serves of a remote version', () => {
  const request = (file: string) => new Request(`${FOLDER}${file}`);
  const checks = releaseChecks as Required<typeof releaseChecks>;
  const call = <K extends keyof typeof checks>(hook: K, param: object) => (checks[hook] as (p: object) => Promise<Response | null>)(param);

  it.each([
    ['a chunk', 'home.1234.js', CHUNK, ';window.__tampered = true;'],
    ['a CSS file', 'home.1234.css', CSS, 'body{outline:7px solid red}'],
  ])('refuses %s altered after publish: never kept, never served, refused from the network', async (_, file, good, change) => {
    const altered = new Response(good + change);
    expect(await call('cacheWillUpdate', { request: request(file), response: altered })).toBeNull();
    expect((await call('fetchDidSucceed', { request: request(file), response: new Response(good + change) }))?.type).toBe('error');
    stored.entries.set(`${FOLDER}${file}`, new Response(good + change));
    expect(await call('cachedResponseWillBeUsed', { request: request(file), cachedResponse: new Response(good + change) })).toBeNull();
    expect(stored.entries.has(`${FOLDER}${file}`), 'the altered copy is dropped').toBe(false);

    const whole = new Response(good);
    expect(await call('cacheWillUpdate', { request: request(file), response: whole })).toBe(whole);
    expect(await call('fetchDidSucceed', { request: request(file), response: whole })).toBe(whole);
    expect(await call('cachedResponseWillBeUsed', { request: request(file), cachedResponse: whole })).toBe(whole);
  });

  it('never keeps a file its manifest does not list, and drops a held copy of one', async () => {
    expect(await call('cacheWillUpdate', { request: request('extra.js'), response: new Response('1') })).toBeNull();
    stored.entries.set(`${FOLDER}extra.js`, new Response('1'));
    expect(await call('cachedResponseWillBeUsed', { request: request('extra.js'), cachedResponse: new Response('1') })).toBeNull();
    expect(stored.entries.has(`${FOLDER}extra.js`)).toBe(false);
  });
});
