// Publish: build one remote at a version into its own folder of the deploy tree, beside the versions already
// there, and record it in the registry. Nothing else is built or touched.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { missingSingletons } from '../rspack/check-shared.mjs';
import { REPO_ROOT } from '../rspack/paths.mjs';
import { precompressTreeSync } from '../edge/precompress.mjs';
import { addAssetIntegrity } from './fileIntegrity.mjs';
import { readRegistry, releaseFiles } from './files.mjs';
import { ReleaseError, assertReleasable, recordBuild } from './release.mjs';
import { SHELL } from './shell.mjs';
import { WORKSPACE_TAG, isWorkspaceVersion } from './versions.mjs';

/** `mfe-lobby` or `lobby` → area `lobby`; `shell` → `shell`. */
export const areaOf = (name) => name.replace(/^mfe-/, '');

function rspackCli(sourceDir) {
  const require = createRequire(path.join(sourceDir, 'package.json'));
  const pkgFile = require.resolve('@rspack/cli/package.json');
  const { bin } = JSON.parse(readFileSync(pkgFile, 'utf8'));
  return path.join(path.dirname(pkgFile), typeof bin === 'string' ? bin : bin.rspack);
}

/**
 * @param {object} o
 * @param {string} o.deployDir  the deploy tree
 * @param {string} o.remote     mfe-<area> or <area>, or shell
 * @param {string} [o.version]  defaults to the source's package.json version
 * @param {string} [o.sourceDir] a checkout of the remote's package (defaults to the workspace's)
 * @param {string} [o.command]  the command line, kept in the registry's history
 * @param {(line: string) => void} [o.log]
 */
export function publish({ deployDir, remote, version, sourceDir, command, log = console.log }) {
  const area = areaOf(remote);
  assertReleasable(area);
  // The shell is published like an area, into deploy/.shell/<version>/ (shell.mjs).
  const isShell = area === SHELL;
  const pkgName = isShell ? SHELL : `mfe-${area}`;
  const source = path.resolve(sourceDir ?? path.join(REPO_ROOT, pkgName));
  const pkg = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8'));
  if (pkg.name !== pkgName) throw new ReleaseError(`${source} holds ${pkg.name}, not ${pkgName}`);
  const release = version ?? pkg.version;
  if (isWorkspaceVersion(release))
    throw new ReleaseError(
      `${area}@${release} is a workspace build's version (-${WORKSPACE_TAG}.<n>), never a release: publish a release version`,
    );
  const registry = readRegistry(deployDir);
  const existing = (isShell ? registry.shell : registry.remotes[area])?.versions[release];
  if (existing)
    throw new ReleaseError(
      `${area}@${release} is already published (${existing.publishedAt}); published versions are immutable: publish a new version${version ? '' : ` (without --version, publish takes ${pkgName}/package.json's version: bump it)`}`,
    );
  const dir = releaseFiles(deployDir).versionDir(area, release);
  // Reserved atomically: a folder that exists (another publish, or files no record names) is never built into.
  mkdirSync(path.dirname(dir), { recursive: true });
  try {
    mkdirSync(dir);
  } catch {
    throw new ReleaseError(`${path.relative(deployDir, dir)} exists but is not in the registry: remove it or publish another version`);
  }

  const started = Date.now();
  log(`building ${area}@${release} from ${path.relative(process.cwd(), source) || '.'} ...`);
  const build = spawnSync(process.execPath, [rspackCli(source), 'build', '--mode', 'production'], {
    cwd: source,
    env: { ...process.env, DEPLOY_DIR: deployDir, [isShell ? 'SHELL_BUILD_VERSION' : 'MF_BUILD_VERSION']: release, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new ReleaseError(`the build of ${area}@${release} failed:\n${build.stdout}${build.stderr}`);
  }
  if (isShell) precompressTreeSync({ root: dir, dir: path.join(dir, 'm') });
  else {
    const missing = missingSingletons(path.join(dir, 'mf-manifest.json'));
    if (missing.length) {
      rmSync(dir, { recursive: true, force: true });
      throw new ReleaseError(`${area}@${release} does not share ${missing.join(', ')} as singletons: not published`);
    }
    addAssetIntegrity(dir);
    precompressTreeSync({ root: deployDir, dir });
  }
  const record = recordBuild({ deployDir, area, version: release, command, source: 'publish' });
  log(
    `published ${area}@${release} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${isShell ? path.relative(deployDir, dir) : record.manifest}`,
  );
  return record;
}
