import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readStats, statsFile, updateStats, writeStats } from './canaryStats.mjs';
import { tempDeployTree } from './testing.mjs';

/** Counts of one area whose loads say which write they were. */
const countsOf = (/** @type {number} */ loads) => ({ lobby: { window: 'pin 1.0.0', versions: { '1.0.0': { loads, failures: 0 } } } });

describe('the counts written for status', () => {
  it('are written without holding the event loop: a timer set at the call fires before the write has landed', async () => {
    const deployDir = tempDeployTree();
    const order = /** @type {string[]} */ ([]);
    const written = writeStats(deployDir, countsOf(1)).then(() => order.push('written'));
    setImmediate(() => order.push('event loop ran'));
    await written;
    expect(order[0]).toBe('event loop ran');
    expect(readStats(deployDir)).toEqual(countsOf(1));
  });

  it('many writes in a row each land whole, one after another, and the last counts are what stays', async () => {
    const deployDir = tempDeployTree();
    const stats = countsOf(0);
    const writes = [];
    for (let loads = 1; loads <= 40; loads++) {
      stats.lobby.versions['1.0.0'].loads = loads;
      // Taken as they are at the call: later changes to the same object are the next write's.
      writes.push(writeStats(deployDir, stats));
    }
    await Promise.all(writes);
    expect(JSON.parse(readFileSync(statsFile(deployDir), 'utf8'))).toEqual(countsOf(40));
  });

  it("a change queued after a write starts from that write: one worker's areas are kept beside another's", async () => {
    const deployDir = tempDeployTree();
    const lobby = writeStats(deployDir, countsOf(3));
    const support = updateStats(deployDir, (current) => ({ ...current, support: { window: 'pin 2.0.0', versions: {} } }));
    await Promise.all([lobby, support]);
    expect(readStats(deployDir)).toEqual({ ...countsOf(3), support: { window: 'pin 2.0.0', versions: {} } });
  });
});
