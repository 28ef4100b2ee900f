import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { readAudit } from '../release/audit.mjs';
import { switchWorkerOff, switchWorkerOn, workerState } from './workerSwitch.mjs';

const WORKER = 'self.addEventListener("fetch", () => {}); // build 1';
const KILL_SWITCH = 'self.addEventListener("activate", () => self.registration.unregister());';

describe('the service worker kill switch', () => {
  let deployDir = '';
  const served = () => readFileSync(path.join(deployDir, 'm', 'sw.js'), 'utf8');

  beforeEach(() => {
    deployDir = mkdtempSync(path.join(tmpdir(), 'm-worker-'));
    mkdirSync(path.join(deployDir, 'm'));
    writeFileSync(path.join(deployDir, 'm', 'sw.js'), WORKER);
    writeFileSync(path.join(deployDir, 'm', 'sw-kill-switch.js'), KILL_SWITCH);
  });

  it('off serves the kill switch as the worker and keeps the worker it replaced out of the served tree', () => {
    expect(workerState(deployDir)).toBe('on');
    expect(switchWorkerOff(deployDir)).toMatch(/switched the service worker off/);
    expect(served()).toBe(KILL_SWITCH);
    expect(workerState(deployDir)).toBe('off');
    expect(readFileSync(path.join(deployDir, '.release', 'sw.js'), 'utf8')).toBe(WORKER);
  });

  it('on puts the kept worker back', () => {
    switchWorkerOff(deployDir);
    expect(switchWorkerOn(deployDir)).toMatch(/switched the service worker on/);
    expect(served()).toBe(WORKER);
    expect(workerState(deployDir)).toBe('on');
  });

  it("the compressed copies the edge sends follow the worker: the kill switch's own when off, none when on", () => {
    const copy = (name) => path.join(deployDir, 'm', name);
    const read = (name) => (existsSync(copy(name)) ? readFileSync(copy(name), 'utf8') : null);
    for (const ext of ['.br', '.gz']) {
      writeFileSync(copy(`sw.js${ext}`), `worker${ext}`);
      writeFileSync(copy(`sw-kill-switch.js${ext}`), `kill switch${ext}`);
    }
    switchWorkerOff(deployDir);
    expect([read('sw.js.br'), read('sw.js.gz')]).toEqual(['kill switch.br', 'kill switch.gz']);
    switchWorkerOn(deployDir);
    expect([read('sw.js.br'), read('sw.js.gz')]).toEqual([null, null]);
    expect(served()).toBe(WORKER);
  });

  it('switching off twice keeps the real worker, not the kill switch, for on', () => {
    switchWorkerOff(deployDir);
    expect(switchWorkerOff(deployDir)).toMatch(/already switched off/);
    switchWorkerOn(deployDir);
    expect(served()).toBe(WORKER);
  });

  it('writes who switched the worker off and on, and when, to the audit log; a switch that changes nothing writes nothing', () => {
    switchWorkerOff(deployDir, { now: new Date('2026-03-01T10:00:00.000Z') });
    switchWorkerOff(deployDir);
    switchWorkerOn(deployDir, { by: 'local:oncall', now: new Date('2026-03-01T10:30:00.000Z') });
    switchWorkerOn(deployDir);
    expect(readAudit(deployDir)).toEqual([
      { at: '2026-03-01T10:00:00.000Z', by: `local:${userInfo().username}`, action: 'worker-off' },
      { at: '2026-03-01T10:30:00.000Z', by: 'local:oncall', action: 'worker-on' },
    ]);
  });

  it('refuses without a build, and on without a kept worker', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'm-worker-'));
    expect(() => switchWorkerOff(empty)).toThrow(/build the shell first/);
    writeFileSync(path.join(deployDir, 'm', 'sw.js'), KILL_SWITCH);
    expect(() => switchWorkerOn(deployDir)).toThrow(/no kept worker/);
    expect(existsSync(path.join(deployDir, '.release'))).toBe(false);
  });
});
