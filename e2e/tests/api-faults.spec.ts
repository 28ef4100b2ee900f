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
import { FAULT_SCREENS, type FaultRun, type FormScreen, type LoadScreen } from '../support/faultScreens';
import { ACCOUNTS, autoDismissAnnouncements, expect, hooks, signInAs, test, type FaultKind } from '../support/fixtures';
import { actOnceTakenOver } from '../support/site';

// The API fault matrix (issue 10): every screen that calls the backend, under every fault kind of dev-api's
// fault hook (500, time-out, malformed body, empty body). Each screen group shares one page and one login, and
// makes two runs: the kinds that fail at once one after another on one page load (the first fails the load, each
// next one the retry, and the screen then recovers; which kind fails the load turns with the screen, so each
// fails a third of the loads), then the time-out on a load of its own, with the client's time-out shortened
// through the run-time config so that it fails in 1.5 s.

const area = (page: Page): Locator => page.locator('[data-remote]').first();

/** The kinds dev-api fails at once (a time-out waits for the client's time-out, on a page load of its own). */
const AT_ONCE: readonly Exclude<FaultKind, 'timeout'>[] = ['error', 'malformed', 'empty'];

/** The at-once kinds in the order screen `index` meets them: the first fails the page load, so it turns with the screen. */
const kindsInTurn = (index: number) => AT_ONCE.map((_, step) => AT_ONCE[(index + step) % AT_ONCE.length]!);

/**
 * Resolves once a read of one of `paths` has been answered, from now on: the retry or submit that follows was
 * made (two kinds, malformed and empty, show the same message, which the last one left on screen).
 */
const answerTo = (page: Page, paths: readonly string[]) =>
  page.waitForResponse((response) => paths.includes(new URL(response.url()).pathname));

/**
 * One page load of a load screen under `kinds` in turn (the first fails the load, each next one a retry), then it
 * recovers on a retry once the fault is lifted.
 */
async function checkLoad(page: Page, request: APIRequestContext, screen: LoadScreen, kinds: readonly FaultKind[]) {
  const [first, ...next] = kinds;
  await armFaults(request, screen.paths, first!);
  await page.goto(screen.route);
  const region = area(page);
  await expect(region.getByText(FAULT_MESSAGE[first!]).first(), `a clear message (${first})`).toBeVisible();
  await expectSettled(region);
  for (const kind of next) {
    await armFaults(request, screen.paths, kind);
    const answered = answerTo(page, screen.paths);
    await retryAll(region);
    await answered;
    await expect(region.getByText(FAULT_MESSAGE[kind]).first(), `a clear message (${kind}, on retry)`).toBeVisible();
    await expectSettled(region);
  }
  await disarmFaults(request, screen.paths);
  const slowReads = readsTimedOutOnTheirOwn(page, screen.paths);
  await retryAll(region);
  await expectSettled(region, kinds.includes('timeout') ? 2 * FAST_API_TIMEOUT_MS + 3000 : undefined);
  if (slowReads.count() > 0 && (await region.getByText(FAULT_MESSAGE.timeout).count()) > 0) {
    // The fault is lifted, so a read that still timed out (and its own retry) was only slower than the shortened
    // time-out on a busy machine: the screen says so and offers its retry again, which must then work.
    await retryAll(region);
  }
  slowReads.stop();
  await expect(page.locator(screen.content).first(), 'content after retry').toBeVisible();
  for (const kind of kinds) await expect(region.getByText(FAULT_MESSAGE[kind])).toHaveCount(0);
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

/** One page load of a form: a submit fails under each of `kinds` in turn, each saying why and keeping what was typed; the next succeeds. */
async function checkForm(page: Page, request: APIRequestContext, screen: FormScreen, run: FaultRun, kinds: readonly FaultKind[]) {
  await page.goto(screen.route);
  const typed = screen.fields(run);
  await fill(page, typed);
  for (const kind of kinds) {
    await screen.beforeSubmit?.(page, request);
    await armFaults(request, screen.paths, kind);
    const answered = kind === 'timeout' ? undefined : answerTo(page, screen.paths);
    await page.locator(screen.submit).click();
    await answered;
    await expect(page.getByText(FAULT_MESSAGE[kind]).first(), `a clear message (${kind})`).toBeVisible();
    await expectSettled(area(page));
    await expect(page.locator(screen.submit), `submit usable again (${kind})`).toBeEnabled();
    expect(await fieldValues(page, Object.keys(typed)), `what was typed is kept (${kind})`).toEqual(typed);
  }
  await disarmFaults(request, screen.paths);
  await screen.beforeSubmit?.(page, request);
  await page.locator(screen.submit).click();
  await screen.done(page);
}

// The screens are independent (each group signs in on its own page): they spread over the workers, so the
// suite's longest file does not hold one worker to the end of the run.
test.describe.configure({ mode: 'parallel' });

for (const [index, screen] of FAULT_SCREENS.entries()) {
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

    const check = (request: APIRequestContext, run: FaultRun, kinds: readonly FaultKind[]) =>
      screen.type === 'load' ? checkLoad(page, request, screen, kinds) : checkForm(page, request, screen, run, kinds);

    const inTurn = kindsInTurn(index);
    test(`${inTurn.join(', then ')}: each says so, then the screen recovers`, ({ request }) => check(request, 'in turn', inTurn));

    test('timeout', async ({ request }) => {
      const fastTimeout = await useFastApiTimeout(page.context());
      try {
        await check(request, 'timeout', ['timeout']);
      } finally {
        await fastTimeout.stop();
      }
    });
  });
}
