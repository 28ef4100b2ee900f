// Rspack's Module Federation plugin resolves its runtime packages with Node's `require.resolve`, which picks
// their CommonJS builds, and those require each other's CommonJS builds: nothing of them can be tree-shaken,
// so every container carried the Node.js script loader, the logger and the whole SDK. These aliases point
// each runtime package, by name and by the path of its CommonJS build, at its ES module build.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const RUNTIME_PACKAGES = [
  '@module-federation/runtime-tools',
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
  '@module-federation/inject-external-runtime-core-plugin',
];

const PLUGIN_ALIASED = ['@module-federation/runtime-tools', '@module-federation/runtime'];

/** The folder of package `name` as resolved from the first of `bases` that finds it, or undefined. */
function packageFolder(name, bases) {
  for (const base of bases) {
    let file;
    try {
      file = createRequire(base).resolve(name);
    } catch {
      continue;
    }
    for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const manifest = path.join(dir, 'package.json');
      if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === name) return dir;
    }
  }
  return undefined;
}

export function federationRuntimeEsmAliases(packageDir) {
  const enhanced = createRequire(path.join(packageDir, 'package.json')).resolve('@module-federation/enhanced/rspack');
  // Most runtime packages are dependencies of the plugin; the rest come in through its runtime tools.
  const bases = [enhanced, createRequire(enhanced).resolve('@module-federation/runtime-tools')];
  const aliases = {};
  for (const name of RUNTIME_PACKAGES) {
    const folder = packageFolder(name, bases);
    if (!folder) continue;
    const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
    const entry = manifest.exports?.['.'];
    const esm = entry?.import?.default ?? entry?.import;
    const cjs = entry?.require?.default ?? entry?.require;
    if (typeof esm !== 'string' || typeof cjs !== 'string') continue;
    aliases[`${name}$`] = path.join(folder, esm);
    // The plugin aliases these two by bare name to their CommonJS builds; the same key replaces its entry.
    if (PLUGIN_ALIASED.includes(name)) aliases[name] = path.join(folder, esm);
    aliases[`${path.join(folder, cjs)}$`] = path.join(folder, esm);
  }
  return aliases;
}
