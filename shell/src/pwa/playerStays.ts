import { isStandaloneWebApp } from 'shared';

/**
 * Whether the player is staying, which is when the service worker is worth its cost: registering and installing
 * it took 0.55 s of CPU on a first visit's home in a two-core machine's headless Chromium (1.55 → 2.10 s in all,
 * medians of 8), on a phone several times that, and downloads the shell's files the page has not used. A player
 * who opens one screen and leaves gets nothing from it. So the worker starts once the player goes on to a second
 * screen of the page (a link, back or forward: not a redirect, which replaces the entry), or at once when the page
 * itself says the player stays: a worker already controls it, it runs as the installed app, it is a reload or a
 * return (back, forward), or the player came to it from another page of the site.
 */

/** How the page was reached: what `arrivedStaying` reads. */
export interface Arrival {
  /** A service worker controls the page. */
  controlled: boolean;
  /** The site runs as an installed app, not in a browser tab. */
  installed: boolean;
  /** The navigation's type (`navigate`, `reload`, `back_forward`, `prerender`), when the browser says. */
  navigationType: string | undefined;
  /** `document.referrer`: empty, or the page the player came from. */
  referrer: string;
  /** The site's pages: their origin and the path they all start with. */
  site: { origin: string; path: string };
}

const RETURNS: ReadonlySet<string> = new Set(['reload', 'back_forward']);

/** Whether the page's arrival already says the player is staying. */
export function arrivedStaying({ controlled, installed, navigationType, referrer, site }: Arrival): boolean {
  if (controlled || installed || (navigationType !== undefined && RETURNS.has(navigationType))) return true;
  if (!referrer) return false;
  try {
    const from = new URL(referrer);
    return from.origin === site.origin && from.pathname.startsWith(site.path);
  } catch {
    return false;
  }
}

/** This page's arrival, as the browser tells it. */
export function currentArrival(sitePath: string): Arrival {
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return {
    controlled: !!navigator.serviceWorker?.controller,
    installed: isStandaloneWebApp(),
    navigationType: navigation?.type,
    referrer: document.referrer,
    site: { origin: location.origin, path: sitePath },
  };
}

let moved = false;
const waiting: Array<() => void> = [];

/** The player went on to another screen of this page (the shell's routes tell it): every wait ends. */
export function notePlayerMoved(): void {
  moved = true;
  for (const run of waiting.splice(0)) run();
}

/** Runs `run` once the player is staying: now when the arrival says so, else at their first move to another screen. */
export function whenPlayerStays(run: () => void, arrival: Arrival): void {
  if (moved || arrivedStaying(arrival)) run();
  else waiting.push(run);
}

/** Back to a page nobody has moved on from (tests). */
export function resetPlayerMoves(): void {
  moved = false;
  waiting.length = 0;
}
