import type { Area } from 'shared';

/** Where the site server collects remote load reports (tooling/release/collector.mjs). */
export const BEACON_URL = '/__release/beacon';
/** Where a page view gets the signed token its reports count with (an HttpOnly cookie sent only to /__release/). */
export const VIEW_URL = '/__release/view';

/** What happened to a remote: it loaded, or failed to load, to match its hash, to render. */
export type BeaconKind = 'loaded' | 'load' | 'integrity' | 'render';

/** What the site answers a page view's token request: whether this page view reports its Web Vitals. */
export interface PageViewAnswer {
  vitals: boolean;
}

const sent = new Set<string>();
const loaded = new Map<Area, string>();
let viewToken: Promise<PageViewAnswer | undefined> | undefined;

const answerOf = async (response: Response): Promise<PageViewAnswer | undefined> => {
  const doc: unknown = await response.json().catch(() => undefined);
  return { vitals: typeof doc === 'object' && doc !== null && (doc as { vitals?: unknown }).vitals === true };
};

/**
 * This page view's token, asked once, before its first report: the page's own response never carries one, so
 * that a guest's page can be served whole from a shared cache. Its answer says whether the view is one of the
 * sample that reports its Web Vitals (undefined when it could not be had).
 */
export const pageViewToken = () =>
  (viewToken ??= fetch(VIEW_URL, { method: 'POST', credentials: 'same-origin', keepalive: true }).then(answerOf, () => undefined));

/** The version of each area that loaded on this page view: what its Web Vitals are told against. */
export const loadedVersions = (): Partial<Record<Area, string>> => Object.fromEntries(loaded);

/**
 * Tell the collector how a remote version fared, once per area, version and kind per page view: area,
 * version and kind only, nothing about the player. Canary rollouts are judged on these reports.
 */
export function reportRemote(area: Area, version: string | undefined, kind: BeaconKind): void {
  if (!version) return;
  if (kind === 'loaded' && !loaded.has(area)) loaded.set(area, version);
  const key = `${area}@${version}:${kind}`;
  if (sent.has(key)) return;
  sent.add(key);
  void pageViewToken().then(() => {
    try {
      navigator.sendBeacon?.(BEACON_URL, JSON.stringify({ area, version, kind }));
    } catch {
      // A report that cannot be sent is dropped: it never disturbs the page.
    }
  });
}
