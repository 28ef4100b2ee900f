// A remote's dev build as the shell loads a release: its mf-manifest.json and entry script, served by the dev
// server at its root, with their SHA-384 (the shell checks them as it checks any release). Read from the build's
// own output, so it holds on whatever port the dev server listens; a request made while a change is being
// built waits for that build.
import path from 'node:path';
import { sha384Of } from '../release/integrity.mjs';

export const DEV_VERSION = '0.0.0-dev';

/**
 * @typedef {import('../site/devRemotes.mjs').DevRelease} DevRelease
 * @typedef {{ readFileSync(file: string): Buffer | string }} ReadableFileSystem
 * @typedef {{ waitUntilValid(callback: (stats: { hash?: string } | undefined) => void): void, context: { outputFileSystem: unknown } }} DevMiddleware
 */

/**
 * The release of the build in `outputDir` of `fileSystem`.
 * @param {ReadableFileSystem} fileSystem
 * @param {string} outputDir
 * @returns {DevRelease}
 */
export function devReleaseOf(fileSystem, outputDir) {
  const hash = (/** @type {string} */ file) => sha384Of(Buffer.from(fileSystem.readFileSync(path.join(outputDir, file))));
  return {
    version: DEV_VERSION,
    manifest: '/mf-manifest.json',
    entry: '/remoteEntry.js',
    integrity: { manifest: hash('mf-manifest.json'), entry: hash('remoteEntry.js') },
  };
}

/**
 * The dev server's current build as a release, once it is built; worked out once per build.
 * @param {{ middleware?: DevMiddleware, compiler: { options: { output: { path?: string } } } }} devServer
 * @returns {() => Promise<DevRelease>}
 */
export function devBuildRelease(devServer) {
  /** @type {{ hash: string | undefined, release: DevRelease } | undefined} */
  let last;
  return () =>
    new Promise((resolve, reject) => {
      const middleware = devServer.middleware;
      if (!middleware) return reject(new Error('the dev server has no build'));
      middleware.waitUntilValid((stats) => {
        try {
          if (!last || stats?.hash === undefined || last.hash !== stats.hash) {
            const fileSystem = /** @type {ReadableFileSystem} */ (middleware.context.outputFileSystem);
            last = { hash: stats?.hash, release: devReleaseOf(fileSystem, devServer.compiler.options.output.path ?? '') };
          }
          resolve(last.release);
        } catch (error) {
          reject(error);
        }
      });
    });
}
