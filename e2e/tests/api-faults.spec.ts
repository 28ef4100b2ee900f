import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import {
  armFaults,
  disarmFaults,
  expectSettled,
  FAST_API_TIMEOUT_MS,
  FAULT_MESSAGE,
  fieldValues,
  retryAll,
  useFastApiTimeout,
} from '../support/faultMatrix';
import { FAULT_SCREENS, type FormScreen, type LoadScreen } from '../support/faultScreens';
import { ACCOUNTS, autoDismissAnnouncements, expect, FAULT_KINDS, hooks, signInAs, test, type FaultKind } from '../support/fixtures';
import { actOnceTakenOver } from '../support/site';

// The API fault matrix (issue 10): every screen that calls the backend, under every fault kind of dev-api's
// fault hook (500, time-out, malformed body, empty body). Each screen group shares one page and one login;
// the client's time-out is shortened through the run-time config so a time-out fails in 1.5 s.

const area = (page: Page): Locator => page.locator('[data-remote]').first();

async function checkLoad(page: Page, request: APIRequestContext, screen: LoadScreen, kind: FaultKind) {
  await armFaults(request, screen.paths, kind);
  await page.goto(screen.route);
  const region = area(page);
  await expect(region.getByText(FAULT_MESSAGE[kind]).first(), 'a clear message').toBeVisible();
  await expectSettled(region);
  await disarmFaults(request, screen.paths);
  const slowReads = readsTimedOutOnTheirOwn(page, screen.paths);
  await retryAll(region);
  await expectSettled(region, 2 * FAST_API_TIMEOUT_MS + 3000);
  if (slowReads.count() > 0 && (await region.getByText(FAULT_MESSAGE.timeout).count()) > 0) {
    // The fault is lifted, so a read that still timed out (and its own retry) was only slower than the shortened
    // time-out on a busy machine: the screen says so and offers its retry again, which must then work.
    await retryAll(region);
  }
  slowReads.stop();
  await expect(page.locator(screen.content).first(), 'content after retry').toBeVisible();
  await expect(region.getByText(FAULT_MESSAGE[kind])).toHaveCount(0);
}

/** Counts reads of the paths that the page gave up on (its own time-out) from now on. */
function readsTimedOutOnTheirOwn(page: Page, paths: readonly string[]) {
  let count = 0;
  const onFailed = (request: Request) => {
    if (paths.some((path) => new URL(request.url()).pathname === path)) count++;
  };
  page.on('requestfailed', onFailed);
  return { count: () => count, stop: () => page.off('requestfailed', onFailed) };
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = page.locator(`[name="${name}"]`).first();
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

async function checkForm(page: Page, request: APIRequestContext, screen: FormScreen, kind: FaultKind) {
  await page.goto(screen.route);
  const typed = screen.fields(kind);
  await fill(page, typed);
  await screen.beforeSubmit?.(page, request);
  await armFaults(request, screen.paths, kind);
  await page.locator(screen.submit).click();
  await expect(page.getByText(FAULT_MESSAGE[kind]).first(), 'a clear message').toBeVisible();
  await expectSettled(area(page));
  await expect(page.locator(screen.submit), 'submit usable again').toBeEnabled();
  expect(await fieldValues(page, Object.keys(typed)), 'what was typed is kept').toEqual(typed);
  await disarmFaults(request, screen.paths);
  await screen.beforeSubmit?.(page, request);
  await page.locator(screen.submit).click();
  await screen.done(page);
}

// The screens are independent (each group signs in on its own page): they spread over the workers, so the
// suite's longest file does not hold one worker to the end of the run.
test.describe.configure({ mode: 'parallel' });

for (const screen of FAULT_SCREENS) {
  test.describe(`${screen.name} (${screen.route})`, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;

    test.beforeAll(async ({ browser, request }) => {
      await hooks(request).reset();
      page = actOnceTakenOver(await (await browser.newContext()).newPage());
      await autoDismissAnnouncements(page);
      if (screen.login === 'guest') await page.addInitScript(() => localStorage.removeItem('m.session'));
      else await signInAs(page, ACCOUNTS[screen.login]);
    });
    test.afterAll(async ({ request }) => {
      await disarmFaults(request, screen.paths);
      await page.context().close();
    });

    for (const kind of FAULT_KINDS) {
      test(kind, async ({ request }) => {
        const fastTimeout = kind === 'timeout' ? await useFastApiTimeout(page.context()) : undefined;
        try {
          if (screen.type === 'load') await checkLoad(page, request, screen, kind);
          else await checkForm(page, request, screen, kind);
        } finally {
          await fastTimeout?.stop();
        }
      });
    }
  });
}
