import { describe, expect, it } from 'vitest';
import { concurrentChanges } from './concurrency.mjs';

describe('release changes made at the same moment', () => {
  it.each([['local'], ['service']])(
    '4 processes x 25 rounds of pins and rollbacks (%s): every acknowledged change kept',
    async (mode) => {
      const run = await concurrentChanges({ processes: 4, rounds: 25, mode: /** @type {'local' | 'service'} */ (mode) });
      expect(run.refused).toBe(0);
      expect(run.acknowledged).toBe(200);
      expect(run.lost).toBe(0);
      expect(run.inHistory).toBe(200);
      expect(run.inAudit).toBe(200);
    },
    120_000,
  );
});
