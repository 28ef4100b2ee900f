import { incompatibilities, type SharedTable } from '@m/tooling/release/compat';
import { AREAS, sessionStore, type Area } from 'shared';
import validatePublished from './generated/validatePublished';
import { PREVIEW_KEY, PREVIEW_PARAM } from './previewRequest';
import { describeViolations, type ReleaseManifest, type RemoteRelease } from './releaseManifest';
import { shellSharedTable } from './shellShared';

/** The published versions, with their URLs and hashes (tooling/release/publishedVersions.mjs). */
export const PUBLISHED_URL = '/remotes/published.json';

/** A published version one browser tab runs instead of the pinned one. */
export interface PreviewOverride {
  area: Area;
  version: string;
}

export interface PreviewResult {
  manifest: ReleaseManifest;
  previewing: PreviewOverride[];
  /** `lobby@9.9.9: not a published version`, one per refused request (`lobby@1.3.0: not compatible with this shell: …`). */
  rejected: string[];
}

/** A published version with the shared singletons it was built against. */
export type PublishedRelease = RemoteRelease & { shared: SharedTable };

export interface PublishedVersions {
  remotes: Partial<Record<Area, { versions: Record<string, PublishedRelease> }>>;
}

const isArea = (value: string): value is Area => (AREAS as readonly string[]).includes(value);

/** `lobby@1.4.0-rc.1,support@2.0.0` → requests; anything not of that form is kept as a raw refused token. */
export function parseOverrides(value: string): { requests: PreviewOverride[]; malformed: string[] } {
  const requests: PreviewOverride[] = [];
  const malformed: string[] = [];
  for (const token of value
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)) {
    const at = token.indexOf('@');
    const area = token.slice(0, at);
    if (at > 0 && isArea(area)) requests.push({ area, version: token.slice(at + 1) });
    else malformed.push(token);
  }
  return { requests, malformed };
}

/**
 * The manifest with the tab's preview overrides applied. Only published versions are accepted, with their
 * own published URLs and hashes, so an override can never point the page at an arbitrary URL, and only those
 * this shell can run: the rule `pin` applies (tooling/release/compat.mjs: each contract singleton shared as
 * one, the shell's version within the range the version requires, and `shared` no newer than the shell's).
 * The pinned release stays as the override's fallback.
 */
export function applyOverrides(
  manifest: ReleaseManifest,
  published: PublishedVersions,
  requests: PreviewOverride[],
  shellShared: SharedTable = shellSharedTable(),
): PreviewResult {
  const remotes = { ...manifest.remotes };
  const previewing: PreviewOverride[] = [];
  const rejected: string[] = [];
  for (const { area, version } of requests) {
    const versions = published.remotes[area]?.versions ?? {};
    const found = Object.prototype.hasOwnProperty.call(versions, version) ? versions[version] : undefined;
    if (!found) {
      rejected.push(`${area}@${version}: not a published version`);
      continue;
    }
    const reasons = incompatibilities(shellShared, found.shared);
    if (reasons.length) {
      rejected.push(`${area}@${version}: not compatible with this shell: ${reasons.join('; ')}`);
      continue;
    }
    const pinned = manifest.remotes[area];
    const release = { version, manifest: found.manifest, entry: found.entry, integrity: found.integrity };
    remotes[area] = pinned
      ? { ...release, fallback: { version: pinned.version, manifest: pinned.manifest, entry: pinned.entry, integrity: pinned.integrity } }
      : release;
    previewing.push({ area, version });
  }
  return { manifest: { remotes }, previewing, rejected };
}

const isOverrideList = (value: unknown): value is PreviewOverride[] =>
  Array.isArray(value) &&
  value.every(
    (o) => typeof o === 'object' && o !== null && isArea((o as PreviewOverride).area) && typeof (o as PreviewOverride).version === 'string',
  );

/**
 * Resolve this page load's preview: a `?remotes=` parameter replaces the tab's overrides (and leaves the
 * address bar), otherwise the stored ones apply. Refusals are reported on the console and to the caller.
 */
export async function resolvePreview(manifest: ReleaseManifest, fetchJson: (url: string) => Promise<unknown>): Promise<PreviewResult> {
  const url = new URL(window.location.href);
  const param = url.searchParams.get(PREVIEW_PARAM);
  const { requests, malformed } =
    param !== null ? parseOverrides(param) : { requests: sessionStore.getJson(PREVIEW_KEY, isOverrideList) ?? [], malformed: [] };
  if (param !== null) {
    url.searchParams.delete(PREVIEW_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }
  let result: PreviewResult = { manifest, previewing: [], rejected: malformed.map((token) => `${token}: not of the form area@version`) };
  if (requests.length) {
    try {
      const published = await fetchJson(PUBLISHED_URL);
      if (!validatePublished(published)) throw new Error(`it does not match its schema: ${describeViolations(validatePublished.errors)}`);
      const applied = applyOverrides(manifest, published as PublishedVersions, requests);
      result = { ...applied, rejected: [...result.rejected, ...applied.rejected] };
    } catch (error) {
      result.rejected.push(
        `the published versions ${PUBLISHED_URL} could not be used: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  if (result.previewing.length) sessionStore.setJson(PREVIEW_KEY, result.previewing);
  else sessionStore.remove(PREVIEW_KEY);
  for (const refusal of result.rejected) console.error(`Preview refused: ${refusal}`);
  return result;
}
