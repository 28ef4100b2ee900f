import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SHARED_DIR } from './sharedApi.mjs';
import { exportedNames, namesUsedByPackages, namesUsedIn, unusedExports } from './sharedUse.mjs';

const ts = createRequire(path.join(SHARED_DIR, 'package.json'))('typescript');
/** @param {string} code @param {string} [file] */
const usedIn = (code, file = 'probe.tsx') =>
  Object.fromEntries([...namesUsedIn(file, code, ts)].map(([entry, names]) => [entry, [...names].sort()]));

describe('the names a file takes from shared', () => {
  it('reads named imports, type imports and re-exports of the root and the form kit, by their exported name', () => {
    const code =
      "import { api, useApi as read, type Game } from 'shared';\nimport type { Language } from 'shared';\n" +
      "import { TextField } from 'shared/forms';\nexport { ROUTES } from 'shared';\n";
    expect(usedIn(code)).toEqual({ shared: ['Game', 'Language', 'ROUTES', 'api', 'useApi'], 'shared/forms': ['TextField'] });
  });

  it("reads a namespace import's members, in code and in types", () => {
    const code = "import * as Shared from 'shared';\nconst sources = (l: Shared.Language) => Shared.namespaceSources(l);\n";
    expect(usedIn(code)).toEqual({ shared: ['Language', 'namespaceSources'] });
  });

  it('reads dynamic imports and import types', () => {
    const code =
      "const { createSafeStorage, setLanguage: set } = await import('shared');\nconst bus = (await import('shared')).bus;\n" +
      "type Real = typeof import('shared');\ntype L = import('shared').Language;\n";
    expect(usedIn(code, 'probe.ts')).toEqual({ shared: ['Language', 'bus', 'createSafeStorage', 'setLanguage'] });
  });

  it('leaves other entry points, libraries and relative paths out, and reads JavaScript too', () => {
    const code =
      "import { ROUTES } from 'shared/routes';\nimport { x } from './shared';\nimport { useState } from 'react';\nimport { checkFieldRule } from 'shared';\n";
    expect(usedIn(code, 'probe.mjs')).toEqual({ shared: ['checkFieldRule'] });
  });
});

describe("who imports shared's exports", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'shared-use-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  /** @param {string} file @param {string} code */
  const write = (file, code) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), code);
  };

  it("counts every other package (its tests too) and shared's entry points by name, never shared's tests or installs", () => {
    write('mfe-lobby/src/routes/Home.tsx', "import { useApi } from 'shared';\n");
    write('mfe-lobby/src/routes/Home.test.tsx', "import { setLanguage } from 'shared';\n");
    write('mfe-lobby/node_modules/shared/x.ts', "import { fromAnInstall } from 'shared';\n");
    write('shared/src/api/cashier/deposit.ts', "import { writeThen } from 'shared';\n");
    write('shared/src/bus/bus.test.ts', "import { createBus } from 'shared';\n");
    write('tooling/site/serve.mjs', "import { SafeHtml } from 'shared/forms';\n");
    const used = namesUsedByPackages(root);
    expect(Object.fromEntries([...(used.get('shared') ?? [])].map(([name, packages]) => [name, [...packages]]))).toEqual({
      useApi: ['mfe-lobby'],
      setLanguage: ['mfe-lobby'],
      writeThen: ['shared'],
    });
    expect([...(used.get('shared/forms')?.keys() ?? [])]).toEqual(['SafeHtml']);
  });

  it('lists each export nobody imports', () => {
    const exported = new Map([
      ['shared', ['bus', 'createBus']],
      ['shared/forms', ['FieldError', 'TextField']],
    ]);
    const used = new Map([
      ['shared', new Map([['bus', new Set(['shell'])]])],
      ['shared/forms', new Map([['TextField', new Set(['mfe-account'])]])],
    ]);
    expect(unusedExports(exported, used)).toEqual(['shared createBus', 'shared/forms FieldError']);
  });
});

describe("shared's surface", () => {
  it("every export of the root and the form kit is imported by another package or one of shared's entry points", () => {
    const exported = exportedNames();
    expect(exported.get('shared')?.length).toBeGreaterThan(150);
    expect(exported.get('shared/forms')).toContain('useFormSubmit');
    expect(unusedExports(exported, namesUsedByPackages())).toEqual([]);
  }, 60_000);
});
