import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, ruleMessages } from './lintProbe.mjs';

/**
 * Lints one in-memory file with the workspace's eslint.config.mjs, as if it sat at `file`.
 * @param {string} file path from the workspace root
 * @param {string} code
 */
const boundaryErrors = (file, code) => ruleMessages('boundaries/public-entry-points', file, code);

const IN_ACCOUNT = 'mfe-account/src/features/probe.ts';

// Loading the config and the TypeScript parser takes seconds on a busy machine.
describe('the package boundary in lint', { timeout: 60_000 }, () => {
  it("fails an import of another remote's source by relative path", async () => {
    const errors = await boundaryErrors(IN_ACCOUNT, "import { x } from '../../../mfe-lobby/src/x';\nexport const y = x;\n");
    expect(errors).toEqual([expect.stringContaining("reaches into mfe-lobby's files by relative path")]);
  });

  it('fails another remote by package name, dynamic import and re-export included', async () => {
    const code =
      "import 'mfe-lobby';\nexport * from 'mfe-lobby/src/x';\nexport const later = () => import('../../../mfe-support/src/y');\n";
    const errors = await boundaryErrors(IN_ACCOUNT, code);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain('mfe-lobby has no public entry points');
  });

  it("passes every public entry point shared's package.json exports names", async () => {
    /** @type {{ exports: Record<string, string> }} */
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8'));
    const entries = Object.keys(manifest.exports);
    expect(entries.length).toBeGreaterThan(3);
    const code = entries
      .map((entry, i) => `import * as e${i} from '${entry === '.' ? 'shared' : `shared/${entry.slice(2)}`}';\nconsole.log(e${i});\n`)
      .join('');
    expect(await boundaryErrors(IN_ACCOUNT, code)).toEqual([]);
  });

  it("fails shared's src, by package subpath or relative path, and a subpath it does not export", async () => {
    expect(await boundaryErrors(IN_ACCOUNT, "import { api } from 'shared/src/api/client';\nconsole.log(api);\n")).toEqual([
      expect.stringContaining("imports shared's src"),
    ]);
    expect(await boundaryErrors(IN_ACCOUNT, "import { api } from '../../../shared/src/api/client';\nconsole.log(api);\n")).toEqual([
      expect.stringContaining("reaches into shared's files by relative path"),
    ]);
    expect(await boundaryErrors(IN_ACCOUNT, "import { api } from 'shared/api';\nconsole.log(api);\n")).toEqual([
      expect.stringContaining('is not a public entry point of shared'),
    ]);
  });

  it("passes libraries and the package's own files", async () => {
    const code = "import { useState } from 'react';\nimport { paths } from '../lib/paths';\nconsole.log(useState, paths);\n";
    expect(await boundaryErrors(IN_ACCOUNT, code)).toEqual([]);
  });

  it("holds in dev-api and e2e too: shared's files only through its entry points", async () => {
    expect(await boundaryErrors('dev-api/src/probe.ts', "export type * from '../../shared/src/api/endpoints/types';\n")).toHaveLength(1);
    expect(await boundaryErrors('e2e/support/probe.ts', "import { ROUTES } from 'shared/routes';\nconsole.log(ROUTES);\n")).toEqual([]);
  });
});
