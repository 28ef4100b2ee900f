import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedValidators } from './generate-validators.mjs';

describe("the shell's standalone validators", () => {
  it('are generated from the current schemas (run node tooling/release/generate-validators.mjs after a schema change)', () => {
    for (const { file, code } of generatedValidators()) expect(readFileSync(file, 'utf8'), file).toBe(code);
  });
});
