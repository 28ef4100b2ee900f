// Where the release files live in a deploy tree, and how they are read (validated) and written (atomically,
// so a static host never serves half a file).
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { assertValid } from './schemas.mjs';
import { shellVersionDir } from '../rspack/paths.mjs';
import { whenChanged } from '../site/render/whenChanged.mjs';
import { writeFileAtomic } from './atomicFile.mjs';

export const AREAS = ['lobby', 'account', 'promotions', 'support', 'agent'];

/** The deploy tree's release files. The schemas are published under /m/schema/ beside them. */
export function releaseFiles(deployDir) {
  return {
    manifest: path.join(deployDir, 'm', 'remotes.json'),
    // Never served (site server, edge): its history names who released and how.
    registry: path.join(deployDir, 'remotes', 'registry.json'),
    // What the shell's preview reads: the published versions only (publishedVersions.mjs).
    published: path.join(deployDir, 'remotes', 'published.json'),
    shellManifest: path.join(deployDir, 'm', 'mf-manifest.json'),
    schemaDir: path.join(deployDir, 'm', 'schema'),
    remoteDir: (area, version) => path.join(deployDir, 'remotes', area, version),
    /** A version folder of an area, or of the shell (`deploy/.shell/<version>/`). */
    versionDir: (area, version) =>
      area === 'shell' ? shellVersionDir(version, deployDir) : path.join(deployDir, 'remotes', area, version),
  };
}

/** Site URL paths of a remote version's files. */
export const remoteUrl = (area, version, file) => `/remotes/${area}/${version}/${file}`;

const SCHEMA_URL = {
  manifest: '/m/schema/release-manifest.schema.json',
  registry: '/m/schema/registry.schema.json',
  published: '/m/schema/published.schema.json',
};

function readValid(kind, file) {
  if (!existsSync(file)) return { remotes: {} };
  let doc;
  try {
    doc = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not JSON: ${error instanceof Error ? error.message : error}`);
  }
  return assertValid(kind, doc, file);
}

export const readManifest = (deployDir) => readValid('manifest', releaseFiles(deployDir).manifest);
/**
 * The registry as a server reads it on every request: read again only when it changes on disk, and an empty one
 * (`{ remotes: {} }`) while it is missing or unreadable.
 * @param {string} deployDir
 * @returns {() => any}
 */
export function registryWhenChanged(deployDir) {
  const read = whenChanged(releaseFiles(deployDir).registry, JSON.parse);
  return () => {
    try {
      return read();
    } catch {
      return { remotes: {} };
    }
  };
}

export const readRegistry = (deployDir) => readValid('registry', releaseFiles(deployDir).registry);
export const readPublished = (deployDir) => readValid('published', releaseFiles(deployDir).published);

function writeValid(kind, file, doc, deployDir) {
  const body = { $schema: SCHEMA_URL[kind], ...doc };
  assertValid(kind, body, file);
  publishSchemas(deployDir);
  writeFileAtomic(file, `${JSON.stringify(body, null, 2)}\n`);
}

export const writeManifest = (deployDir, doc) => writeValid('manifest', releaseFiles(deployDir).manifest, doc, deployDir);
export const writeRegistry = (deployDir, doc) => writeValid('registry', releaseFiles(deployDir).registry, doc, deployDir);
export const writePublished = (deployDir, doc) => writeValid('published', releaseFiles(deployDir).published, doc, deployDir);

/** Deploy trees this process has published the schemas into (once is enough: they change with the tooling). */
const schemasPublished = new Set();

function publishSchemas(deployDir) {
  const { schemaDir } = releaseFiles(deployDir);
  if (schemasPublished.has(schemaDir) && existsSync(schemaDir)) return;
  mkdirSync(schemaDir, { recursive: true });
  for (const name of ['release-manifest', 'registry', 'published'])
    copyFileSync(new URL(`./schema/${name}.schema.json`, import.meta.url), path.join(schemaDir, `${name}.schema.json`));
  schemasPublished.add(schemaDir);
}
