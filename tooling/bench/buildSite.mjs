// The composed site's workspace build (scripts/build.mjs: incremental, two packages at a time), as the
// bench and the load run need it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../rspack/paths.mjs';

export function buildComposedSite() {
  const built = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
