import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { By, Capabilities, error as seleniumError, WebDriver } from 'selenium-webdriver';
import { Executor, HttpClient } from 'selenium-webdriver/http';

/** The phone-sized window every engine is driven in (the Chromium suite's viewport). */
export const VIEWPORT = { width: 390, height: 844 };

/** One browser engine, driven the same way whichever protocol drives it. */
export interface Engine {
  readonly name: 'webkit' | 'firefox';
  readonly version: string;
  goto(url: string): Promise<void>;
  /** Runs `body` as a function in the page and answers its (JSON) return value. */
  run<T>(body: string): Promise<T>;
  /** A real click (pointer input through the engine), on the first element matching `selector`. */
  click(selector: string): Promise<void>;
  /** Real key presses into the field matching `selector`. */
  type(selector: string, text: string): Promise<void>;
  /** Errors the engine itself reported through its protocol (none for classic WebDriver). */
  readonly protocolErrors: string[];
  quit(): Promise<void>;
}

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const FIREFOX = '/usr/bin/firefox-esr';

async function freePortAnswer(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** WebKitGTK (Safari's engine) through Debian's WebKitWebDriver, over classic WebDriver; needs an X display. */
export async function launchWebKit(port: number): Promise<Engine> {
  if (!existsSync(WEBKIT_DRIVER))
    throw new Error(`${WEBKIT_DRIVER} is missing: install Debian's webkit2gtk-driver (scripts/lib.sh ensure_engines)`);
  if (!process.env.DISPLAY)
    throw new Error('WebKitGTK needs an X display: run the suite under xvfb-run (pnpm --filter e2e run engines does)');
  const server = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await freePortAnswer(`${url}/status`, Date.now() + 15_000);
  const capabilities = new Capabilities({ 'webkitgtk:browserOptions': { args: ['--automation'] } });
  const driver = await WebDriver.createSession(new Executor(new HttpClient(url)), capabilities);
  const version = String((await driver.getCapabilities()).get('browserVersion'));
  await driver.manage().window().setRect(VIEWPORT);
  return {
    name: 'webkit',
    version,
    protocolErrors: [],
    async goto(target) {
      await driver.get(target);
    },
    run<T>(body: string) {
      return driver.executeScript(body) as Promise<T>;
    },
    async click(selector) {
      // A page transition or a popup opening may cover the target for a moment, and what a tap opens
      // (a menu, a dialog) is drawn a frame after the tap: WebDriver refuses the click then, so try again
      // briefly before failing.
      const deadline = Date.now() + 3_000;
      for (;;) {
        try {
          return await driver.findElement(By.css(selector)).click();
        } catch (error) {
          const notYet = error instanceof seleniumError.ElementClickInterceptedError || error instanceof seleniumError.NoSuchElementError;
          if (!notYet || Date.now() > deadline) throw error;
          await new Promise((r) => setTimeout(r, 150));
        }
      }
    },
    async type(selector, text) {
      const field = await driver.findElement(By.css(selector));
      await field.clear();
      await field.sendKeys(text);
    },
    async quit() {
      await driver.quit().catch(() => undefined);
      server.kill('SIGTERM');
    },
  };
}

/** Firefox ESR through its own WebDriver BiDi endpoint (no geckodriver needed), headless. */
export async function launchFirefox(): Promise<Engine> {
  if (!existsSync(FIREFOX)) throw new Error(`${FIREFOX} is missing: install Debian's firefox-esr (scripts/lib.sh ensure_engines)`);
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: VIEWPORT,
  });
  const page: Page = await browser.newPage();
  const protocolErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') protocolErrors.push(`console.error @${new URL(page.url()).pathname}: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) =>
    protocolErrors.push(`uncaught @${new URL(page.url()).pathname}: ${error instanceof Error ? error.message : String(error)}`),
  );
  return {
    name: 'firefox',
    version: (await browser.version()).replace(/^firefox\//i, ''),
    protocolErrors,
    async goto(target) {
      await page.goto(target, { waitUntil: 'load' });
    },
    run<T>(body: string) {
      return page.evaluate(`(() => { ${body} })()`) as Promise<T>;
    },
    async click(selector) {
      await page.click(selector);
    },
    async type(selector, text) {
      await page.click(selector, { count: 3 });
      await page.type(selector, text);
    },
    async quit() {
      await browser.close().catch(() => undefined);
    },
  };
}
