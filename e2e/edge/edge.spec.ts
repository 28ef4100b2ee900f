import { expect, test, type APIRequestContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { releaseOf } from '../support/audit/serverHandover';
import { ACCOUNTS, hooks, logIn } from '../support/fixtures';
import { REPO } from '../support/releaseSite';
import { switchWorker } from '../support/serviceWorker';
import { EDGE_DEPLOY_DIR, edgePid, untilEveryWorkerServes, WORKER_PORTS, workerPid } from './edgeSite';

// The site through the edge (npm run start:edge): nginx with TLS and HTTP/2 in front of two site-server
// workers that share their state in Redis. What players meet, and what operators do to it under load.

test.beforeEach(async ({ request }) => {
  await hooks(request).reset();
});

/**
 * Asks `paths` in turn on `lanes` connections at once until `until` settles: every answer's status, and the
 * requests that failed outright.
 */
async function underLoad(request: APIRequestContext, paths: readonly string[], until: Promise<unknown>) {
  const statuses: number[] = [];
  const failures: string[] = [];
  let done = false;
  void until.finally(() => (done = true));
  const lane = async (offset: number) => {
    for (let i = offset; !done; i++) {
      const url = paths[i % paths.length]!;
      await request.get(url, { headers: { 'accept-encoding': 'gzip, br' }, timeout: 15_000 }).then(
        async (response) => {
          statuses.push(response.status());
          await response.body();
        },
        (error: Error) => failures.push(`${url}: ${error.message.split('\n')[0]}`),
      );
    }
  };
  await Promise.all([until, ...Array.from({ length: 12 }, (_, offset) => lane(offset))]);
  return { statuses, failures };
}
/** The release tooling on the edge's deploy tree, as a release manager runs it. */
const release = (...args: string[]) =>
  execFileSync(process.execPath, [path.join(REPO, 'tooling', 'release', 'cli.mjs'), ...args], {
    env: { ...process.env, DEPLOY_DIR: EDGE_DEPLOY_DIR },
    encoding: 'utf8',
    stdio: 'pipe',
  });
const LOAD = ['/m/', '/m/gameList?gameType=RNG', '/wps/system/status', '/m/remotes.json', '/m/promotion'];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('home arrives over TLS and HTTP/2, rendered on the server, its files (its release script too) from the edge precompressed and versioned for a year', async ({
  page,
}) => {
  const scripts: { url: string; headers: Record<string, string> }[] = [];
  page.on('response', (response) => {
    if (/\/m\/(static|releases)\/.*\.js$/.test(response.url())) scripts.push({ url: response.url(), headers: response.headers() });
  });
  const response = await page.goto('/m/');
  expect(await response?.text()).toContain('data-testid="game-tile"');
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true', { timeout: 20_000 });
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol)).toBe(
    'h2',
  );
  expect(
    scripts.some(({ url }) => url.includes('/m/releases/')),
    "the page's release script",
  ).toBe(true);
  for (const { url, headers } of scripts) {
    expect(headers['content-encoding'], url).toBe('br');
    expect(headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    expect(headers['x-content-type-options'], url).toBe('nosniff');
  }
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
});

test('a guest’s page is answered from the edge’s cache, per language, never a signed-in player’s', async ({ request, playwright }) => {
  const home = async (cookie?: string) => {
    const response = await request.get('/m/home', { headers: { 'accept-encoding': 'gzip', ...(cookie && { cookie }) } });
    return { cache: response.headers()['x-cache'], lang: /<html[^>]*lang="([a-z]+)"/.exec(await response.text())?.[1] };
  };
  // The workers keep a page for a second once rendered whole; the edge keeps what they mark for as long.
  const seen: string[] = [];
  for (let i = 0; i < 6 && !seen.includes('HIT'); i++) seen.push((await home()).cache ?? 'none');
  expect(seen).toContain('HIT');
  let portuguese = await home('m_lang=pt');
  for (let i = 0; i < 5 && portuguese.cache !== 'HIT'; i++) portuguese = await home('m_lang=pt');
  expect(portuguese).toEqual({ cache: 'HIT', lang: 'pt' });
  expect((await home()).lang).toBe('en');
  const player = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, ignoreHTTPSErrors: true });
  try {
    for (let i = 0; i < 3; i++) {
      const response = await player.get('/m/home', { headers: { cookie: 'm_session=abc' } });
      expect(response.headers()['x-cache']).toBe('BYPASS');
    }
  } finally {
    await player.dispose();
  }
});

test('a page comes in Brotli to a browser that takes it and in gzip to one that does not, also from the edge’s cache', async ({
  request,
}) => {
  const home = async (acceptEncoding: string) => {
    const response = await request.get('/m/home', { headers: { 'accept-encoding': acceptEncoding } });
    return { cache: response.headers()['x-cache'], encoding: response.headers()['content-encoding'], html: await response.text() };
  };
  const cases: [accepted: string, encoding: string][] = [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
  ];
  for (const [accepted, encoding] of cases) {
    let answer = await home(accepted);
    for (let i = 0; i < 5 && answer.cache !== 'HIT'; i++) answer = await home(accepted);
    expect({ cache: answer.cache, encoding: answer.encoding }, accepted).toEqual({ cache: 'HIT', encoding });
    expect(answer.html).toContain('data-testid="game-tile"');
  }
});

test('a player signs in through the edge: the session cookie is Secure and the next page is rendered for the player', async ({
  page,
  context,
}) => {
  await logIn(page, ACCOUNTS.player);
  const session = (await context.cookies()).find((cookie) => cookie.name === 'm_session');
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
  // Both workers render the player's page (nginx takes turns).
  for (let i = 0; i < 2; i++) {
    const html = (await (await page.goto('/m/'))?.text()) ?? '';
    expect(html).toContain(ACCOUNTS.player.username);
    expect(html).not.toContain('data-testid="header-login"');
  }
});

test('a pin reaches every worker, and the edge, within a second and a half', async ({ request }) => {
  test.setTimeout(120_000);
  const pinned = async () => {
    const html = await (await request.get('/m/')).text();
    return (await releaseOf(html, async (script) => (await request.get(script)).text()))?.remotes.lobby?.version;
  };
  release('publish', 'mfe-lobby', '--version', '9.9.9');
  expect(await pinned()).not.toBe('9.9.9');
  release('pin', 'lobby@9.9.9');
  // A worker reads the manifest at its next page; the edge keeps a guest's page at most a second.
  await pause(1500);
  expect(await Promise.all(Array.from({ length: 6 }, () => pinned()))).toEqual(Array.from({ length: 6 }, () => '9.9.9'));
});

test('a shell pin reaches every worker and the files the edge serves itself, compressed; a rollback brings the last shell back', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const served = async () => {
    const html = await (await request.get('/m/')).text();
    return /<meta name="m-shell-version" content="([^"]+)"/.exec(html)?.[1];
  };
  // The files the edge answers from the tree itself, as a browser asks for them: in Brotli.
  const file = async (url: string) => {
    const response = await request.get(url, { headers: { 'accept-encoding': 'br' } });
    expect(response.status(), url).toBe(200);
    return { encoding: response.headers()['content-encoding'], caching: response.headers()['cache-control'], text: await response.text() };
  };
  const built = (version: string, name: string) => readFileSync(path.join(EDGE_DEPLOY_DIR, '.shell', version, 'm', name), 'utf8');
  const everyWorker = async (version: string) => {
    // A worker reads the pin at its next page; the edge keeps a guest's page at most a second.
    await pause(1500);
    expect(await Promise.all(Array.from({ length: 6 }, () => served()))).toEqual(Array.from({ length: 6 }, () => version));
    for (const name of ['sw.js', 'shell.html']) {
      const { encoding, caching, text } = await file(`/m/${name}`);
      expect({ name, encoding, caching, same: text === built(version, name) }).toEqual({
        name,
        encoding: 'br',
        caching: 'no-cache',
        same: true,
      });
    }
  };
  const before = await served();
  expect(before).toBeTruthy();
  release('publish', 'shell', '--version', '9.9.9');
  expect(await served(), 'published, not pinned').toBe(before);
  release('pin', 'shell@9.9.9');
  await everyWorker('9.9.9');
  const entry = /version:"(\/m\/static\/main\.[0-9a-f]+\.js)"/.exec(built('9.9.9', 'sw.js'))?.[1];
  const script = await file(entry ?? 'the worker names no entry script');
  expect({ encoding: script.encoding, caching: script.caching }).toEqual({
    encoding: 'br',
    caching: 'public, max-age=31536000, immutable',
  });
  release('rollback', 'shell');
  await everyWorker(before!);
});

test('the kill switch reaches browsers through the edge, whatever encoding they take, and `on` brings the worker back', async ({
  request,
}) => {
  const worker = (command: 'off' | 'on') => switchWorker(EDGE_DEPLOY_DIR, command);
  const tree = (name: string) => readFileSync(path.join(EDGE_DEPLOY_DIR, 'm', name), 'utf8');
  const ENCODINGS = ['br', 'gzip', 'identity'];
  // What a browser's check for a new worker gets, as each kind of browser asks for it: is it `file`, and how cached.
  const servedWorker = (file: string) =>
    Promise.all(
      ENCODINGS.map(async (encoding) => {
        const response = await request.get('/m/sw.js', { headers: { 'accept-encoding': encoding } });
        return {
          encoding,
          status: response.status(),
          caching: response.headers()['cache-control'],
          same: (await response.text()) === file,
        };
      }),
    );
  const expected = ENCODINGS.map((encoding) => ({ encoding, status: 200, caching: 'no-cache', same: true }));
  const siteWorker = tree('sw.js');
  try {
    expect(worker('off')).toContain('switched the service worker off');
    const killSwitch = tree('sw-kill-switch.js');
    expect(killSwitch).not.toBe(siteWorker);
    expect(await servedWorker(killSwitch)).toEqual(expected);
  } finally {
    worker('on');
  }
  expect(await servedWorker(siteWorker)).toEqual(expected);
});

test('a canary failing on phones, reported through the edge to two workers that share Redis, is aborted once', async ({ browser }) => {
  test.setTimeout(120_000);
  release('publish', 'mfe-lobby', '--version', '9.10.0');
  release('pin', 'lobby@9.10.0', '--canary', '99', '--margin', '20', '--min-sample', '4');
  // Six phones, each a page view of its own: the canary's files cannot be fetched there, so each reports a failed
  // load of 9.10.0 (through the edge, which takes turns between the workers) and runs the pin instead.
  for (let phone = 0; phone < 6; phone++) {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: test.info().project.use.baseURL });
    try {
      const page = await context.newPage();
      await page.route('**/remotes/lobby/9.10.0/**', (route) => route.abort());
      await page.goto('/m/');
      await expect(page.getByTestId('game-tile').first()).toBeVisible();
      await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
      // A report goes out once the page has its page-view token: give it the time to leave before the tab closes.
      await page.waitForTimeout(300);
    } finally {
      await context.close();
    }
  }
  const canaryOf = () => JSON.parse(readFileSync(path.join(EDGE_DEPLOY_DIR, 'm', 'remotes.json'), 'utf8')).remotes.lobby.canary;
  await expect.poll(canaryOf, { timeout: 15_000 }).toBeUndefined();
  const aborts = readFileSync(path.join(EDGE_DEPLOY_DIR, '.release', 'audit.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { action: string; area?: string; by?: string; from?: string })
    .filter((entry) => entry.action === 'abort' && entry.area === 'lobby');
  expect(aborts).toEqual([expect.objectContaining({ by: 'collector', from: '9.10.0' })]);
});

test('a worker killed under load: no request fails, and the worker is started again', async ({ request }) => {
  const [victim] = WORKER_PORTS;
  const pid = workerPid(victim);
  expect(pid).toBeDefined();
  const kill = pause(1500).then(async () => {
    process.kill(pid!, 'SIGKILL');
    await pause(3000);
  });
  const { statuses, failures } = await underLoad(request, LOAD, kill);
  expect(failures).toEqual([]);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  expect(statuses.length).toBeGreaterThan(50);
  await expect.poll(() => workerPid(victim), { timeout: 30_000 }).not.toBe(pid);
  await untilEveryWorkerServes();
});

test('a rolling restart under load: no request fails, and every worker is replaced', async ({ request }) => {
  await untilEveryWorkerServes();
  const before = WORKER_PORTS.map(workerPid);
  const replaced = (async () => {
    await pause(500);
    process.kill(edgePid(), 'SIGHUP');
    await expect
      .poll(() => WORKER_PORTS.map(workerPid).every((pid, index) => pid !== undefined && pid !== before[index]), { timeout: 50_000 })
      .toBe(true);
    await pause(1000);
  })();
  const { statuses, failures } = await underLoad(request, LOAD, replaced);
  expect(failures).toEqual([]);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  expect(statuses.length).toBeGreaterThan(50);
});
