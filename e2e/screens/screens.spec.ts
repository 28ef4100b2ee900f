import { writeFileSync } from 'node:fs';
import { ROUTES, type RouteEntry } from 'shared/routes';
import { ACCOUNTS, autoDismissAnnouncements, expect, signInAs, test } from '../support/fixtures';
import { workingUrl } from '../support/routeQueries';

// A picture of every screen at 390×844 in both themes, for review before an area is called done:
// `pnpm --filter e2e screens`, then open e2e/screens-out/index.html (dark and light side by side).
// Not part of `npm test`.

const THEMES = ['dark', 'light'] as const;
/** Screens a signed-in player would be sent away from, or that start something: seen as a guest. */
const AS_GUEST = new Set(['/m/login', '/m/register', '/m/register.html', '/m/forget', '/m/agentRegister', '/m/trail']);
/** The launcher leaves the site for a game; the trial creates an account: no picture of either. */
const SKIPPED = new Set(['/m/launchGame', '/m/trail']);
/** One picture per screen: the other home paths are the same page. */
const screens = ROUTES.filter((r) => !SKIPPED.has(r.path) && (!r.home || r.path === '/m/home'));

const fileName = (route: RouteEntry) => route.path.replace(/^\/m\/?/, '').replace(/[/.]/g, '_') || 'home';

for (const theme of THEMES) {
  test.describe(theme, () => {
    for (const route of screens) {
      test(route.path, async ({ page, api: _api }) => {
        await autoDismissAnnouncements(page);
        await page.addInitScript((t) => localStorage.setItem('m.theme', t), theme);
        if (!AS_GUEST.has(route.path)) await signInAs(page, route.path.includes('/agent/') ? ACCOUNTS.contract : ACCOUNTS.player);
        await page.goto(workingUrl(route));
        await page.locator('[data-remote]').first().waitFor({ timeout: 20_000 });
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        // Let pictures, late data and the widgets that wait for idle settle (an announcement popup is
        // closed by the handler above): the shot is for eyes, not for comparison.
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1_500);
        await expect(page.getByTestId('announcement-popup')).toHaveCount(0);
        await page.waitForTimeout(400);
        await page.screenshot({ path: `screens-out/${theme}/${fileName(route)}.png` });
      });
    }
  });
}

test.afterAll(() => {
  const row = (route: RouteEntry) =>
    `<tr><th>${route.path}</th>${THEMES.map((t) => `<td><img src="${t}/${fileName(route)}.png" width="390" loading="lazy"></td>`).join('')}</tr>`;
  writeFileSync('screens-out/index.html', `<!doctype html><title>Screens</title><table>${screens.map(row).join('\n')}</table>`);
});
