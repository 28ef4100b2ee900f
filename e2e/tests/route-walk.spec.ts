import type { Page } from '@playwright/test';
import { ROUTES, type RouteEntry } from 'shared/routes';
import { englishShown } from '../support/audit/englishShown';
import { inLanes } from '../support/audit/inLanes';
import { MONEY_FIGURES } from '../support/audit/moneyFormat';
import { auditPageView } from '../support/audit/pageViewAudit';
import { tooWide } from '../support/audit/pageWidth';
import { walkPage } from '../support/audit/walkPage';
import { recordBackendReads } from '../support/backendReads';
import { ACCOUNTS, expect, loginSession, test, tid, type hooks } from '../support/fixtures';
import { isTrial, workingUrl } from '../support/routeQueries';

// One walk of the route table per session and language, each route opened once as a new page load and given
// every per-page check that applies (support/audit/pageViewAudit.ts): nothing wider than the phone, in English
// each route in its own area and frame (a guest's login-style pages, a member's others), text and
// controls at WCAG AA contrast (each theme walked as a guest and as a member), taken over
// from the server's HTML without a hydration error, each backend read asked once, and for a guest no read the
// server handed over asked again (a signed-in player's page starts from a guest's view and asks again as the
// player); in Portuguese no English frame or control text (docs/product-rules.md §2, 2.46 and §8, 8.5) and
// money written one way. A walk collects every finding and fails once, naming each route and check.

type Account = (typeof ACCOUNTS)[keyof typeof ACCOUNTS];

interface Walk {
  who: string;
  account: Account | null;
  language: 'en' | 'pt';
  routes: readonly RouteEntry[];
  /** What the walk pins besides the checks every walk makes, for its title. */
  pins: string;
  /** The theme the walk runs in (dark, the default, unless said): each theme is walked as a guest and as a member. */
  theme?: 'light';
  /** player01 in Portuguese: each screen family's money figure. */
  money?: boolean;
  /** The opening home view shows contract01's pending-contract alert. */
  contractAlert?: boolean;
  /** The shell's maintenance and region pages, after the walk. */
  statusPages?: boolean;
}

// The free trial creates an account and moves on to home at once (lobby.spec.ts walks it).
const WALKED_ROUTES = ROUTES.filter((route) => !isTrial(route));
const AGENT_ROUTES = ROUTES.filter((route) => route.area === 'agent');
const IN_PORTUGUESE = 'no English title, menu entry, banner or button';

const WALKS: readonly Walk[] = [
  {
    who: 'guest',
    account: null,
    language: 'en',
    routes: WALKED_ROUTES,
    pins: 'and no read the server handed over asked again, in the light theme, each login-style page in its area and frame',
    theme: 'light',
  },
  {
    who: 'guest',
    account: null,
    language: 'pt',
    routes: WALKED_ROUTES,
    pins: `no read the server handed over asked again, ${IN_PORTUGUESE}, nor on the maintenance and region pages`,
    statusPages: true,
  },
  {
    who: 'player01',
    account: ACCOUNTS.player,
    language: 'en',
    routes: WALKED_ROUTES,
    pins: 'as a signed-in player, in the light theme, each page in its area and frame',
    theme: 'light',
  },
  {
    who: 'player01',
    account: ACCOUNTS.player,
    language: 'pt',
    routes: WALKED_ROUTES,
    pins: `${IN_PORTUGUESE}, money written one way`,
    money: true,
  },
  { who: 'agent01', account: ACCOUNTS.agent, language: 'pt', routes: AGENT_ROUTES, pins: IN_PORTUGUESE },
  {
    who: 'contract01',
    account: ACCOUNTS.contract,
    language: 'pt',
    routes: AGENT_ROUTES,
    pins: `${IN_PORTUGUESE}, the pending-contract alert in Portuguese`,
    contractAlert: true,
  },
];

/**
 * Home as a walk's page first opens it: in the walk's language and quiet. The first load's HTML is English (the
 * language cookie is set by it) and the page turns Portuguese once taken over, which asks the language's reads
 * again (the winner board 250 ms later): they must be over before the walk's own page views start recording.
 */
async function openHome(page: Page, language: Walk['language']): Promise<void> {
  const reads = recordBackendReads(page);
  await page.goto('/m/home');
  await page.locator('[data-remote]').first().waitFor({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', language, { timeout: 20_000 });
  await reads.settled();
  reads.stop();
}

/**
 * Home as the walk opens it, in Portuguese: contract01's pending-contract alert, then the side menu. The alert comes
 * once the announcement popup is closed (the page's locator handler closes it whenever it is in the way), so it is
 * read and cancelled first: opened after it, the menu could be covered by it.
 */
async function openingHomeInPortuguese(page: Page, walk: Walk): Promise<string[]> {
  const findings: string[] = [];
  await openHome(page, 'pt');
  if (walk.contractAlert) {
    // One alert per pending kind, the next once the last is cancelled.
    const contractAlert = page.locator(tid('contract-alert'));
    await expect(contractAlert).toBeVisible();
    while ((await contractAlert.count()) > 0) {
      const kind = await contractAlert.getAttribute('data-kind');
      findings.push(...(await englishShown(page)).map((text) => `contract alert (${kind}) English shown: ${text}`));
      const alertText = (await contractAlert.textContent()) ?? '';
      if (!alertText.includes('Seu agente enviou um contrato')) findings.push(`contract alert not in Brazilian Portuguese: "${alertText}"`);
      await contractAlert.getByRole('button', { name: 'Cancelar' }).click();
      const kindsShown = () => contractAlert.evaluateAll((alerts) => alerts.map((alert) => alert.getAttribute('data-kind')));
      await expect.poll(kindsShown).not.toContain(kind);
    }
  }
  await page.click(tid('side-menu-button'));
  await expect(page.locator(tid('side-menu'))).toBeVisible();
  findings.push(...(await englishShown(page)).map((text) => `side menu English shown: ${text}`));
  await page.keyboard.press('Escape');
  return findings.map((finding) => `/m/home (opening) ${finding}`);
}

/** The shell's own pages when the system is under maintenance (1) or the region is refused (2). */
async function statusPages(page: Page, api: ReturnType<typeof hooks>, english: boolean): Promise<string[]> {
  const findings: string[] = [];
  for (const [status, pageId] of [
    [1, 'service-error-page'],
    [2, 'ip-limit-page'],
  ] as const) {
    await api.status(status);
    await page.goto('/m/home');
    await expect(page.getByTestId(pageId)).toBeVisible();
    const found = [...(await tooWide(page)).map((text) => `width: ${text}`)];
    if (english) found.push(...(await englishShown(page)).map((text) => `English shown: ${text}`));
    findings.push(...found.map((text) => `status ${status} ${text}`));
  }
  await api.status(0);
  return findings;
}

// Each walk is a minute of one worker: spread over the workers, they never hold the end of the run on one.
test.describe.configure({ mode: 'parallel' });

/** Pages a long walk keeps open side by side, each in a context of its own (its own storage, as another device). */
const PAGES_AT_ONCE = 2;
const pagesFor = (walk: Walk) => (walk.routes.length > 10 ? PAGES_AT_ONCE : 1);

for (const walk of WALKS)
  test(`${walk.who}, ${walk.language}: every route fits the screen, is taken over without a hydration error, asks each backend read once, ${walk.pins}`, async ({
    page,
    browser,
    api,
  }) => {
    test.setTimeout(600_000);
    const session = walk.account && (await loginSession(page, walk.account));
    const otherContexts = await Promise.all(Array.from({ length: pagesFor(walk) - 1 }, () => browser.newContext()));
    try {
      const pages = await Promise.all(
        [page, ...(await Promise.all(otherContexts.map((context) => context.newPage())))].map((p) =>
          walkPage(p, walk.language, session, walk.theme),
        ),
      );
      const findings: string[] = [];
      if (walk.language === 'pt') {
        // A page's first load mirrors the language into the cookie the server renders in.
        const [opening] = await Promise.all([
          openingHomeInPortuguese(pages[0]!, walk),
          ...pages.slice(1).map((other) => openHome(other, 'pt')),
        ]);
        findings.push(...opening);
      }
      const contrastChecked = new Set<string>();
      const perRoute = await inLanes(pages, walk.routes, async (lane, route) => {
        const url = workingUrl(route);
        // Home's figures show on home as it opens (a home path without a query); the list mode has none.
        const moneyFamily = route.home && url === route.path ? 'home' : route.path;
        const pageFindings = await auditPageView(lane, url, route, {
          signedIn: !!walk.account,
          english: walk.language === 'pt',
          moneyFamily: walk.money && MONEY_FIGURES[moneyFamily] ? moneyFamily : undefined,
          handover: !walk.account && !route.fullScreen,
          contrast: contrastChecked,
          // The frame of each route as it shows itself: a guest's login-style pages, a member's others.
          frame: walk.language === 'en' && !route.fullScreen && !!route.loginStyle === !walk.account,
        });
        return pageFindings.map((finding) => `${url} ${finding}`);
      });
      findings.push(...perRoute.flat());
      if (walk.statusPages) findings.push(...(await statusPages(page, api, walk.language === 'pt')));
      expect(findings, `${walk.who}, ${walk.language}: route, check and finding`).toEqual([]);
    } finally {
      await Promise.all(otherContexts.map((context) => context.close()));
    }
  });

test('every screen family whose money the Portuguese walk reads is a route of the route table', () => {
  const families = Object.keys(MONEY_FIGURES).filter((family) => family !== 'home');
  expect(families.filter((path) => !ROUTES.some((route) => route.path === path))).toEqual([]);
});
