#!/usr/bin/env node
// Builds every deployable package, skipping those whose inputs have not changed since their last build
// (a content hash of the package, `shared`, the tooling and the lockfile), two at a time on two cores.
// Each remote's build, and the shell's (tooling/release/area-build.mjs), takes a new workspace version of its
// own, records it in the release registry and pins it where the pin is a workspace build or missing.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampDir = path.join(root, 'node_modules', '.cache', 'm-build');
const AREAS = ['lobby', 'account', 'promotions', 'support', 'agent'];

const { DEPLOY_DIR, shellVersionDir } = await import('../tooling/rspack/paths.mjs');
const { readRegistry } = await import('../tooling/release/files.mjs');
const { latestWorkspaceBuild } = await import('../tooling/release/workspace.mjs');
const registry = readRegistry(DEPLOY_DIR);
/** The folder of an area's newest workspace build, relative to the repository (a path that never exists when there is none). */
const workspaceBuild = (area) =>
  path.relative(root, path.join(DEPLOY_DIR, 'remotes', area, latestWorkspaceBuild(registry, area) ?? '.none', 'mf-manifest.json'));
/** The shell's newest workspace build's page (deploy/.shell/<version>/m/index.html). */
const workspaceShell = () =>
  path.relative(root, path.join(shellVersionDir(latestWorkspaceBuild(registry, 'shell') ?? '.none'), 'm', 'index.html'));

const browserInputs = ['shared', 'tooling/rspack', 'pnpm-lock.yaml', 'tsconfig.base.json'];
/**
 * `output` (and `alsoOutput`) must exist for a target to count as built.
 * @type {{ name: string, inputs: string[], output: string, alsoOutput?: string, hash?: string }[]}
 */
const targets = [
  {
    name: 'dev-api',
    // dev-api runs on Node: it loads the Node build of shared's pure entry points (shared/dist-node) it also builds.
    inputs: [
      'dev-api',
      'shared/src/api/endpoints/types.ts',
      'shared/src/brand',
      'shared/src/session',
      'shared/src/contract',
      'shared/src/rules',
      'shared/tsconfig.node.json',
      'shared/package.json',
      'pnpm-lock.yaml',
    ],
    output: 'dev-api/dist/dev-api/src/main.js',
    alsoOutput: 'shared/dist-node/contract/index.js',
  },
  ...AREAS.map((area) => ({
    name: `mfe-${area}`,
    inputs: [`mfe-${area}`, ...browserInputs],
    output: workspaceBuild(area),
  })),
  { name: 'shell', inputs: ['shell', ...browserInputs], output: workspaceShell() },
  // The release console: its own small app, served by the release service at /console/.
  { name: 'console', inputs: ['console', 'tooling/rspack', 'pnpm-lock.yaml', 'tsconfig.base.json'], output: 'console/dist/index.html' },
];

const SKIP = new Set(['node_modules', 'dist', 'dist-dev', 'data', 'test-results', 'playwright-report']);
function hashInputs(inputs) {
  const hash = createHash('sha1');
  const visit = (p) => {
    const stat = statSync(p, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p).sort())
        if (!SKIP.has(entry) && !entry.endsWith('.test.ts') && !entry.endsWith('.test.tsx')) visit(path.join(p, entry));
    } else {
      hash.update(path.relative(root, p));
      hash.update(readFileSync(p));
    }
  };
  inputs.forEach((input) => visit(path.join(root, input)));
  return hash.digest('hex');
}

function run(target) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('pnpm', ['--filter', target.name, 'run', 'build'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${target.name} build failed:\n${log}`));
      console.log(`  built ${target.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(undefined);
    });
  });
}

mkdirSync(stampDir, { recursive: true });
const pending = targets.filter((target) => {
  target.hash = hashInputs(target.inputs);
  const stamp = path.join(stampDir, `${target.name}.hash`);
  const fresh =
    [target.output, target.alsoOutput].every((output) => !output || existsSync(path.join(root, output))) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === target.hash;
  if (fresh) console.log(`  ${target.name} unchanged`);
  return !fresh;
});

const started = Date.now();
const queue = [...pending];
const worker = async () => {
  for (let target = queue.shift(); target; target = queue.shift()) {
    await run(target);
    writeFileSync(path.join(stampDir, `${target.name}.hash`), target.hash ?? '');
  }
};
try {
  await Promise.all([worker(), worker()]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
if (pending.length) console.log(`  ${pending.length} package(s) built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
// The release manifest, the published versions and the headers are written again from the registry (and the
// pinned shell's files put in place, when they are not).
const { transact } = await import('../tooling/release/release.mjs');
transact(DEPLOY_DIR, () => ({}));
// Each of the shell's files browsers fetch gets its .br and .gz once, here, for the edge to send as they are (new
// files only); a remote's build and publish write its own before its files are recorded.
const { precompressTree } = await import('../tooling/edge/precompress.mjs');
const compressing = Date.now();
const compressed = await precompressTree({ root: DEPLOY_DIR, dir: path.join(DEPLOY_DIR, 'm') });
if (compressed.written) console.log(`  compressed ${compressed.written} file(s) in ${((Date.now() - compressing) / 1000).toFixed(1)} s`);
