// Rspack config for a remote's server build: the same exposed modules as its browser build, compiled for Node
// (Module Federation's `async-node` target, a CommonJS-module container) into `server/` of the same version
// folder. The site server renders pages with it (tooling/site/render). It is one file, so the one SHA-384 the
// release manifest records for it covers every line of code the server runs, and it bundles none of the
// shared singletons: the server render provides them, as the shell does in the browser.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { serverCommonConfig } from './common.mjs';
import { SINGLETONS, sharedConfig } from './shared-deps.mjs';
import { swiperModuleAliases } from './swiper-modules.mjs';

import { SERVER_ENTRY } from './paths.mjs';

/** The folder of a version's server build, relative to the version folder. */
export const SERVER_FOLDER = path.dirname(SERVER_ENTRY);

/**
 * @param {{ packageDir: string, area: string, version: string, versionDir: string, exposes: Record<string, string> }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function remoteServerConfig({ packageDir, area, version, versionDir, exposes }) {
  const common = serverCommonConfig();
  const shared = sharedConfig(packageDir);
  for (const [specifier, options] of Object.entries(shared)) {
    // The render provides every singleton; a second React or a second event bus on the server is a bug.
    if (SINGLETONS.includes(specifier)) shared[specifier] = { ...options, import: /** @type {any} */ (false) };
  }
  return {
    ...common,
    name: `${area}-server`,
    // After the browser build, whose output folder is the version folder this one sits in.
    dependencies: [area],
    target: 'async-node',
    devtool: false,
    context: packageDir,
    entry: {},
    resolve: { ...common.resolve, alias: swiperModuleAliases(packageDir) },
    output: {
      path: path.join(versionDir, SERVER_FOLDER),
      uniqueName: `mfe_${area}`,
      filename: '[name].js',
      chunkFilename: '[name].js',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    plugins: [
      new ModuleFederationPlugin({
        name: `mfe_${area}`,
        filename: 'remoteEntry.js',
        exposes,
        shared,
        shareStrategy: 'loaded-first',
        library: { type: 'commonjs-module', name: `mfe_${area}` },
        remoteType: 'script',
        manifest: false,
        dts: false,
      }),
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new rspack.DefinePlugin({ __REMOTE_VERSION__: JSON.stringify(version) }),
    ],
  };
}
