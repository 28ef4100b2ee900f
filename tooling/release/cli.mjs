#!/usr/bin/env node
// pnpm release <publish|pin|rollback|status> ... : see README "Releasing".
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEPLOY_DIR } from '../rspack/paths.mjs';
import { publish } from './publish.mjs';
import { ReleaseError, pin, rollback, status } from './release.mjs';
import { formatStatus } from './statusTable.mjs';

const USAGE = `usage:
  pnpm release publish mfe-<area> [--version X.Y.Z] [--source DIR]   build and record a new version
  pnpm release pin <area>@<version>                                  give players that version
  pnpm release rollback <area>                                       back to the previous pin
  pnpm release status                                                pins and published versions
  (--deploy-dir DIR, or DEPLOY_DIR, picks the deploy tree; default ./deploy)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' }, source: { type: 'string' }, 'deploy-dir': { type: 'string' }, help: { type: 'boolean' } },
});
const [command, target] = positionals;
const deployDir = path.resolve(values['deploy-dir'] ?? DEPLOY_DIR);
const invocation = ['pnpm release', ...process.argv.slice(2)].join(' ');

function run() {
  switch (command) {
    case 'publish':
      if (!target) break;
      publish({ deployDir, remote: target, version: values.version, sourceDir: values.source, command: invocation });
      return;
    case 'pin': {
      const match = /^([a-z]+)@(\S+)$/.exec(target ?? '');
      if (!match) break;
      const manifest = pin({ deployDir, area: match[1], version: match[2], command: invocation });
      const pinned = manifest.remotes[match[1]];
      console.log(`pinned ${match[1]}@${pinned.version}${pinned.fallback ? ` (fallback ${pinned.fallback.version})` : ''}: players get it on their next page load`);
      return;
    }
    case 'rollback': {
      if (!target) break;
      const area = target.replace(/^mfe-/, '');
      const manifest = rollback({ deployDir, area, command: invocation });
      console.log(`rolled back ${area} to ${manifest.remotes[area].version}`);
      return;
    }
    case 'status':
      console.log(formatStatus(status(deployDir)));
      return;
  }
  console.error(USAGE);
  process.exitCode = values.help ? 0 : 2;
}

try {
  run();
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ReleaseError) && !/is not a valid|is not JSON/.test(message)) throw error;
  console.error(`release: ${message}`);
  process.exitCode = 1;
}
