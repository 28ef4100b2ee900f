#!/usr/bin/env node
// `pnpm --filter mfe-<area> build` and `pnpm --filter shell build` (and, for each, `npm start`'s
// scripts/build.mjs): one remote's, or the shell's, production build on a developer's machine. It builds into a new workspace version of its own
// (`<package version>-workspace.<n>`), never into a folder a release, a pin or a canary names, then records it
// (audited), pins it where the area's pin is a workspace build or missing, and prunes the workspace builds no
// pin, fallback or canary names any more (tooling/release/workspace.mjs).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { missingSingletons } from '../rspack/check-shared.mjs';
import { DEPLOY_DIR } from '../rspack/paths.mjs';
import { precompressTreeSync } from '../edge/precompress.mjs';
import { addAssetIntegrity } from './fileIntegrity.mjs';
import { releaseFiles } from './files.mjs';
import { reserveWorkspaceVersion } from './versions.mjs';
import { recordWorkspaceBuild } from './workspace.mjs';
import { SHELL } from './shell.mjs';

const { name, version: base } = JSON.parse(readFileSync('package.json', 'utf8'));
// The shell is built like an area (tooling/release/shell.mjs), into deploy/.shell/<version>/.
const area = name.replace(/^mfe-/, '');
const isShell = area === SHELL;
const version = reserveWorkspaceVersion(DEPLOY_DIR, area, base);
const dir = releaseFiles(DEPLOY_DIR).versionDir(area, version);
const fail = (/** @type {string} */ message, code = 1) => {
  rmSync(dir, { recursive: true, force: true });
  if (message) console.error(message);
  process.exit(code);
};

const build = spawnSync('rspack', ['build', '--mode', 'production', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, [isShell ? 'SHELL_BUILD_VERSION' : 'MF_BUILD_VERSION']: version },
});
if (build.status !== 0) fail('', build.status ?? 1);
if (!isShell) {
  const missing = missingSingletons(path.join(dir, 'mf-manifest.json'));
  if (missing.length) fail(`${name} does not share ${missing.join(', ')} as singletons: it would run its own copies.`);
  addAssetIntegrity(dir);
}
// The .br and .gz the edge sends, recorded and checked with the files they copy (a shell's browser files only).
if (isShell) precompressTreeSync({ root: dir, dir: path.join(dir, 'm') });
else precompressTreeSync({ root: DEPLOY_DIR, dir });
/** @type {{ pinned: boolean, pruned: string[] }} */
let recorded = { pinned: false, pruned: [] };
try {
  recorded = recordWorkspaceBuild({ deployDir: DEPLOY_DIR, area, version });
} catch (error) {
  fail(`${area}@${version} was not recorded: ${error instanceof Error ? error.message : String(error)}`);
}
const { pinned, pruned } = recorded;
console.log(
  `${area}@${version} recorded in ${path.relative(process.cwd(), releaseFiles(DEPLOY_DIR).registry)}${pinned ? ' and pinned (the pin was a workspace build)' : ` (not pinned: ${isShell ? 'the shell is pinned to a release' : 'the area is pinned to a release or runs a canary'})`}${pruned.length ? `; removed ${pruned.join(', ')}` : ''}`,
);
