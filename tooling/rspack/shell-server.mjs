// Rspack config for the shell's server render (shell/src/server/renderPage.tsx): the page frame, route table
// and the federation runtime that loads the remotes' server builds, compiled for Node into one CommonJS file
// in the shell build's version folder (deploy/.shell/<version>/server/), never served; the pinned one is what
// the site server requires (tooling/release/shell.mjs puts it at deploy/.ssr/shell/).
import { rspack } from '@rspack/core';
import { serverCommonConfig } from './common.mjs';
import { sharedVersions } from './shared-deps.mjs';

/** @param {{ packageDir: string, outputDir: string }} options @returns {import('@rspack/core').Configuration} */
export function shellServerConfig({ packageDir, outputDir }) {
  const common = serverCommonConfig();
  return {
    ...common,
    name: 'shell-server',
    target: 'node20',
    devtool: 'source-map',
    context: packageDir,
    entry: { render: './src/server/renderPage.tsx' },
    resolve: { ...common.resolve, conditionNames: ['node', 'import', 'require', 'default'] },
    output: {
      path: outputDir,
      filename: '[name].cjs',
      chunkFilename: '[name].cjs',
      library: { type: 'commonjs2' },
      uniqueName: 'shell',
      clean: true,
    },
    optimization: { minimize: false, moduleIds: 'deterministic' },
    // react-router's data routers import route modules by expression; the site uses none of them.
    ignoreWarnings: [/Critical dependency: the request of a dependency is an expression/],
    plugins: [
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new rspack.DefinePlugin({ __SHARED_VERSIONS__: JSON.stringify(sharedVersions(packageDir)) }),
    ],
  };
}
