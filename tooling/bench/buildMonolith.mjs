// Builds the one-bundle baseline of the site (tooling/rspack/monolith.mjs) into `<outDir>/m/`, with the
// composed site's run-time config beside it, so the site server can serve it like the real deploy tree: with
// the Brotli and gzip copies the deploy tree has (the site server sends those, and would otherwise gzip this
// build's files per request, which is no like-for-like comparison).
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { monolithConfig } from '../rspack/monolith.mjs';
import { DEPLOY_DIR } from '../rspack/paths.mjs';
import { precompressTree } from '../edge/precompress.mjs';

export async function buildMonolith(outDir) {
  const config = await monolithConfig({ outDir });
  const started = Date.now();
  await new Promise((resolve, reject) =>
    rspack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(undefined);
    }),
  );
  copyFileSync(path.join(DEPLOY_DIR, 'm', 'config.json'), path.join(outDir, 'm', 'config.json'));
  await precompressTree({ root: outDir });
  return Date.now() - started;
}
