import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { keepableLoads } from 'shell/loaded-files';
import { OFFLINE_READY_MARK } from 'shell/pwa';
import { RELEASE_CACHE, RELEASE_SCRIPTS_CACHE, REMOTES_CACHE } from 'shell/worker-caches';
import { navigateInApp } from './hostileContent';
import { REPO } from './releaseSite';

/** The worker's caches, by the names the worker itself uses. */
export { RELEASE_CACHE, RELEASE_SCRIPTS_CACHE, REMOTES_CACHE };

/**
 * Waits until the service worker holds what the page has loaded, what it may keep (`keepableLoads`, the page's own
 * rule): the page marks each report the worker answered, and one came after the last such load. From now on the site
 * opens without a network.
 */
export async function untilOfflineReady(page: Page): Promise<void> {
  const reportedAfterLastLoad = async () => {
    const { reported, resources } = await page.evaluate(
      (mark) => ({
        reported: performance.getEntriesByName(mark).map((entry) => entry.startTime),
        resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
          ({ name, initiatorType, responseEnd }) => ({ name, initiatorType, responseEnd }),
        ),
      }),
      OFFLINE_READY_MARK,
    );
    const { files, pictures } = keepableLoads(resources);
    const keepable = new Set([...files, ...pictures]);
    const lastLoad = Math.max(0, ...resources.filter(({ name }) => keepable.has(name)).map(({ responseEnd }) => responseEnd));
    return reported.some((at) => at >= lastLoad);
  };
  await expect
    .poll(reportedAfterLastLoad, { message: 'the worker holds what the page loaded', timeout: 30_000, intervals: [200] })
    .toBe(true);
}

/** The kill switch (`pnpm worker off | on`) on `deployDir`, as a release manager runs it: what it printed. */
export const switchWorker = (deployDir: string, command: 'off' | 'on') =>
  execFileSync(process.execPath, [path.join(REPO, 'tooling', 'pwa', 'workerSwitch.mjs'), command], {
    env: { ...process.env, DEPLOY_DIR: deployDir },
    encoding: 'utf8',
  });

/** Whether a service worker controls the page. */
export const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** URLs (paths) the worker holds in one of its caches. */
export const cachedPaths = (page: Page, cacheName: string) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
  }, cacheName);

/** The versions of `area` the worker holds files of. */
export async function cachedVersions(page: Page, area: string): Promise<string[]> {
  const versions = (await cachedPaths(page, REMOTES_CACHE))
    .map((p) => new RegExp(`^/remotes/${area}/([^/]+)/`).exec(p)?.[1])
    .filter((v): v is string => v !== undefined);
  return [...new Set(versions)].sort();
}

/**
 * Once the page's screen is done loading, the player goes on to a second screen (VIP, as the back and forward
 * buttons move: the site starts its worker only for a player who stays, shell/src/pwa/playerStays.ts), and the
 * worker holds what the page loaded.
 */
export async function stayUntilOfflineReady(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await navigateInApp(page, '/m/vip');
  await expect(page.locator('[data-remote="promotions"]').first()).toBeVisible({ timeout: 20_000 });
  await untilOfflineReady(page);
}

/** Opens `url` as a returning player: a first visit on which the player stays and the worker keeps, then a load it controls. */
export async function openWithWorker(page: Page, url: string, ready: () => Promise<void>): Promise<void> {
  await page.goto(url);
  await ready();
  await stayUntilOfflineReady(page);
  await page.goto(url);
  await ready();
  expect(await controlled(page), 'a service worker controls the second load').toBe(true);
}

const sha = (algorithm: string, bytes: string | Buffer) => createHash(algorithm).update(bytes).digest('base64');

/** Replaces every `from` in `text`, failing when there is none: the tree must look as the test expects. */
function replaceAll(text: string, from: string, to: string, what: string): string {
  expect(text.includes(from), `${what} names ${from}`).toBe(true);
  return text.split(from).join(to);
}

/** The shell build of the worker that controls the page (its entry script's path), undefined without one. */
export const controllerVersion = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string | undefined>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve(undefined);
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<{ version?: string }>) => resolve(event.data.version);
        controller.postMessage({ type: 'version' }, [channel.port2]);
        setTimeout(() => resolve(undefined), 5_000);
      }),
  );

/** What the next shell build's theme script leaves on the page, beside what it does. */
export const NEXT_THEME_MARK = 'nextShellBuild';

/** The version the next shell build is released as (shipNextShellBuild). */
export const NEXT_SHELL_VERSION = '99.0.0';

/**
 * Releases the next shell build in `deployDir`, as `pnpm release publish shell` and `pin shell@99.0.0` would: a
 * copy of the pinned shell version whose entry script has a new name (its code changed by a comment), whose
 * theme script is changed (it also marks the page with `data-next-shell-build`) under a new `?v=`, and whose
 * page, offline page and service worker name them (the worker's list of files with the new files' names and
 * hashes, and the offline page's new revision and hash). Returns the new entry's path.
 */
export function shipNextShellBuild(deployDir: string): string {
  const running = (JSON.parse(readFileSync(path.join(deployDir, 'm', 'remotes.json'), 'utf8')) as { shell?: { version: string } }).shell
    ?.version;
  if (!running) throw new Error(`no pinned shell version in ${deployDir}`);
  const version = path.join(deployDir, '.shell', NEXT_SHELL_VERSION);
  cpSync(path.join(deployDir, '.shell', running), version, { recursive: true });
  const shell = path.join(version, 'm');
  // The compressed copies of the files changed here would be of the running build's.
  for (const file of ['index.html', 'shell.html', 'sw.js', 'theme.js'])
    for (const copy of [`${file}.br`, `${file}.gz`]) rmSync(path.join(shell, copy), { force: true });
  const entry = readdirSync(path.join(shell, 'static')).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  if (!entry) throw new Error(`no shell build in ${shell}`);
  const code = readFileSync(path.join(shell, 'static', entry));
  const nextCode = Buffer.concat([code, Buffer.from('\n/* the next shell build */\n')]);
  const next = `main.${createHash('sha256').update(nextCode).digest('hex').slice(0, 8)}.js`;
  writeFileSync(path.join(shell, 'static', next), nextCode);

  const theme = readFileSync(path.join(shell, 'theme.js'), 'utf8');
  const nextTheme = `${theme};document.documentElement.dataset.${NEXT_THEME_MARK}='true';`;
  writeFileSync(path.join(shell, 'theme.js'), nextTheme);
  const themeUrl = /src="(\/m\/theme\.js\?v=[0-9a-f]+)"/.exec(readFileSync(path.join(shell, 'index.html'), 'utf8'))?.[1];
  if (!themeUrl) throw new Error(`no versioned theme script in ${shell}/index.html`);
  const nextThemeUrl = `/m/theme.js?v=${createHash('sha256').update(nextTheme).digest('hex').slice(0, 8)}`;

  const renames: [string, string][] = [
    [`/m/static/${entry}`, `/m/static/${next}`],
    [themeUrl, nextThemeUrl],
  ];
  const renamed = (text: string, what: string) => renames.reduce((t, [from, to]) => replaceAll(t, from, to, what), text);

  const versioned = (text: string, what: string) =>
    replaceAll(text, `name="m-shell-version" content="${running}"`, `name="m-shell-version" content="${NEXT_SHELL_VERSION}"`, what);
  const offlinePage = readFileSync(path.join(shell, 'shell.html'), 'utf8');
  const nextOfflinePage = versioned(renamed(offlinePage, 'shell.html'), 'shell.html');
  writeFileSync(path.join(shell, 'shell.html'), nextOfflinePage);
  writeFileSync(
    path.join(shell, 'index.html'),
    versioned(renamed(readFileSync(path.join(shell, 'index.html'), 'utf8'), 'index.html'), 'index.html'),
  );

  let worker = renamed(readFileSync(path.join(shell, 'sw.js'), 'utf8'), 'sw.js');
  worker = replaceAll(worker, `sha384-${sha('sha384', code)}`, `sha384-${sha('sha384', nextCode)}`, 'sw.js');
  worker = replaceAll(worker, `sha384-${sha('sha384', theme)}`, `sha384-${sha('sha384', nextTheme)}`, 'sw.js');
  worker = replaceAll(worker, sha('sha256', offlinePage).slice(0, 16), sha('sha256', nextOfflinePage).slice(0, 16), 'sw.js');
  worker = replaceAll(worker, `sha384-${sha('sha384', offlinePage)}`, `sha384-${sha('sha384', nextOfflinePage)}`, 'sw.js');
  writeFileSync(path.join(shell, 'sw.js'), worker);
  const release = `import { pin, recordBuild } from ${JSON.stringify(path.join(REPO, 'tooling', 'release', 'release.mjs'))};
const deployDir = ${JSON.stringify(deployDir)};
const change = { deployDir, area: 'shell', version: ${JSON.stringify(NEXT_SHELL_VERSION)}, command: 'e2e: the next shell build' };
recordBuild({ ...change, source: 'publish' });
pin(change);`;
  execFileSync(process.execPath, ['--input-type=module', '-e', release], { stdio: 'pipe' });
  return `/m/static/${next}`;
}
