// The release operations on a deploy tree: record a built remote version in the registry, verify it, pin it,
// roll it back, report status. The release manifest is always derived from the registry's pin history.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { incompatibilities, sharedTable } from './compat.mjs';
import { AREAS, readRegistry, releaseFiles, remoteUrl, writeManifest, writeRegistry } from './files.mjs';
import { pinStack } from './history.mjs';
import { sha384 } from './integrity.mjs';

export class ReleaseError extends Error {}

const remoteOf = (registry, area) => (registry.remotes[area] ??= { versions: {}, history: [] });
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

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
  return {
    manifest: remoteUrl(area, version, 'mf-manifest.json'),
    entry: remoteUrl(area, version, entry),
    integrity: { manifest: sha384(manifestFile), entry: sha384(entryPath) },
    shared: sharedTable(mfManifest),
  };
}

/** Record a built version in the registry (`source`: publish = immutable release, workspace = dev rebuild). */
export function recordBuild({ deployDir, area, version, command, source, now = new Date() }) {
  const registry = readRegistry(deployDir);
  const existing = registry.remotes[area]?.versions[version];
  if (existing?.source === 'publish')
    throw new ReleaseError(`${area}@${version} is already published (${existing.publishedAt}, by \`${existing.command}\`); published versions are immutable, publish a new version`);
  const record = { version, ...inspectBuild(deployDir, area, version), publishedAt: now.toISOString(), command, source };
  remoteOf(registry, area).versions[version] = record;
  writeRegistry(deployDir, registry);
  syncManifest(deployDir, registry);
  return record;
}

/** Reasons the version cannot be given to players, empty when it can. */
export function verify(deployDir, registry, area, version) {
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
  for (const file of ['manifest', 'entry'])
    if (built.integrity[file] !== record.integrity[file])
      reasons.push(`${area}@${version}: the ${file === 'manifest' ? 'mf-manifest.json' : 'entry script'} no longer matches its published hash`);
  const shellManifest = releaseFiles(deployDir).shellManifest;
  if (!existsSync(shellManifest)) reasons.push(`the shell's ${path.relative(deployDir, shellManifest)} is missing: build the shell first`);
  else reasons.push(...incompatibilities(sharedTable(readJson(shellManifest)), built.shared).map((r) => `${area}@${version} is not compatible with the shell: ${r}`));
  return reasons;
}

function change(deployDir, area, action, version, command, now) {
  const registry = readRegistry(deployDir);
  const reasons = verify(deployDir, registry, area, version);
  if (reasons.length) throw new ReleaseError(`refused to ${action} ${area}@${version}:\n  - ${reasons.join('\n  - ')}`);
  remoteOf(registry, area).history.push({ action, version, at: now.toISOString(), command });
  writeRegistry(deployDir, registry);
  return syncManifest(deployDir, registry);
}

/** Give players `version` of `area` from the next page load; the version pinned before becomes the fallback. */
export function pin({ deployDir, area, version, command, now = new Date() }) {
  assertArea(area);
  return change(deployDir, area, 'pin', version, command, now);
}

/** Return `area` to the version pinned before the current one. */
export function rollback({ deployDir, area, command, now = new Date() }) {
  assertArea(area);
  const stack = pinStack(readRegistry(deployDir).remotes[area]?.history ?? []);
  if (stack.length < 2) throw new ReleaseError(`refused to roll back ${area}: there is no previous pin (pinned: ${stack.at(-1) ?? 'none'})`);
  return change(deployDir, area, 'rollback', stack.at(-2), command, now);
}

/** Rewrite the release manifest from the registry: top of each pin stack, with the one below as fallback. */
export function syncManifest(deployDir, registry = readRegistry(deployDir)) {
  const remotes = {};
  for (const area of AREAS) {
    const entry = registry.remotes[area];
    const stack = pinStack(entry?.history ?? []);
    const release = (version) => {
      const r = entry.versions[version];
      return r && { version, manifest: r.manifest, entry: r.entry, integrity: r.integrity };
    };
    const current = stack.length ? release(stack.at(-1)) : undefined;
    if (!current) continue;
    const fallback = stack.length > 1 ? release(stack.at(-2)) : undefined;
    remotes[area] = fallback ? { ...current, fallback } : current;
  }
  const manifest = { updatedAt: new Date().toISOString(), remotes };
  writeManifest(deployDir, manifest);
  return manifest;
}

/** One row per remote: pinned, previous, published versions and the last change. */
export function status(deployDir) {
  const registry = readRegistry(deployDir);
  return AREAS.map((area) => {
    const entry = registry.remotes[area] ?? { versions: {}, history: [] };
    const stack = pinStack(entry.history);
    const last = entry.history.at(-1);
    return {
      area,
      pinned: stack.at(-1) ?? null,
      previous: stack.at(-2) ?? null,
      published: Object.keys(entry.versions),
      changedAt: last?.at ?? null,
      changedBy: last?.command ?? null,
    };
  });
}

export function assertArea(area) {
  if (!AREAS.includes(area)) throw new ReleaseError(`unknown remote '${area}' (one of ${AREAS.join(', ')})`);
}
