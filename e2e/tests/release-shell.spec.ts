import { appendFileSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { autoDismissAnnouncements } from '../support/fixtures';
import { ReleaseSite, shellSourceWithLogoLabel } from '../support/releaseSite';
import { test, sitePorts } from '../support/site';

/**
 * The shell released like an area (docs/releasing.md): a published shell version is pinned and rolled back
 * without a restart of the site server, and the next page load runs it whole: its page, its scripts and its
 * server build (the server-rendered HTML carries the new build's text before any script runs).
 */
const ports = sitePorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
const site = new ReleaseSite(ports.releaseSite, `http://127.0.0.1:${ports.api}`, true);
const LABEL = 'MCasino home, shell 1.1.0';

// Publishing builds the shell (its page, worker and server build): on a busy two-core machine that takes a while.
test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.beforeAll(async () => site.start());
test.afterAll(() => site.stop());
test.beforeEach(async ({ page }) => {
  site.resetTree();
  await autoDismissAnnouncements(page);
});

const shellOf = (html: string) => /<meta name="m-shell-version" content="([^"]+)"/.exec(html)?.[1];
const pinnedShell = () =>
  (JSON.parse(readFileSync(site.file('m', 'remotes.json'), 'utf8')) as { shell?: { version: string } }).shell?.version;

/** The next page load: the server's HTML (as it arrives, before any script) and the page once it runs. */
async function load(page: Page) {
  const response = await page.goto(`${site.baseURL}/m/`);
  const html = (await response?.text()) ?? '';
  await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 20_000 });
  return {
    html,
    shell: await page.locator('meta[name="m-shell-version"]').getAttribute('content'),
    logo: await page.getByTestId('app-logo').getAttribute('aria-label'),
  };
}

test('a shell version is published, pinned and rolled back; each reaches the next page load, page and server render alike', async ({
  page,
}, info) => {
  const base = pinnedShell();
  expect(base, 'the workspace build is the pinned shell').toMatch(/-workspace\.\d+$/);
  const before = await load(page);
  expect([shellOf(before.html), before.shell, before.logo]).toEqual([base, base, 'MCasino home']);

  expect(site.release('publish', 'shell', '--version', '1.1.0', '--source', shellSourceWithLogoLabel(LABEL))).toContain(
    'published shell@1.1.0',
  );
  expect(site.refused('publish', 'shell', '--version', '1.1.0')).toContain('shell@1.1.0 is already published');
  expect((await load(page)).shell, 'published, not pinned: players keep theirs').toBe(base);

  const pinAt = Date.now();
  expect(site.release('pin', 'shell', '1.1.0')).toContain(`pinned shell@1.1.0 (fallback ${base})`);
  const pinned = await load(page);
  const pinToPlayer = Date.now() - pinAt;
  expect(shellOf(pinned.html)).toBe('1.1.0');
  expect(pinned.html, 'rendered by the server build of 1.1.0').toContain(`aria-label="${LABEL}"`);
  expect([pinned.shell, pinned.logo]).toEqual(['1.1.0', LABEL]);

  const rollbackAt = Date.now();
  expect(site.release('rollback', 'shell')).toContain(`rolled back shell to ${base}`);
  const back = await load(page);
  const rollbackToPlayer = Date.now() - rollbackAt;
  expect(shellOf(back.html)).toBe(base);
  expect(back.html).not.toContain(LABEL);
  expect([back.shell, back.logo]).toEqual([base, 'MCasino home']);

  expect(site.release('status')).toMatch(new RegExp(`shell\\s+${base!.replace(/\./g, '\\.')}\\s+\\S+\\s+[^\\n]*1\\.1\\.0`));
  expect(site.release('status', '--history')).toMatch(/rollback\s+shell\s+1\.1\.0 → /);
  info.annotations.push(
    { type: 'shell pin to player', description: `${pinToPlayer} ms` },
    { type: 'shell rollback to player', description: `${rollbackToPlayer} ms` },
  );
  console.log(
    `shell release timings: pin → next load on 1.1.0 in ${pinToPlayer} ms; rollback → next load on ${base} in ${rollbackToPlayer} ms`,
  );
});

test('a pinned shell whose server build changed after publishing never runs: players get its fallback, page and render', async ({
  page,
}) => {
  const base = pinnedShell();
  site.release('publish', 'shell', '--version', '1.2.0', '--source', shellSourceWithLogoLabel(LABEL));
  site.release('pin', 'shell', '1.2.0');
  expect(shellOf((await load(page)).html)).toBe('1.2.0');
  const serverBuild = site.file('.shell', '1.2.0', 'server', 'render.cjs');
  appendFileSync(serverBuild, '\n// changed after publishing\n');
  const next = await load(page);
  expect(shellOf(next.html), 'the fallback’s page, rendered by its own server build').toBe(base);
  expect(next.html).toContain('data-testid="game-tile"');
  expect(next.html).not.toContain(LABEL);
  expect([next.shell, next.logo]).toEqual([base, 'MCasino home']);
});
