// The remotes' server containers, for the server render: each file is read, checked against the SHA-384 the
// release manifest gives it (fail closed, as the browser does), evaluated as a CommonJS module and kept per
// version, a bounded number of versions per area.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { sha384Of } from '../../release/integrity.mjs';

export class ServerIntegrityError extends Error {}

/**
 * @param {{ deployDir: string, versionsPerArea?: number, read?: (file: string) => Promise<Buffer> }} options
 * @returns {{ load(area: string, release: { version: string, server?: string, integrity: { server?: string } }): Promise<unknown>, loaded(): string[] }}
 */
export function createServerContainers({ deployDir, versionsPerArea = 3, read = (file) => readFile(file) }) {
  /** `area@version#hash` → the container (or its load), most recently used last. */
  const cache = new Map();

  async function evaluate(area, release) {
    const { server, integrity, version } = release;
    if (!server || !integrity.server) throw new Error(`${area}@${version} has no server build`);
    if (!server.startsWith('/remotes/')) throw new Error(`${area}@${version}: server builds are read from this site's deploy tree only`);
    const file = path.join(deployDir, path.normalize(server));
    if (!file.startsWith(path.join(deployDir, 'remotes') + path.sep))
      throw new Error(`${area}@${version}: ${server} is outside the deploy tree`);
    const code = await read(file);
    if (sha384Of(code) !== integrity.server)
      throw new ServerIntegrityError(`${area}@${version}: ${server} does not match its SHA-384 in the release manifest`);
    const module = { exports: {} };
    const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code.toString('utf8')}\n})`, {
      filename: file,
    });
    wrapper(module.exports, createRequire(file), module, file, path.dirname(file));
    // The build exports the container under its name (`library: { type: 'commonjs-module', name }`).
    const container = module.exports[`mfe_${area}`] ?? module.exports;
    if (typeof container?.get !== 'function' || typeof container?.init !== 'function')
      throw new Error(`${area}@${version}: ${server} is not a Module Federation container`);
    return container;
  }

  function evictBeyondBound(area) {
    const ofArea = [...cache.keys()].filter((key) => key.startsWith(`${area}@`));
    for (const key of ofArea.slice(0, Math.max(0, ofArea.length - versionsPerArea))) cache.delete(key);
  }

  return {
    load(area, release) {
      const key = `${area}@${release.version}#${release.integrity.server ?? ''}`;
      let entry = cache.get(key);
      if (entry) cache.delete(key);
      else {
        entry = evaluate(area, release);
        // A failed load is not kept: the next request tries again (the file may be fixed by then).
        entry.catch(() => cache.get(key) === entry && cache.delete(key));
      }
      cache.set(key, entry);
      evictBeyondBound(area);
      return entry;
    },
    loaded: () => [...cache.keys()],
  };
}
