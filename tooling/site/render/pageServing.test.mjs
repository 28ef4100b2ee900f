// The site server's page serving under clients and renders that misbehave, over a stand-in for the shell's
// server build (testing/stubRenderer.cjs): no page hangs because of a client, a render or load, and the server
// stops within its time.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { sha384 } from '../../release/integrity.mjs';
import { createSiteServer, stopSiteServer } from '../serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const INDEX =
  '<!doctype html><html><head><title>m</title></head><body><div id="root"></div><script src="/m/app.js"></script></body></html>';

/** @type {(() => Promise<void>)[]} */
const cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A site server over a deploy tree whose shell server build is the stub; resolves once it listens. */
async function stubSite(options = {}) {
  const deployDir = mkdtempSync(path.join(tmpdir(), 'm-serving-'));
  mkdirSync(path.join(deployDir, 'm'), { recursive: true });
  mkdirSync(path.join(deployDir, '.ssr', 'shell'), { recursive: true });
  writeFileSync(path.join(deployDir, 'm', 'index.html'), INDEX);
  writeFileSync(path.join(deployDir, 'm', 'remotes.json'), JSON.stringify({ updatedAt: new Date(0).toISOString(), remotes: {} }));
  writeFileSync(path.join(deployDir, 'm', 'config.json'), JSON.stringify({ apiBase: '/wps' }));
  copyFileSync(path.join(here, 'testing', 'stubRenderer.cjs'), path.join(deployDir, '.ssr', 'shell', 'render.cjs'));
  const app = await createSiteServer({
    deployDir,
    apiUrl: 'http://127.0.0.1:9',
    ssr: true,
    pageCacheMs: 1000,
    renderBudgetMs: 200,
    testHooks: false,
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  let stopped = false;
  cleanups.push(async () => {
    if (!stopped) await stopSiteServer(app, 1000);
    rmSync(deployDir, { recursive: true, force: true });
  });
  return {
    app,
    deployDir,
    port: address.port,
    url: (pathname) => `http://127.0.0.1:${address.port}${pathname}`,
    stop: async (withinMs) => {
      stopped = true;
      await stopSiteServer(app, withinMs);
    },
  };
}

/** An ordinary request: its status and body, or 'hung' when it has not ended within `ms`. */
async function ask(url, { ms = 5000, encoding = 'identity' } = {}) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(ms), headers: { 'accept-encoding': encoding } });
    return { status: response.status, body: await response.text(), encoding: response.headers.get('content-encoding') };
  } catch {
    return { status: 'hung', body: '', encoding: null };
  }
}

/** A client that asks for `pathname` and closes its connection after `afterMs`. */
function leaving(port, pathname, afterMs) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${pathname} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip\r\n\r\n`);
      setTimeout(() => resolve(socket.destroy()), afterMs);
    });
    socket.on('error', () => resolve(undefined));
  });
}

/** A client that asks for `pathname` and never reads a byte of the answer; closed by the test's clean-up. */
function neverReading(port, pathname) {
  const socket = net.connect(port, '127.0.0.1', () => {
    socket.pause();
    socket.write(`GET ${pathname} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\n\r\n`);
  });
  socket.on('error', () => undefined);
  cleanups.push(async () => void socket.destroy());
  return socket;
}

const renders = () => /** @type {{ __stubRenders?: number }} */ (globalThis).__stubRenders ?? 0;

describe('serving server-rendered pages', () => {
  it('keeps no page waiting on a client that never reads: the render ends, and the next request takes its page', async () => {
    const site = await stubSite();
    // 8 MB: more than the socket buffers take, so the render meets the client's back-pressure.
    neverReading(site.port, '/m/home?kb=8192&chunks=64&ms=64');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    const next = await ask(site.url('/m/home?kb=8192&chunks=64&ms=64'));
    expect(next.status).toBe(200);
    expect(next.body.length).toBeGreaterThan(8 * 1024 * 1024);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers every ordinary request among 100 clients that leave mid-page and 10 that never read', async () => {
    const site = await stubSite();
    const paths = ['/m/home', '/m/home?kb=512', '/m/gameList?ms=120', '/m/promo?kb=2048&chunks=32'];
    const outcomes = [];
    for (let i = 0; i < 100; i++) {
      const pathname = paths[i % paths.length];
      void leaving(site.port, pathname, (i * 37) % 150);
      if (i % 10 === 0) neverReading(site.port, pathname);
      if (i % 4 === 0) outcomes.push(ask(site.url(paths[(i + 1) % paths.length]), { encoding: ['identity', 'gzip', 'br'][i % 3] }));
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    const answered = await Promise.all(outcomes);
    expect(answered.map((answer) => answer.status)).toEqual(answered.map(() => 200));
    for (const { body } of answered) expect(body).toMatch(/<\/html>$/);
  });

  it('ends a page whose render never ends by its time limit, and a request waiting for it renders its own', async () => {
    const site = await stubSite({ renderBudgetMs: 50 });
    const started = Date.now();
    const [first, second] = await Promise.all([ask(site.url('/m/home?hang=1')), ask(site.url('/m/home?hang=1'))]);
    expect(first.status).toBe(200);
    expect(first.body).toMatch(/<\/html>$/);
    expect(second.status).toBe(200);
    // Hard limit: 4 × 50 + 1000 ms; the waiting request gave up after 2 × 50 ms and rendered its own.
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('serves the page the browser renders when the render fails, and keeps nothing of it', async () => {
    const site = await stubSite();
    const answer = await ask(site.url('/m/home?fail=1'));
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<div id="root"></div><script src="/m/app.js">');
  });

  it('renders a page once for a burst of requests for it, and sends it compressed as each asks without compressing it per request', async () => {
    const site = await stubSite();
    const before = renders();
    const encodings = Array.from({ length: 20 }, (_, i) => (i % 2 ? 'br, gzip' : 'gzip'));
    const answers = await Promise.all(encodings.map((encoding) => ask(site.url('/m/home?ms=100&kb=32'), { encoding })));
    expect(renders() - before).toBe(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.map((answer) => answer.encoding)).toEqual(encodings.map((encoding) => (encoding.startsWith('br') ? 'br' : 'gzip')));
  });

  it('marks a guest page reused whole for an edge to keep as long as the server does, never a streamed or personal one', async () => {
    const site = await stubSite({ holdHeadMs: 100 });
    const headers = async (/** @type {Record<string, string>} */ extra = {}, pathname = '/m/home?ms=10') =>
      (await fetch(site.url(pathname), { headers: extra })).headers;
    expect((await headers()).get('x-accel-expires'), 'rendered for this request').toBeNull();
    expect((await headers()).get('x-accel-expires'), 'reused').toBe('1');
    expect((await headers({ cookie: 'm_session=player' })).get('x-accel-expires')).toBeNull();
    // Slower than the hold: streamed, and passed on by an edge as it comes.
    const streamed = await headers({}, '/m/home?ms=300&n=2');
    expect(streamed.get('x-accel-buffering')).toBe('no');
    expect(streamed.get('x-accel-expires')).toBeNull();
  });

  it('past its render limit, a request waits for a render to end, at most a quarter of a second, then gets the page the browser renders, never an error', async () => {
    const site = await stubSite({ maxRenders: 2, renderQueueMs: 250 });
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => ask(site.url(`/m/home?ms=400&n=${i}`))));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const browserRendered = answers.filter((answer) => answer.body.includes('<div id="root"></div>'));
    expect(browserRendered).toHaveLength(8);
    expect(site.app.pageStats()?.overloaded).toBe(8);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('past its render limit, a request whose wait sees a render end is rendered by the server', async () => {
    const site = await stubSite({ maxRenders: 1, renderQueueMs: 1000 });
    const answers = await Promise.all(Array.from({ length: 3 }, (_, i) => ask(site.url(`/m/home?ms=50&n=${i}`))));
    expect(answers.filter((answer) => answer.body.includes('<div id="root"></div>'))).toHaveLength(0);
    expect(site.app.pageStats()).toMatchObject({ rendersInFlight: 0, waiting: 0, overloaded: 0 });
  });

  for (const [encoding, decompress] of /** @type {const} */ ([
    ['gzip', createGunzip],
    ['br', createBrotliDecompress],
  ]))
    it(`sends the head before the body is rendered, compressed (${encoding})`, async () => {
      const site = await stubSite();
      const started = Date.now();
      const headAt = await new Promise((resolve, reject) => {
        http
          .get(site.url('/m/home?ms=800&chunks=1'), { headers: { 'accept-encoding': encoding } }, (response) => {
            expect(response.headers['content-encoding']).toBe(encoding);
            let text = '';
            response.pipe(decompress()).on('data', (chunk) => {
              text += chunk;
              if (text.includes('<title>Stub</title>')) resolve(Date.now() - started);
            });
          })
          .on('error', reject);
      });
      expect(headAt).toBeLessThan(600);
    });

  /** When the status line, the head and the end of a page at `pathname` arrived, in ms from the request. */
  const arrivals = (site, pathname) =>
    new Promise((resolve, reject) => {
      const started = Date.now();
      http
        .get(site.url(pathname), { headers: { 'accept-encoding': 'identity' } }, (response) => {
          const statusAt = Date.now() - started;
          let text = '';
          let headAt;
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            text += chunk;
            if (headAt === undefined && text.includes('<title>Stub</title>')) headAt = Date.now() - started;
          });
          response.on('end', () => resolve({ statusAt, headAt, endAt: Date.now() - started, text }));
        })
        .on('error', reject);
    });

  it('holds a page for its body: rendered within the hold, nothing of it leaves before it is whole', async () => {
    const site = await stubSite({ holdHeadMs: 1000 });
    // The body is rendered over 300 ms: not a byte, not even the status line, before then.
    const page = await arrivals(site, '/m/home?ms=300&chunks=3');
    expect(page.statusAt).toBeGreaterThanOrEqual(290);
    expect(page.text).toMatch(/^<!doctype html>.*<\/html>$/s);
  });

  it.each([
    ['br', 64, brotliDecompressSync],
    ['gzip', 64, gunzipSync],
    // Above ONE_PIECE_ON_THREAD_BYTES: compressed in the thread pool, still in one piece.
    ['br', 1024, brotliDecompressSync],
    ['gzip', 1024, gunzipSync],
  ])('sends a page whole within the hold in one piece, its length known, in %s (%i KB)', async (encoding, kb, decompress) => {
    const site = await stubSite({ holdHeadMs: 1000 });
    /** @type {{ headers: import('node:http').IncomingHttpHeaders, bytes: Buffer }} */
    const page = await new Promise((resolve, reject) => {
      http
        .get(site.url(`/m/home?ms=50&chunks=3&kb=${kb}`), { headers: { 'accept-encoding': encoding } }, (response) => {
          /** @type {Buffer[]} */
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    expect(page.headers['content-encoding']).toBe(encoding);
    expect(page.headers['transfer-encoding']).toBeUndefined();
    expect(Number(page.headers['content-length'])).toBe(page.bytes.length);
    const html = decompress(page.bytes).toString();
    expect(html).toMatch(/^<!doctype html>.*<\/html>$/s);
    expect(html.length).toBeGreaterThan(kb * 1000);
  });

  it('past the hold, sends the head before the body is rendered', async () => {
    const site = await stubSite({ holdHeadMs: 100 });
    const page = await arrivals(site, '/m/home?ms=1500&chunks=1');
    expect(page.headAt).toBeGreaterThanOrEqual(90);
    expect(page.endAt - page.headAt).toBeGreaterThan(700);
  });

  it('stops within its time with renders under way and a client that never reads', async () => {
    const site = await stubSite();
    neverReading(site.port, '/m/home?kb=8192&chunks=64&ms=64');
    const underWay = ask(site.url('/m/home?ms=400&n=1'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await site.stop(1500);
    expect(Date.now() - started).toBeLessThan(2500);
    expect((await underWay).status).toBe(200);
  });
});

describe('the shell version a page runs', () => {
  /** A shell version in the tree: a page naming its own script, and a server build whose pages carry its name. */
  function shellVersion(deployDir, version) {
    const dir = path.join(deployDir, '.shell', version);
    mkdirSync(path.join(dir, 'm'), { recursive: true });
    mkdirSync(path.join(dir, 'server'), { recursive: true });
    writeFileSync(path.join(dir, 'm', 'index.html'), INDEX.replace('/m/app.js', `/m/static/main.${version}.js`));
    writeFileSync(
      path.join(dir, 'server', 'render.cjs'),
      `const stub = require(${JSON.stringify(path.join(here, 'testing', 'stubRenderer.cjs'))});
exports.createRenderer = (options) => {
  const renderer = stub.createRenderer(options);
  return { ...renderer, head: async (base) => ({ ...(await renderer.head(base)), title: 'Shell ${version}' }) };
};`,
    );
    // What publishing records of it: the hashes of its page and server build.
    const registryFile = path.join(deployDir, 'remotes', 'registry.json');
    mkdirSync(path.dirname(registryFile), { recursive: true });
    const registry = existsSync(registryFile) ? JSON.parse(readFileSync(registryFile, 'utf8')) : { remotes: {} };
    registry.shell ??= { versions: {}, history: [] };
    registry.shell.versions[version] = {
      integrity: { page: sha384(path.join(dir, 'm', 'index.html')), server: sha384(path.join(dir, 'server', 'render.cjs')) },
    };
    writeFileSync(registryFile, JSON.stringify(registry));
  }
  const pinShell = (deployDir, version, fallback) =>
    writeFileSync(
      path.join(deployDir, 'm', 'remotes.json'),
      JSON.stringify({ updatedAt: new Date().toISOString(), shell: { version, ...(fallback && { fallback }) }, remotes: {} }),
    );

  it("is the pinned one, page and server render alike, from the next request on, with no restart; the browser's page too", async () => {
    const site = await stubSite({ pageCacheMs: 0 });
    const plain = await stubSite({ ssr: false });
    for (const { deployDir } of [site, plain]) {
      shellVersion(deployDir, '1.0.0');
      shellVersion(deployDir, '1.10.0');
    }
    for (const version of ['1.0.0', '1.10.0', '1.0.0']) {
      pinShell(site.deployDir, version);
      pinShell(plain.deployDir, version);
      const page = await ask(site.url('/m/home'));
      expect(page.body).toContain(`<title>Shell ${version}</title>`);
      expect(page.body).toContain(`<script src="/m/static/main.${version}.js">`);
      expect((await ask(plain.url('/m/home'))).body).toContain(`<script src="/m/static/main.${version}.js">`);
    }
  });

  it('is the one in deploy/m when the release names none; one whose files are not there runs nowhere', async () => {
    const site = await stubSite({ pageCacheMs: 0 });
    expect((await ask(site.url('/m/home'))).body).toContain('<title>Stub</title>');
    pinShell(site.deployDir, '9.9.9');
    // No server render of an unknown shell: deploy/m's page, which the browser renders.
    expect((await ask(site.url('/m/home'))).body).toBe(INDEX);
  });

  it('never runs a pinned shell whose page or server build changed since it was published: its fallback runs, else the browser renders', async () => {
    const site = await stubSite({ pageCacheMs: 0 });
    shellVersion(site.deployDir, '1.0.0');
    shellVersion(site.deployDir, '1.1.0');
    pinShell(site.deployDir, '1.1.0', '1.0.0');
    expect((await ask(site.url('/m/home'))).body).toContain('<title>Shell 1.1.0</title>');
    const server = path.join(site.deployDir, '.shell', '1.1.0', 'server', 'render.cjs');
    writeFileSync(server, `${readFileSync(server, 'utf8')}\nexports.changed = true;`);
    expect((await ask(site.url('/m/home'))).body).toContain('<title>Shell 1.0.0</title>');
    const page = path.join(site.deployDir, '.shell', '1.0.0', 'm', 'index.html');
    writeFileSync(page, readFileSync(page, 'utf8').replace('<title>m</title>', '<title>changed</title>'));
    expect((await ask(site.url('/m/home'))).body).toBe(INDEX);
  });
});

describe('releases warmed ahead of the requests that need them', () => {
  it('a pin is warmed within a second of landing, with no request, and an unchanged release is not warmed again', async () => {
    const preloads = () => /** @type {{ remotes: Record<string, { version: string }> }[]} */ (globalThis.__stubPreloads ?? []);
    globalThis.__stubPreloads = [];
    const site = await stubSite();
    await expect.poll(() => preloads().length, { timeout: 2000 }).toBe(1);
    expect(preloads()[0]?.remotes).toEqual({});
    const integrity = { manifest: `sha384-${'a'.repeat(64)}`, entry: `sha384-${'b'.repeat(64)}` };
    const lobby = {
      version: '1.2.0',
      manifest: '/remotes/lobby/1.2.0/mf-manifest.json',
      entry: '/remotes/lobby/1.2.0/remoteEntry.js',
      integrity,
    };
    writeFileSync(
      path.join(site.deployDir, 'm', 'remotes.json'),
      JSON.stringify({ updatedAt: new Date().toISOString(), remotes: { lobby } }),
    );
    const landed = Date.now();
    await expect.poll(() => preloads().length, { timeout: 3000, interval: 20 }).toBe(2);
    expect(Date.now() - landed).toBeLessThan(1500);
    expect(preloads()[1]?.remotes.lobby?.version).toBe('1.2.0');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(preloads()).toHaveLength(2);
  });
});
