import type { Area } from 'shared';

/** Where the site server collects remote load reports (tooling/release/collector.mjs). */
export const BEACON_URL = '/__release/beacon';

/** What happened to a remote: it loaded, or failed to load, to match its hash, to render. */
export type BeaconKind = 'loaded' | 'load' | 'integrity' | 'render';

const sent = new Set<string>();

/**
 * Tell the collector how a remote version fared, once per area, version and kind per page view: area,
 * version and kind only, nothing about the player. Canary rollouts are judged on these reports.
 */
export function reportRemote(area: Area, version: string | undefined, kind: BeaconKind): void {
  if (!version) return;
  const key = `${area}@${version}:${kind}`;
  if (sent.has(key)) return;
  sent.add(key);
  try {
    navigator.sendBeacon?.(BEACON_URL, JSON.stringify({ area, version, kind }));
  } catch {
    // A report that cannot be sent is dropped: it never disturbs the page.
  }
}
