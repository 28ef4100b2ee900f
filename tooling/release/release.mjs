// The release operations on a deploy tree: record a built remote version in the registry, verify it, pin it
// (whole or as a canary), promote or abort a canary, roll back, report status. Every change runs under the
// tree's release lock, against the registry as it is at that moment, and is appended to the audit log; the
// release manifest, the published versions and the static-host headers are always derived from the registry
// in the same step.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appendAudit, localActor, stateDir } from './audit.mjs';
import { incompatibilities, sharedTable } from './compat.mjs';
import { AREAS, readRegistry, releaseFiles, remoteUrl, writeManifest, writePublished, writeRegistry } from './files.mjs';
import { writeStaticHeaders } from './headersFile.mjs';
import { canaryOf, pinStack } from './history.mjs';
import { sha384 } from './integrity.mjs';
import { fileDrift, unchainedAssets, versionFiles } from './fileIntegrity.mjs';
import { SERVER_ENTRY } from '../rspack/paths.mjs';
import { withLock } from './lock.mjs';
import { canaryReport, pinReport, vitalsReport } from './canaryStats.mjs';
import { VITALS_RULE } from './vitals.mjs';
import { publishedVersions, releaseOf } from './publishedVersions.mjs';
import { WORKSPACE_TAG, isWorkspaceVersion } from './versions.mjs';
import { SHELL, inspectShell, installPinnedShell, servedShellShared, shellOf, verifyShell } from './shell.mjs';

export class ReleaseError extends Error {}

/** Canary defaults: abort when the canary fails this many points more often than the stable version, once it has this many loads. */
export const CANARY_DEFAULTS = Object.freeze({ margin: 5, minSample: 200 });

export { localActor } from './audit.mjs';

/** An area's entry in the registry, or the shell's (created empty when missing). */
const remoteOf = (registry, area) => (area === SHELL ? shellOf(registry) : (registry.remotes[area] ??= { versions: {}, history: [] }));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Run `change` on the registry as it is now, with no other release writing meanwhile; the registry it
 * changed is written with the manifest, the published versions and the headers derived from it, and its
 * audit entries appended, before the lock is released. Returns the change's `result`, or the new release manifest when it has none.
 * @param {string} deployDir
 * @param {(registry: any) => { result?: any, audit?: import('./audit.mjs').AuditEntry[] }} change
 * @returns {any}
 */
export function transact(deployDir, change) {
  return withLock(path.join(stateDir(deployDir), 'lock'), () => {
    const registry = readRegistry(deployDir);
    const { result, audit = [] } = change(registry);
    writeRegistry(deployDir, registry);
    installPinnedShell(deployDir, registry);
    const manifest = syncManifest(deployDir, registry);
    writePublished(deployDir, publishedVersions(registry));
    for (const entry of audit) appendAudit(deployDir, entry);
    return result === undefined ? manifest : result;
  });
}

/** The entry script's file name inside a built remote's folder, as its mf-manifest.json names it. */
function entryFile(mfManifest) {
  const { path: dir = '', name } = mfManifest.metaData.remoteEntry;
  return dir ? `${dir.replace(/\/$/, '')}/${name}` : name;
}

/** Hashes and shared table of a built remote version, read from its folder. Throws when files are missing. */
export function inspectBuild(deployDir, area, version) {
  const dir = releaseFiles(deployDir).remoteDir(area, version);
  const manifestFile = path.join(dir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new ReleaseError(`${area}@${version}: ${path.relative(deployDir, manifestFile)} is missing`);
  const mfManifest = readJson(manifestFile);
  const entry = entryFile(mfManifest);
  const entryPath = path.join(dir, entry);
  if (!existsSync(entryPath)) throw new ReleaseError(`${area}@${version}: ${path.relative(deployDir, entryPath)} is missing`);
  // Builds from before server rendering have no server build: their area is rendered in the browser only.
  const serverPath = path.join(dir, SERVER_ENTRY);
  const server = existsSync(serverPath);
  return {
    manifest: remoteUrl(area, version, 'mf-manifest.json'),
    entry: remoteUrl(area, version, entry),
    ...(server && { server: remoteUrl(area, version, SERVER_ENTRY) }),
    integrity: { manifest: sha384(manifestFile), entry: sha384(entryPath), ...(server && { server: sha384(serverPath) }) },
    shared: sharedTable(mfManifest),
    files: versionFiles(dir),
    unchained: unchainedAssets(dir, mfManifest, entry),
  };
}

/**
 * Record a built version in `registry` (`source`: publish = a release, workspace = a workspace build). Every
 * version is recorded once: its folder is never rebuilt, so a recorded version is refused, whatever its
 * source. Releases and workspace builds have separate names (versions.mjs).
 * @param {string} deployDir
 * @param {any} registry
 * @param {{ area: string, version: string, command: string, source: 'publish' | 'workspace', by?: string, now?: Date }} o
 * @returns {{ record: any, audit: import('./audit.mjs').AuditEntry[] }}
 */
export function recordInto(deployDir, registry, { area, version, command, source, by = localActor(), now = new Date() }) {
  const existing = (area === SHELL ? registry.shell : registry.remotes[area])?.versions[version];
  if (existing)
    throw new ReleaseError(
      `${area}@${version} is already ${existing.source === 'publish' ? 'published' : 'recorded as a workspace build'} (${existing.publishedAt}, by \`${existing.command}\`); versions are immutable, publish a new version`,
    );
  if ((source === 'workspace') !== isWorkspaceVersion(version))
    throw new ReleaseError(
      source === 'publish'
        ? `${area}@${version} is a workspace build's version (-${WORKSPACE_TAG}.<n>), never a release: publish a release version`
        : `${area}@${version}: a workspace build takes a -${WORKSPACE_TAG}.<n> version`,
    );
  if (area === SHELL) {
    let built;
    try {
      built = inspectShell(deployDir, version);
    } catch (error) {
      throw new ReleaseError(error instanceof Error ? error.message : String(error));
    }
    const record = { version, ...built, publishedAt: now.toISOString(), command, source };
    shellOf(registry).versions[version] = record;
    return {
      record,
      audit: [{ at: now.toISOString(), by, action: source === 'publish' ? 'publish' : 'build', area, from: null, to: version }],
    };
  }
  const { unchained, ...built } = inspectBuild(deployDir, area, version);
  if (unchained.length)
    throw new ReleaseError(
      `${area}@${version}: the entry script carries no SHA-384 of ${unchained.join(', ')}, so browsers would run them unchecked; build it with tooling/rspack/remote.mjs (SubresourceIntegrityPlugin)`,
    );
  const record = { version, ...built, publishedAt: now.toISOString(), command, source };
  remoteOf(registry, area).versions[version] = record;
  const audit = [{ at: now.toISOString(), by, action: source === 'publish' ? 'publish' : 'build', area, from: null, to: version }];
  return { record, audit };
}

/** Record a built version in the registry, under the lock (see recordInto). */
export function recordBuild({ deployDir, area, version, command, source, by = localActor(), now = new Date() }) {
  return transact(deployDir, (registry) => {
    const { record, audit } = recordInto(deployDir, registry, { area, version, command, source, by, now });
    return { result: record, audit };
  });
}

/** Reasons the version cannot be given to players, empty when it can. */
export function verify(deployDir, registry, area, version) {
  if (area === SHELL) return verifyShell(deployDir, registry, version);
  const record = registry.remotes[area]?.versions[version];
  if (!record) {
    const published = Object.keys(registry.remotes[area]?.versions ?? {});
    return [`${area}@${version} is not published (published: ${published.join(', ') || 'none'})`];
  }
  let built;
  try {
    built = inspectBuild(deployDir, area, version);
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
  const reasons = [];
  const names = { manifest: 'mf-manifest.json', entry: 'entry script', server: 'server build' };
  for (const file of /** @type {const} */ (['manifest', 'entry', 'server']))
    if (built.integrity[file] !== record.integrity[file])
      reasons.push(`${area}@${version}: the ${names[file]} no longer matches its published hash`);
  // Every other file (chunks, CSS) of versions recorded with their files' hashes.
  if (record.files) reasons.push(...fileDrift(record.files, built.files).map((r) => `${area}@${version}: ${r}`));
  // Against the shell players get: the pinned shell version's (shell.mjs).
  const shellShared = servedShellShared(deployDir, registry);
  if (!shellShared)
    reasons.push(
      `no shell is pinned or built in ${path.relative(deployDir, releaseFiles(deployDir).shellManifest)}: build the shell first`,
    );
  else
    reasons.push(...incompatibilities(shellShared, built.shared).map((r) => `${area}@${version} is not compatible with the shell: ${r}`));
  return reasons;
}

function assertVerified(deployDir, registry, area, action, version) {
  const reasons = verify(deployDir, registry, area, version);
  if (reasons.length) throw new ReleaseError(`refused to ${action} ${area}@${version}:\n  - ${reasons.join('\n  - ')}`);
}

function assertNoCanary(history, area, action) {
  const canary = canaryOf(history);
  if (canary)
    throw new ReleaseError(
      `refused to ${action} ${area}: a canary of ${area}@${canary.version} (${canary.percent} %) is running; promote or abort it first`,
    );
}

/**
 * A canary as asked for: the share of players, and the rules it is judged by (defaults for those left out).
 * @typedef {{ percent: number, margin?: number, minSample?: number, lcpMargin?: number, inpLimit?: number, clsLimit?: number }} CanaryRequest
 */

/**
 * Give players `version` of `area` from the next page load; the version pinned before becomes the fallback.
 * With `canary`, only that share of players gets it and the pin stays what the others get.
 * @param {{ deployDir: string, area: string, version: string, command: string, by?: string, now?: Date,
 *   canary?: CanaryRequest }} o
 */
export function pin({ deployDir, area, version, command, by = localActor(), now = new Date(), canary }) {
  assertReleasable(area);
  if (canary && area === SHELL)
    throw new ReleaseError('refused to start a canary of the shell: a shell is pinned for every player (pin it, or roll it back)');
  if (canary) assertPercent(canary.percent);
  if (isWorkspaceVersion(version))
    throw new ReleaseError(
      `refused to ${canary ? 'start a canary of' : 'pin'} ${area}@${version}: it is a workspace build, not a release; publish a version first`,
    );
  return transact(deployDir, (registry) => {
    const history = remoteOf(registry, area).history;
    const pinned = pinStack(history).at(-1) ?? null;
    assertNoCanary(history, area, canary ? 'start a canary of' : 'pin');
    if (canary && !pinned)
      throw new ReleaseError(`refused to start a canary of ${area}@${version}: ${area} has no pin to split players with; pin it first`);
    if (canary && pinned === version)
      throw new ReleaseError(`refused to start a canary of ${area}@${version}: it is already what every player gets`);
    assertVerified(deployDir, registry, area, canary ? 'start a canary of' : 'pin', version);
    const at = now.toISOString();
    if (canary) {
      const { percent, margin = CANARY_DEFAULTS.margin, minSample = CANARY_DEFAULTS.minSample } = canary;
      const { lcpMargin, inpLimit, clsLimit } = { ...VITALS_RULE, ...definedOf(canary) };
      history.push({ action: 'canary', version, at, command, by, percent, margin, minSample, lcpMargin, inpLimit, clsLimit });
      return { audit: [{ at, by, action: 'canary', area, from: pinned, to: version, percent }] };
    }
    history.push({ action: 'pin', version, at, command, by });
    return { audit: [{ at, by, action: 'pin', area, from: pinned, to: version }] };
  });
}

/** Return `area` to the version pinned before the current one. */
export function rollback({ deployDir, area, command, by = localActor(), now = new Date() }) {
  assertReleasable(area);
  return transact(deployDir, (registry) => {
    const history = remoteOf(registry, area).history;
    assertNoCanary(history, area, 'roll back');
    const stack = pinStack(history);
    if (stack.length < 2)
      throw new ReleaseError(`refused to roll back ${area}: there is no previous pin (pinned: ${stack.at(-1) ?? 'none'})`);
    const version = /** @type {string} */ (stack.at(-2));
    assertVerified(deployDir, registry, area, 'roll back', version);
    const at = now.toISOString();
    history.push({ action: 'rollback', version, at, command, by });
    return { audit: [{ at, by, action: 'rollback', area, from: stack.at(-1) ?? null, to: version }] };
  });
}

/** Give the running canary of `area` to every player: it becomes the pin, the pin before its fallback. */
export function promote({ deployDir, area, command, by = localActor(), now = new Date() }) {
  assertArea(area);
  return transact(deployDir, (registry) => {
    const history = remoteOf(registry, area).history;
    const canary = canaryOf(history);
    if (!canary) throw new ReleaseError(`refused to promote ${area}: no canary is running`);
    assertVerified(deployDir, registry, area, 'promote', canary.version);
    const at = now.toISOString();
    history.push({ action: 'promote', version: canary.version, at, command, by });
    return { audit: [{ at, by, action: 'promote', area, from: pinStack(history).at(-2) ?? null, to: canary.version }] };
  });
}

/**
 * End the running canary of `area`: every player gets the pin again. `startedAt` (the collector) aborts only
 * the canary it judged, not one started since.
 * @param {{ deployDir: string, area: string, command: string, by?: string, now?: Date, reason?: string, startedAt?: string }} o
 */
export function abort({ deployDir, area, command, by = localActor(), now = new Date(), reason, startedAt }) {
  assertArea(area);
  return transact(deployDir, (registry) => {
    const history = remoteOf(registry, area).history;
    const canary = canaryOf(history);
    if (!canary || (startedAt && canary.at !== startedAt))
      throw new ReleaseError(`refused to abort ${area}: no canary${startedAt ? ' started at ' + startedAt : ''} is running`);
    const at = now.toISOString();
    history.push({ action: 'abort', version: canary.version, at, command, by });
    const entry = {
      at,
      by,
      action: 'abort',
      area,
      from: canary.version,
      to: pinStack(history).at(-1) ?? null,
      ...(reason ? { reason } : {}),
    };
    return { audit: [entry] };
  });
}

/** Rewrite the release manifest from the registry: top of each pin stack, the one below as fallback, and a running canary. */
export function syncManifest(deployDir, registry = readRegistry(deployDir)) {
  const remotes = {};
  for (const area of AREAS) {
    const entry = registry.remotes[area];
    const stack = pinStack(entry?.history ?? []);
    const release = (version) => entry.versions[version] && releaseOf(entry.versions[version]);
    const current = stack.length ? release(stack.at(-1)) : undefined;
    if (!current) continue;
    const fallback = stack.length > 1 ? release(stack.at(-2)) : undefined;
    const running = canaryOf(entry.history);
    const canary = running && release(running.version);
    remotes[area] = {
      ...current,
      ...(fallback ? { fallback } : {}),
      ...(canary ? { canary: { ...canary, percent: running.percent } } : {}),
    };
  }
  const shellStack = pinStack(registry.shell?.history ?? []);
  const shell = shellStack.length
    ? { version: shellStack.at(-1), ...(shellStack.length > 1 ? { fallback: shellStack.at(-2) } : {}) }
    : undefined;
  const manifest = { updatedAt: new Date().toISOString(), ...(shell ? { shell } : {}), remotes };
  writeManifest(deployDir, manifest);
  writeStaticHeaders(deployDir, manifest, registry);
  return manifest;
}

/** One row per remote: pinned, previous, published versions, the pin's and a running canary's load and failure figures, and the last change. */
export function status(deployDir) {
  const registry = readRegistry(deployDir);
  return [SHELL, ...AREAS].map((area) => {
    const entry = (area === SHELL ? registry.shell : registry.remotes[area]) ?? { versions: {}, history: [] };
    const stack = pinStack(entry.history);
    const last = entry.history.at(-1);
    const canary = canaryOf(entry.history);
    return {
      area,
      pinned: stack.at(-1) ?? null,
      previous: stack.at(-2) ?? null,
      published: Object.keys(entry.versions),
      canary: canary && { ...canary, ...canaryReport(deployDir, area, canary, stack.at(-1) ?? '') },
      // Players' reports are of remote versions: a shell has none.
      pinnedCounts: stack.length && area !== SHELL ? pinReport(deployDir, area, canary, stack.at(-1) ?? '') : null,
      vitals: stack.length && area !== SHELL ? vitalsReport(deployDir, area, canary, stack.at(-1) ?? '') : null,
      changedAt: last?.at ?? null,
      changedBy: last?.command ?? null,
      who: last?.by ?? null,
    };
  });
}

export function assertArea(area) {
  if (!AREAS.includes(area)) throw new ReleaseError(`unknown remote '${area}' (one of ${AREAS.join(', ')})`);
}

/** An area, or the shell: what publish, pin and rollback take. @param {string} area */
export function assertReleasable(area) {
  if (area !== SHELL && !AREAS.includes(area)) throw new ReleaseError(`unknown remote '${area}' (one of ${AREAS.join(', ')}, or ${SHELL})`);
}

/** The vitals rule's fields a caller gave. @param {{ lcpMargin?: number, inpLimit?: number, clsLimit?: number }} rule */
const definedOf = ({ lcpMargin, inpLimit, clsLimit }) =>
  Object.fromEntries(Object.entries({ lcpMargin, inpLimit, clsLimit }).filter(([, v]) => v !== undefined));

/** @param {unknown} percent */
function assertPercent(percent) {
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent <= 0 || percent >= 100)
    throw new ReleaseError(`a canary share is a percentage above 0 and below 100, not ${String(percent)}`);
}
