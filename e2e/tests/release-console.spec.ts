import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base, type Browser, type Page } from '@playwright/test';
import { areaBucket, BUCKET_COOKIE } from 'shell/device-bucket';
import { axeOn } from '../support/audit/axe';
import { autoDismissAnnouncements } from '../support/fixtures';
import { ReleaseService } from '../support/releaseService';
import { ReleaseSite, REPO } from '../support/releaseSite';
import { actOnceTakenOver, sitePorts } from '../support/site';

// The release console in a browser, against a release service over a release site's private deploy tree.
const ports = sitePorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
const site = new ReleaseSite(ports.releaseSite, `http://127.0.0.1:${ports.api}`);
const service = new ReleaseService(site, ports.releaseService);
/** The lobby version the tree pins (its workspace build), and the release published beside it. */
let BASE = '';
const NEXT = '1.1.0';
const LATER = '1.2.0';
const tokens = { manager: '', promotions: '' };

/** Every page of the console: no error in its console, no Content-Security-Policy refusal. */
const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(`${m.text()} ${m.location().url}`));
    page.on('pageerror', (e) => errors.push(e.message));
    await use(errors);
    // Refusals the tests provoke (403, 409) are logged by the browser as failed loads.
    expect(errors.filter((e) => !/status of 40[39]/.test(e))).toEqual([]);
  },
});

// Publishing builds a remote: on a busy two-core machine that can take most of a minute.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.beforeAll(async () => {
  await site.start();
  BASE = site.pinned('lobby');
  site.release('publish', 'mfe-lobby', '--version', NEXT);
  site.release('publish', 'mfe-lobby', '--version', LATER);
  tokens.manager = service.token('release-manager', 'all');
  tokens.promotions = service.token('promotions-squad', 'promotions');
  await service.start();
});
test.afterAll(async () => {
  await service.stop();
  await site.stop();
});

async function signIn(page: Page, token: string) {
  await page.goto(service.consoleURL);
  await page.getByLabel('Release token', { exact: true }).fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('signed-in-as')).toBeVisible();
  await expect(page.getByTestId('area-lobby')).toBeVisible();
}

const card = (page: Page, area: string) => page.getByTestId(`area-${area}`);

/** As the release manager, start a canary of lobby NEXT for 30 % of devices; returns lobby's card. */
async function startCanaryOfNext(page: Page) {
  await signIn(page, tokens.manager);
  const lobby = card(page, 'lobby');
  await lobby.getByLabel('Version').selectOption(NEXT);
  await lobby.getByLabel('Canary share (%)').fill('30');
  await change(page, 'lobby', 'Start canary', `Give lobby ${NEXT} to 30 % of devices as a canary (the others keep ${BASE})`);
  return lobby;
}

/** Ask for a change on an area's card, check what the confirmation says, and confirm it. */
async function change(page: Page, area: string, action: string, sentence: string) {
  await card(page, area).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('confirm-sentence')).toHaveText(sentence);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * `count` page views of lobby `version` report their Web Vitals to the release site, each with a page-view token of
 * its own, as players' browsers do when they leave a page.
 */
async function reportVitals(count: number, version: string, lcp: number) {
  const one = async () => {
    const view = await fetch(`${site.baseURL}/__release/view`, { method: 'POST' });
    expect(await view.json()).toEqual({ vitals: true });
    const cookie = (view.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const report = {
      route: '/m/',
      versions: { lobby: version },
      ssr: true,
      installed: false,
      lcp,
      inp: 80,
      cls: 0.01,
      fcp: 900,
      ttfb: 120,
    };
    const sent = await fetch(`${site.baseURL}/__release/vitals`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(report),
    });
    expect(sent.status).toBe(204);
  };
  for (let i = 0; i < count; i += 10) await Promise.all(Array.from({ length: Math.min(10, count - i) }, one));
}

/** An area of the console as a release manager sees it on a desktop, in light colours. */
async function screenshot(browser: Browser, file: string) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, deviceScaleFactor: 1, colorScheme: 'light' });
  const page = await context.newPage();
  await signIn(page, tokens.manager);
  // The collector writes a timeline point every 10 s.
  await expect(async () => {
    await page.reload();
    await expect(card(page, 'lobby').getByTestId('trends-lobby')).toContainText('LCP over time (up to', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await card(page, 'lobby').screenshot({ path: file });
  await context.close();
}

async function axeViolations(page: Page) {
  const { violations } = await axeOn(page).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No axe violation on the console as it is now, in the light theme and in the dark one. */
async function expectAccessibleInBothThemes(page: Page, what: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeViolations(page), `${what}, ${colorScheme}`).toEqual([]);
  }
}

const manifest = () =>
  JSON.parse(readFileSync(site.file('m', 'remotes.json'), 'utf8')) as {
    remotes: Record<string, { version: string; canary?: { version: string; percent: number } }>;
  };

/** The lobby files a player's next page load of the release site fetched; `device`: its kept device number. */
async function lobbyFilesOfNextLoad(browser: Browser, device?: number) {
  const context = await browser.newContext();
  if (device !== undefined) {
    await context.addInitScript((n) => window.localStorage.setItem('m.device.bucket', String(n)), device);
    await context.addCookies([{ name: BUCKET_COOKIE, value: String(device), url: site.baseURL }]);
  }
  const page = actOnceTakenOver(await context.newPage());
  await autoDismissAnnouncements(page);
  await page.goto(`${site.baseURL}/m/`);
  await expect(page.locator('[data-remote="lobby"]')).toBeVisible({ timeout: 20_000 });
  const files = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.includes('/remotes/lobby/')),
  );
  await context.close();
  return files;
}

test('a release manager signs in with a token kept for the tab only, sees every area, and signs out', async ({
  page,
  context,
  browser,
  pageErrors,
}) => {
  await page.goto(service.consoleURL);
  await page.getByLabel('Release token', { exact: true }).fill('mrt_not-a-token');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Refused (401): this token is not valid');
  expect(pageErrors.splice(0)).toEqual([expect.stringMatching(/status of 401 .*\/v1\/whoami$/)]);

  await signIn(page, tokens.manager);
  await expect(page.getByTestId('signed-in-as')).toHaveText('Signed in as release-manager (every area)');
  for (const area of ['shell', 'lobby', 'account', 'promotions', 'support', 'agent']) await expect(card(page, area)).toBeVisible();
  await expect(card(page, 'lobby').getByTestId('pinned')).toHaveText(BASE);
  // Kept in this tab's storage, never as a cookie: nothing the browser would send on its own.
  expect(await page.evaluate(() => sessionStorage.getItem('m.console.token'))).toBe(tokens.manager);
  expect(await context.cookies()).toEqual([]);
  await page.reload();
  await expect(page.getByTestId('signed-in-as')).toBeVisible();
  const otherTab = await browser.newPage();
  await otherTab.goto(service.consoleURL);
  await expect(otherTab.getByLabel('Release token', { exact: true })).toBeVisible();
  await otherTab.close();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Release token', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('m.console.token'))).toBeNull();
});

test('a canary started from the console shows on its area and reaches a device in its share; an abort from the console ends it', async ({
  page,
  browser,
  pageErrors: _,
}) => {
  const lobby = await startCanaryOfNext(page);
  await expect(lobby.getByTestId('change-status')).toHaveText(`Started the canary lobby ${NEXT}.`);
  await expect(lobby.getByTestId('canary')).toContainText(`Canary ${NEXT} for 30 % of devices`);
  await expect(lobby.getByText('canary 30 %')).toBeVisible();
  expect(manifest().remotes.lobby?.canary).toMatchObject({ version: NEXT, percent: 30 });
  // While it runs, the console offers only promote and abort, and says why.
  await expect(lobby.getByRole('button', { name: 'Roll back' })).toBeDisabled();
  await expect(lobby.getByText('A canary is running: promote or abort it first.').first()).toBeVisible();
  await expect(page.getByTestId('history').locator('tr', { hasText: 'canary (30 %)' }).first()).toContainText('release-manager');

  const inCanary = [...Array(10_000).keys()].find((d) => areaBucket(d, 'lobby') < 30 * 100)!;
  expect(await lobbyFilesOfNextLoad(browser, inCanary)).toContainEqual(expect.stringContaining(`/remotes/lobby/${NEXT}/remoteEntry.js`));

  await change(page, 'lobby', 'Abort canary', `Stop the canary lobby ${NEXT}: every player gets ${BASE} again`);
  await expect(lobby.getByTestId('change-status')).toHaveText(`Aborted the canary: every player gets lobby ${BASE}.`);
  await expect(lobby.getByTestId('canary')).toHaveCount(0);
  expect(manifest().remotes.lobby?.canary).toBeUndefined();
});

test("a canary that players feel slower (injected LCP reports 30 % slower) shows its regression on the console, then the collector's automatic abort and why", async ({
  page,
  browser,
  pageErrors: _,
}) => {
  const lobby = await startCanaryOfNext(page);
  await expect(lobby.getByTestId('canary')).toContainText('its LCP is more than 20 % slower (once both have 200 page views measured)');

  // Page views of the pin and of the canary report what their players felt: LCP 2 000 ms against 2 600 ms.
  await reportVitals(200, BASE, 2000);
  await reportVitals(150, NEXT, 2600);
  const vitals = lobby.getByTestId('vitals');
  // The collector writes its counts while reports still come in: read again until every report is counted.
  await expect(async () => {
    await page.reload();
    await expect(vitals.locator('tr', { hasText: 'Page views measured' })).toHaveText(/200\s*150/, { timeout: 1_000 });
    await expect(vitals.locator('tr', { hasText: 'LCP' })).toContainText('past the rule', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(lobby.getByTestId('trends-lobby').locator('svg')).toHaveCount(4);
  await expect(lobby.getByTestId('automatic-abort')).toHaveCount(0);
  await expectAccessibleInBothThemes(page, "a canary's regression");

  // The picture in docs/releasing.md: `CONSOLE_SCREENSHOT=docs/images/console.png` (from the repository's root).
  if (process.env.CONSOLE_SCREENSHOT) await screenshot(browser, path.resolve(REPO, process.env.CONSOLE_SCREENSHOT));

  // Its minimum sample reached, the canary is aborted by the collector, which names the figure.
  await reportVitals(50, NEXT, 2600);
  await expect.poll(() => manifest().remotes.lobby?.canary, { timeout: 20_000 }).toBeUndefined();
  await page.reload();
  await expect(lobby.getByTestId('automatic-abort')).toContainText(`The canary ${NEXT} was aborted automatically`);
  await expect(lobby.getByTestId('automatic-abort')).toContainText(
    /canary LCP p75 \d+ ms against \d+ ms for the stable version \(over 200 page views against 200\): \d+ % slower, more than 20 %/,
  );
  await expect(lobby.getByTestId('canary')).toHaveCount(0);
  await expect(page.getByTestId('history').locator('tr', { hasText: 'collector' }).first()).toContainText(`abort`);
});

test("a rollback from the console reaches the release site's next page load; a refusal shows the service's reason with a retry", async ({
  page,
  browser,
  pageErrors: _,
}) => {
  await signIn(page, tokens.manager);
  const lobby = card(page, 'lobby');
  await lobby.getByLabel('Version').selectOption(NEXT);
  await expect(lobby.getByLabel('Version').locator('option')).toHaveText([LATER, NEXT]);
  await change(page, 'lobby', 'Pin', `Pin lobby ${NEXT} for every player (now ${BASE})`);
  await expect(lobby.getByTestId('change-status')).toHaveText(`Pinned lobby ${NEXT}: players get it at their next page load.`);
  await expect(lobby.getByTestId('pinned')).toHaveText(NEXT);
  await expect(lobby.getByTestId('fallback')).toHaveText(BASE);
  expect(await lobbyFilesOfNextLoad(browser)).toContainEqual(expect.stringContaining(`/remotes/lobby/${NEXT}/remoteEntry.js`));

  // Someone starts a canary from the CLI after this page read the area: the service refuses the rollback (409).
  site.release('pin', `lobby@${LATER}`, '--canary', '10');
  await change(page, 'lobby', 'Roll back', `Roll lobby back to ${BASE} for every player (now ${NEXT})`);
  await expect(lobby.getByTestId('change-error')).toContainText('Refused by the release rules (409): ');
  await expect(lobby.getByTestId('change-error')).toContainText('canary');
  site.release('abort', 'lobby');
  await lobby.getByRole('button', { name: 'Retry' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByTestId('confirm-sentence')).toHaveText(`Roll lobby back to ${BASE} for every player (now ${NEXT})`);
  await dialog.getByRole('button', { name: 'Roll back' }).click();
  await expect(lobby.getByTestId('change-status')).toHaveText(`Rolled lobby back: players get ${BASE} at their next page load.`);
  expect(manifest().remotes.lobby?.version).toBe(BASE);

  const files = await lobbyFilesOfNextLoad(browser);
  expect(files).toContainEqual(expect.stringContaining(`/remotes/lobby/${BASE}/remoteEntry.js`));
  expect(files).not.toContainEqual(expect.stringContaining(`/remotes/lobby/${NEXT}/`));
  await expect(page.getByTestId('history').locator('tr').nth(1)).toContainText(`rollback`);
  await expect(page.getByTestId('history').locator('tr').nth(1)).toContainText(`${NEXT} → ${BASE}`);
});

test("a token of another area sees that area's actions refused, and the service refuses them too", async ({ page, pageErrors: _ }) => {
  await signIn(page, tokens.promotions);
  await expect(page.getByTestId('signed-in-as')).toHaveText('Signed in as promotions-squad (promotions)');
  const lobby = card(page, 'lobby');
  await expect(lobby.getByTestId('not-your-area')).toHaveText(
    'The token promotions-squad may not change lobby: these actions are refused.',
  );
  for (const action of ['Pin', 'Start canary', 'Promote', 'Abort canary', 'Roll back'])
    await expect(lobby.getByRole('button', { name: action, exact: true })).toBeDisabled();
  await expect(card(page, 'promotions').getByTestId('not-your-area')).toHaveCount(0);
  // The same call made by hand from the page is refused by the service.
  const answer = await page.evaluate(
    async ([token, nonce]) => {
      const response = await fetch('/v1/areas/lobby/rollback', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'x-release-nonce': nonce,
          'x-release-time': String(Date.now()),
        },
        body: '{}',
      });
      return response.status;
    },
    [tokens.promotions, 'forged-call-from-the-console-page'] as const,
  );
  expect(answer).toBe(403);
});

test('axe finds no violation on the sign-in form, the areas, the history and a confirmation, in both languages and both themes', async ({
  page,
  pageErrors: _,
}) => {
  const response = await page.goto(service.consoleURL);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expectAccessibleInBothThemes(page, 'sign-in');
  await signIn(page, tokens.manager);
  await expect(page.getByTestId('history')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'areas and history');
  await page.getByLabel('Language').selectOption('pt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('heading', { name: 'Console de lançamentos' })).toBeVisible();
  await expect(page.getByTestId('signed-in-as')).toHaveText('Conectado como release-manager (todas as áreas)');
  expect(await axeViolations(page), 'areas and history, Portuguese').toEqual([]);
  await card(page, 'lobby').getByLabel('Versão').selectOption(NEXT);
  await card(page, 'lobby').getByRole('button', { name: 'Fixar', exact: true }).click();
  await expect(page.getByRole('alertdialog').getByTestId('confirm-sentence')).toHaveText(
    `Fixar lobby ${NEXT} para todos os jogadores (hoje ${BASE})`,
  );
  expect(await axeViolations(page), 'confirmation').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(card(page, 'lobby').getByRole('button', { name: 'Fixar', exact: true })).toBeFocused();
  expect(manifest().remotes.lobby?.version).toBe(BASE);
  await page.getByLabel('Idioma').selectOption('en');
});
