import type { Page } from '@playwright/test';
import { AREAS, routeFor, type Area } from 'shared/routes';
import { test, expect, tid, signInAs, autoDismissAnnouncements } from '../support/fixtures';
import { injectRemoteFault, SLOW_REMOTE_DELAY_MS, type RemoteFault } from '../support/remoteFaults';

/**
 * Each remote, each fault (issue 10, "Remotes"): the frame and the other areas keep working, the area shows its
 * error with a retry, and the retry brings the area back once the fault is gone, all without a page reload.
 * An unreachable remote or a failing manifest fails every version of the area, so there is no fallback: the shell
 * retries once, then shows the failure panel.
 */

/** Per area: a screen of it with the full frame, and a footer tab that leads to another area. */
const SCENES: Record<Area, { path: string; elsewhere: { tab: string; area: Area } }> = {
  lobby: { path: '/m/gameCenter', elsewhere: { tab: 'rewards', area: 'promotions' } },
  account: { path: '/m/member/home', elsewhere: { tab: 'home', area: 'lobby' } },
  promotions: { path: '/m/vip', elsewhere: { tab: 'casino', area: 'lobby' } },
  support: { path: '/m/message', elsewhere: { tab: 'vip', area: 'promotions' } },
  agent: { path: '/m/member/agent/getSalaryContract', elsewhere: { tab: 'home', area: 'lobby' } },
};

const FAILURES: readonly Exclude<RemoteFault, 'slow'>[] = ['unreachable', 'manifest-500', 'render-throws'];

const areaRoot = (page: Page, area: Area) => page.locator(`[data-remote="${area}"]`).first();
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { pageMarker: string }).pageMarker = 'not reloaded'));
const pageMarker = (page: Page) => page.evaluate(() => (window as unknown as { pageMarker?: string }).pageMarker);

/** The header and the side menu respond, and a footer tab takes the player to another area, which renders. */
async function expectFrameAndOtherAreaWork(page: Page, elsewhere: { tab: string; area: Area }) {
  await expect(page.locator(tid('app-header'))).toBeVisible();
  await page.click(tid('side-menu-button'));
  await expect(page.locator(tid('side-menu'))).toBeVisible();
  await page.mouse.click(380, 400); // the mask beside the menu closes it
  await expect(page.locator(tid('side-menu'))).toBeHidden();
  await page.click(tid(`footer-tab-${elsewhere.tab}`));
  await expect(areaRoot(page, elsewhere.area)).toBeVisible({ timeout: 20_000 });
  await expect(page.locator(tid('remote-error'))).toHaveCount(0);
}

test.beforeEach(({ page }) => autoDismissAnnouncements(page));
// Each fault is tried on a page of its own: the tests spread over the workers.
test.describe.configure({ mode: 'parallel' });

for (const area of AREAS) {
  const scene = SCENES[area];
  const { module } = routeFor(scene.path);

  test.describe(`${area} remote`, () => {
    for (const fault of FAILURES) {
      test(`${fault}: the area shows its error with retry, the frame and ${scene.elsewhere.area} work, retry recovers`, async ({
        page,
        api: _api,
      }) => {
        await signInAs(page);
        const injected = await injectRemoteFault(page, area, module, fault);
        await page.goto(scene.path);
        const failure = page.locator(tid('remote-error'));
        await expect(failure).toBeVisible({ timeout: 20_000 });
        await expect(failure.getByRole('button')).toBeVisible();
        await expect(areaRoot(page, area)).toHaveCount(0);
        await markPage(page);

        await expectFrameAndOtherAreaWork(page, scene.elsewhere);
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${scene.path}$`));
        await expect(failure).toBeVisible();

        await injected.clear();
        await failure.getByRole('button').click();
        await expect(areaRoot(page, area)).toBeVisible({ timeout: 20_000 });
        await expect(failure).toHaveCount(0);
        expect(await pageMarker(page)).toBe('not reloaded');
      });
    }

    test(`slow (${SLOW_REMOTE_DELAY_MS / 1000} s a file): the server's first view or a loading state, never a blank, then the area or its error; the frame works meanwhile`, async ({
      page,
      api: _api,
    }) => {
      test.setTimeout(150_000);
      await signInAs(page);
      const injected = await injectRemoteFault(page, area, module, 'slow');
      await page.goto(scene.path);
      // The area's first view from the server (the page is taken over around it) or, where the server
      // renders that screen as loading (a member's screen), the loading state.
      await expect(page.locator('main [role="progressbar"]').or(areaRoot(page, area)).first()).toBeVisible();
      await markPage(page);

      await expectFrameAndOtherAreaWork(page, scene.elsewhere);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${scene.path}$`));

      const outcome = await awaitOutcomeNeverBlank(page, area, 120_000);
      test.info().annotations.push({ type: 'outcome', description: outcome });
      if (outcome === 'error') {
        await injected.clear();
        await page.locator(tid('remote-error')).getByRole('button').click();
        await expect(areaRoot(page, area)).toBeVisible({ timeout: 20_000 });
      }
      expect(await pageMarker(page)).toBe('not reloaded');
    });
  });
}

/** Watch the area's slot until it shows the area or its error; fail the moment it shows neither nor a spinner. */
async function awaitOutcomeNeverBlank(page: Page, area: Area, timeoutMs: number): Promise<'area' | 'error'> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const state = await page.locator('main').evaluate((main, name) => {
      if (main.querySelector(`[data-remote="${name}"]`)) return 'area';
      if (main.querySelector('[data-testid="remote-error"]')) return 'error';
      if (main.querySelector('[role="progressbar"]')) return 'loading';
      return 'blank';
    }, area);
    expect(state, 'the area slot is never blank while the remote is slow').not.toBe('blank');
    if (state === 'area' || state === 'error') return state;
    await page.waitForTimeout(100);
  }
  throw new Error(`the ${area} area neither loaded nor failed within ${timeoutMs} ms`);
}
