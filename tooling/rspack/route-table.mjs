// The route table (`shared/routes`, shared's public entry point) read at build time, so that a remote's `exposes`
// come from the same data the shell renders from. The TypeScript is turned into JavaScript with Rspack's own SWC.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';

const FILES = ['table', 'paths'];

function transpile(source) {
  const { code } = rspack.experiments.swc.transformSync(source, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  // The two files import each other without an extension, as the bundler allows; Node needs it.
  return code.replace(/from\s+(['"])\.\/(\w+)\1/g, 'from $1./$2.mjs$1');
}

const loaded = new Map();

/**
 * `ROUTES`, `WIDGETS` and `AREAS` of the route table in `routesDir` (by default the one of the `shared`
 * package that `packageDir` depends on, so a checkout builds against the table it was written for).
 * @param {string} routesDir  folder holding table.ts and paths.ts
 */
export async function loadRouteTable(routesDir) {
  if (!loaded.has(routesDir)) {
    const out = mkdtempSync(path.join(tmpdir(), 'm-route-table-'));
    for (const name of FILES)
      writeFileSync(path.join(out, `${name}.mjs`), transpile(readFileSync(path.join(routesDir, `${name}.ts`), 'utf8')));
    loaded.set(routesDir, import(pathToFileURL(path.join(out, 'table.mjs')).href));
  }
  return loaded.get(routesDir);
}

/** The route table folder of the `shared` package a remote's package folder depends on, as its `exports` name it. */
export const routesDirOf = (packageDir) => path.dirname(createRequire(path.join(packageDir, 'package.json')).resolve('shared/routes'));
