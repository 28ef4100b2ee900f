#!/usr/bin/env node
// `pnpm --filter mfe-<area> build`: one remote's production build on a developer's machine, kept in step
// with the local release registry and manifest as the full build keeps them. A published version
// (immutable) is refused before anything is written; after the build its files' hashes are recorded, so the
// composed site loads the new build instead of refusing it as tampered. Run by the full build
// (scripts/build.mjs sets M_WORKSPACE_BUILD), it only builds: the full build checks and records every area.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { DEPLOY_DIR } from '../rspack/paths.mjs';
import { readRegistry } from './files.mjs';
import { recordWorkspaceBuild } from './workspace.mjs';

const { name, version } = JSON.parse(readFileSync('package.json', 'utf8'));
const area = name.replace(/^mfe-/, '');
const standalone = !process.env.M_WORKSPACE_BUILD;

const published = readRegistry(DEPLOY_DIR).remotes[area]?.versions[version];
if (standalone && published?.source === 'publish') {
  console.error(
    `${area}@${version} is a published release (immutable, by \`${published.command}\`): bump the version in ${name}/package.json to build changes.`,
  );
  process.exit(1);
}
const build = spawnSync('rspack', ['build', '--mode', 'production', ...process.argv.slice(2)], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
if (standalone) {
  recordWorkspaceBuild({ deployDir: DEPLOY_DIR, area, version, rebuilt: true });
  console.log(`${area}@${version} recorded in deploy/remotes/registry.json; deploy/m/remotes.json has its new hashes`);
}
