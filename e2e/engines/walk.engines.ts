import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from 'shared/routes';
import { isGuestRoute, isTrial, workingUrl } from '../support/routeQueries';
import { launchFirefox, launchWebKit, type Engine } from './drivers';
import { closeAnnouncement, exists, health, navigateInPage, settled, tid, waitUntil, type PageHealth } from './pageChecks';
import { startSite, type EngineSite } from './site';

// The composed site in the engines players use besides Chromium: WebKit (Safari's engine) and Firefox ESR,
// opened as a squad's phone opens it: plain http on the machine's local-network address, no secure context.
// Each engine walks the route table signed out and signed in, logs in and out through the forms, and
// switches theme and language; any area error, reported error or page wider than the viewport fails it.

const PORT = Number(process.env.ENGINES_PORT ?? 8280);
const ACCOUNT = { username: 'player01', password: 'Player#2026' };
/** Walked on their own: the free trial creates an account and leaves; the game launcher leaves the site. */
const WALKED = ROUTES.filter((r) => !isTrial(r) && !r.fullScreen);

let site: EngineSite;
beforeAll(async () => {
  site = await startSite(PORT);
});
afterAll(async () => {
  await site?.stop();
});

const ENGINES: ReadonlyArray<[string, () => Promise<Engine>]> = [
  ['webkit', () => launchWebKit(PORT + 2)],
  ['firefox', () => launchFirefox()],
];

describe.each(ENGINES)('%s', (_name, launch) => {
  let engine: Engine;
  let started = 0;

  /** Everything the page and the engine reported so far, and the page's state, must be clean. */
  async function expectHealthy(step: string): Promise<PageHealth> {
    let page = await health(engine);
    // A page transition slides the incoming screen in from the side: wider only while it runs.
    for (const settleBy = Date.now() + 2_000; page.overflow > 1 && Date.now() < settleBy; page = await health(engine))
      await new Promise((r) => setTimeout(r, 100));
    const report = {
      areaErrors: page.areaErrors,
      overflowing: page.overflow > 1 ? { by: page.overflow, widest: page.widest } : 0,
      errors: [...page.errors, ...engine.protocolErrors],
    };
    expect(report, `${engine.name} ${engine.version}, ${step} (${page.path})`).toEqual({ areaErrors: 0, overflowing: 0, errors: [] });
    return page;
  }

  /** The side menu the player opened stays on top: no popup opens over it while it is open. */
  async function expectNoPopupOverMenu() {
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await exists(engine, '[role="dialog"][aria-modal="true"], [role="alertdialog"]'), 'a popup opened over the side menu').toBe(
      false,
    );
  }

  async function walk(routes: typeof WALKED) {
    for (const route of routes) {
      const url = workingUrl(route);
      await closeAnnouncement(engine);
      await navigateInPage(engine, url);
      await settled(engine, url);
      await expectHealthy(`route ${url}`);
    }
  }

  beforeAll(async () => {
    started = Date.now();
    await site.hook('reset');
    engine = await launch();
  });
  afterAll(async () => {
    await engine?.quit();
    console.log(`${engine?.name} ${engine?.version}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  it('opens home over plain http on the local network (no secure context) with every remote verified', async () => {
    await engine.goto(`${site.origin}/m/`);
    await settled(engine, 'home');
    expect(await engine.run<boolean>('return window.isSecureContext;'), 'the page is not a secure context').toBe(false);
    await waitUntil(engine, `return !!document.querySelector('[data-remote="lobby"]');`, 'the lobby area');
    await expectHealthy('home');
  });

  it('walks the route table signed out', async () => {
    await walk(WALKED);
  });

  it('logs in through the form', async () => {
    await closeAnnouncement(engine);
    await navigateInPage(engine, '/m/login');
    await waitUntil(engine, `return !!document.querySelector('input[name="password"]');`, 'the login form');
    await engine.type('input[name="username"]', ACCOUNT.username);
    await engine.type('input[name="password"]', ACCOUNT.password);
    await engine.click('form button[type="submit"]');
    await waitUntil(
      engine,
      `return !location.pathname.endsWith('/m/login') && !!document.querySelector('${tid('header-user')}');`,
      'the signed-in header',
    );
    await expectHealthy('after login');
  });

  it('walks the route table signed in', async () => {
    await walk(WALKED.filter((r) => !isGuestRoute(r)));
  });

  it('switches theme and language from the side menu, and both survive a reload', async () => {
    await engine.goto(`${site.origin}/m/home`);
    await settled(engine, 'home');
    await closeAnnouncement(engine);
    await engine.click(tid('side-menu-button'));
    await waitUntil(engine, `return !!document.querySelector('${tid('theme-light')}');`, 'the side menu');
    await expectNoPopupOverMenu();
    await engine.click(tid('theme-light'));
    await waitUntil(engine, `return document.documentElement.dataset.theme === 'light';`, 'the light theme');
    await engine.click(tid('language-pt'));
    await waitUntil(engine, `return document.documentElement.lang === 'pt';`, 'Portuguese');
    await engine.goto(`${site.origin}/m/home`);
    await settled(engine, 'home after a reload');
    expect(await engine.run<[string, string]>('return [document.documentElement.dataset.theme, document.documentElement.lang];')).toEqual([
      'light',
      'pt',
    ]);
    await expectHealthy('Portuguese, light theme, after a reload');
    // Opened at once after the reload, before home's popups are due: they must wait for it to close.
    await engine.click(tid('side-menu-button'));
    await waitUntil(engine, `return !!document.querySelector('${tid('language-en')}');`, 'the side menu');
    await expectNoPopupOverMenu();
    await engine.click(tid('theme-dark'));
    await engine.click(tid('language-en'));
    await waitUntil(
      engine,
      `return document.documentElement.lang === 'en' && document.documentElement.dataset.theme === 'dark';`,
      'English, dark',
    );
    await expectHealthy('back to English and dark');
  });

  it('logs out through the header and the confirm dialog', async () => {
    await engine.goto(`${site.origin}/m/home`);
    await settled(engine, 'home');
    await closeAnnouncement(engine);
    await engine.click(tid('header-dropdown-toggle'));
    await engine.click(tid('sign-out'));
    await waitUntil(engine, `return !!document.querySelector('[role="alertdialog"]');`, 'the sign-out dialog');
    await engine.click('[role="alertdialog"] button:last-child');
    await waitUntil(engine, `return !!document.querySelector('${tid('header-login')}');`, 'the signed-out header');
    expect(await exists(engine, tid('header-user'))).toBe(false);
    await expectHealthy('after logout');
  });
});
