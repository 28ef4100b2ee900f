#!/usr/bin/env node
// The edge suite's site: `npm run start:edge` (scripts/run-edge.mjs) with two workers, over a copy of the
// deploy tree of its own (the suite pins and rolls back), at EDGE_DEPLOY_DIR. Stops with its edge.
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const deployDir = String(process.env.EDGE_DEPLOY_DIR);
rmSync(deployDir, { recursive: true, force: true });
cpSync(path.join(repo, 'deploy'), deployDir, { recursive: true });
const edge = spawn(process.execPath, [path.join(repo, 'scripts', 'run-edge.mjs')], {
  env: { ...process.env, DEPLOY_DIR: deployDir },
  stdio: 'inherit',
});
edge.on('exit', (code) => {
  rmSync(deployDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => edge.kill(signal));
