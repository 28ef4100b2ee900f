#!/usr/bin/env node
// The service worker's kill switch (docs/installed-app.md): `off` puts the kill-switch
// worker the shell build makes (m/sw-kill-switch.js) in place of m/sw.js, keeping the worker it replaces in
// .release/ (never served); every browser installs it at its next page load, and it deletes the site's
// caches and unregisters itself. `on` puts the kept worker back; so does the next shell build. Each switch
// takes the deploy tree's release lock and is written to its audit log (who, which way, when).
//   pnpm worker off | on | status        (DEPLOY_DIR: another deploy tree)
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DEPLOY_DIR } from '../rspack/paths.mjs';
import { appendAudit, localActor, stateDir } from '../release/audit.mjs';
import { withLock } from '../release/lock.mjs';
import { copyFileAtomic } from '../release/atomicFile.mjs';

const files = (deployDir) => ({
  worker: path.join(deployDir, 'm', 'sw.js'),
  killSwitch: path.join(deployDir, 'm', 'sw-kill-switch.js'),
  kept: path.join(deployDir, '.release', 'sw.js'),
});

/**
 * Copy `from` over `to` in one step (copyFileAtomic), and the compressed copies the edge sends in its place (`.br`, `.gz`) follow: `from`'s own when it has
 * them, else none, so that no copy of the worker replaced is ever sent instead of the new one.
 */
function replaceWorker(from, to) {
  for (const copy of ['.br', '.gz'])
    if (existsSync(`${from}${copy}`)) copyFileAtomic(`${from}${copy}`, `${to}${copy}`);
    else rmSync(`${to}${copy}`, { force: true });
  copyFileAtomic(from, to);
}

/**
 * @param {string} deployDir
 * @returns {'on' | 'off'} off when the served worker is the kill switch
 */
export function workerState(deployDir = DEPLOY_DIR) {
  const { worker, killSwitch } = files(deployDir);
  if (!existsSync(worker)) throw new Error(`no service worker at ${worker}: build the shell first`);
  return existsSync(killSwitch) && readFileSync(worker).equals(readFileSync(killSwitch)) ? 'off' : 'on';
}

/** @typedef {{ by?: string, now?: Date }} Who who switches (default: this machine's user), and when */

/**
 * Run `change` under the release lock and write the switch to the audit log.
 * @param {string} deployDir @param {'worker-off' | 'worker-on'} action @param {() => void} change @param {Who} who
 */
function switchLogged(deployDir, action, change, { by = localActor(), now = new Date() }) {
  withLock(path.join(stateDir(deployDir), 'lock'), () => {
    change();
    appendAudit(deployDir, { at: now.toISOString(), by, action });
  });
}

/**
 * Serve the kill switch as the site's worker; the worker it replaces is kept for `on`.
 * @param {string} [deployDir] @param {Who} [who]
 */
export function switchWorkerOff(deployDir = DEPLOY_DIR, who = {}) {
  const { worker, killSwitch, kept } = files(deployDir);
  if (!existsSync(killSwitch)) throw new Error(`no kill switch at ${killSwitch}: build the shell first`);
  if (workerState(deployDir) === 'off') return 'the service worker is already switched off';
  switchLogged(
    deployDir,
    'worker-off',
    () => {
      mkdirSync(path.dirname(kept), { recursive: true });
      copyFileSync(worker, kept);
      replaceWorker(killSwitch, worker);
    },
    who,
  );
  return 'switched the service worker off: browsers drop its caches and unregister it at their next page load';
}

/**
 * Serve the worker `off` kept again.
 * @param {string} [deployDir] @param {Who} [who]
 */
export function switchWorkerOn(deployDir = DEPLOY_DIR, who = {}) {
  const { worker, kept } = files(deployDir);
  if (workerState(deployDir) === 'on') return 'the service worker is already on';
  if (!existsSync(kept)) throw new Error(`no kept worker at ${kept}: build the shell to get one`);
  switchLogged(deployDir, 'worker-on', () => replaceWorker(kept, worker), who);
  return 'switched the service worker on: browsers install it at their next page load';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv[2];
  try {
    if (command === 'off') console.log(switchWorkerOff());
    else if (command === 'on') console.log(switchWorkerOn());
    else if (command === 'status') console.log(`the service worker is ${workerState()}`);
    else {
      console.error('usage: pnpm worker off | on | status');
      process.exitCode = 2;
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
