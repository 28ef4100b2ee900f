#!/usr/bin/env node
// Many release changes at once, as squads' pipelines make them: `processes` processes, each pinning and
// rolling back its own area `rounds` times, all at the same moment, either on the tree directly (the CLI's
// local mode) or through release services (two instances on the same tree, as two replicas would run).
// Afterwards every acknowledged change must be in the registry's history and in the audit log.
// `node tooling/release/concurrency.mjs [processes] [rounds]` prints the figures; the test runs it too.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readAudit } from './audit.mjs';
import { AREAS, readRegistry } from './files.mjs';
import { pin, recordBuild } from './release.mjs';
import { fakeBuild, tempDeployTree } from './testing.mjs';
import { addToken } from './tokens.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** @param {string[]} args @param {Record<string, string>} [env] */
function node(args, env = {}) {
  return spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** @param {import('node:child_process').ChildProcess} child @returns {Promise<string>} */
function output(child) {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (err += d));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}: ${err}`))));
  });
}

/** Start `cli.mjs serve` on an ephemeral port; resolves with its URL and the process. */
export function startService(/** @type {string} */ deployDir) {
  const child = node([path.join(here, 'cli.mjs'), 'serve', '--port', '0', '--deploy-dir', deployDir]);
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (d) => {
      const url = /release service on (http:\/\/\S+)/.exec(String(d))?.[1];
      if (url) resolve({ url, child });
    });
    child.on('exit', (code) => reject(new Error(`the release service exited (${code})`)));
  });
}

/**
 * @param {{ processes?: number, rounds?: number, mode: 'local' | 'service' }} o
 * @returns {Promise<{ mode: string, processes: number, rounds: number, acknowledged: number, refused: number, inHistory: number, inAudit: number, lost: number, ms: number }>}
 */
export async function concurrentChanges({ processes = 4, rounds = 25, mode }) {
  const deployDir = tempDeployTree();
  /** @type {import('node:child_process').ChildProcess[]} */
  const services = [];
  try {
    const areas = AREAS.slice(0, processes);
    if (areas.length < processes) throw new Error(`at most ${AREAS.length} processes: one area each`);
    for (const area of areas) {
      for (const version of ['1.0.0', '1.1.0']) {
        fakeBuild(deployDir, area, version);
        recordBuild({ deployDir, area, version, command: 'setup', source: 'publish' });
      }
      pin({ deployDir, area, version: '1.0.0', command: 'setup' });
    }
    /** @type {Record<string, string>} */
    const env = { DEPLOY_DIR: deployDir };
    /** @type {string[]} */
    let urls = [];
    if (mode === 'service') {
      const file = path.join(deployDir, '.release', 'tokens.json');
      const tokens = Object.fromEntries(areas.map((area) => [area, addToken({ deployDir, file, name: `${area}-squad`, areas: [area] })]));
      const started = await Promise.all([startService(deployDir), startService(deployDir)]);
      services.push(...started.map((s) => s.child));
      urls = started.map((s) => s.url);
      Object.assign(env, { TOKENS: JSON.stringify(tokens) });
    }
    const before = readAudit(deployDir).length;
    const t0 = Date.now();
    const outputs = await Promise.all(
      areas.map((area, i) =>
        output(node([path.join(here, 'concurrencyWorker.mjs'), mode, area, String(rounds), urls[i % urls.length] ?? ''], env)),
      ),
    );
    const ms = Date.now() - t0;
    const results = outputs.flatMap((o) =>
      o
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
    );
    const acked = results.filter((r) => !r.refused);
    const registry = readRegistry(deployDir);
    let inHistory = 0;
    let lost = 0;
    for (const area of areas) {
      const changes = registry.remotes[area]?.history.slice(1) ?? [];
      const mine = acked.filter((a) => a.area === area);
      inHistory += changes.length;
      // The acknowledged changes in order must all be in the history, in that order.
      let next = 0;
      for (const a of mine) {
        const found = changes.findIndex((c, i) => i >= next && c.action === a.action && c.version === a.version);
        if (found < 0) lost++;
        else next = found + 1;
      }
    }
    const inAudit = readAudit(deployDir).length - before;
    return {
      mode,
      processes,
      rounds,
      acknowledged: acked.length,
      refused: results.length - acked.length,
      inHistory,
      inAudit,
      lost: Math.max(lost, acked.length - inAudit),
      ms,
    };
  } finally {
    await Promise.all(
      services.map((s) => new Promise((resolve) => (s.exitCode !== null ? resolve(null) : (s.once('exit', resolve), s.kill())))),
    );
    rmSync(deployDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [processes = 4, rounds = 25] = process.argv.slice(2).map(Number);
  for (const mode of /** @type {const} */ (['local', 'service']))
    console.log(JSON.stringify(await concurrentChanges({ processes, rounds, mode })));
}
