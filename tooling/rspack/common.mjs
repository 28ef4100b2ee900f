// Loader and resolve settings common to every browser build of the workspace.
import { rspack } from '@rspack/core';
import { SUPPORTED_BROWSERS } from './browsers.mjs';

/**
 * `browsers`: what JavaScript and CSS are lowered to; the workspace's browserslist unless a test says otherwise.
 * @param {{ mode: 'development' | 'production', refresh?: boolean, developmentJsx?: boolean, browsers?: string[] }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function commonConfig({ mode, refresh, developmentJsx = mode === 'development', browsers = SUPPORTED_BROWSERS }) {
  const dev = mode === 'development';
  return {
    mode,
    devtool: dev ? 'cheap-module-source-map' : 'source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      // shared's Node-built entry points (contract, rules) import their siblings as './x.js', as Node needs.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      // `import styles from './x.module.css'`: one default export of class names, as in every React codebase.
      parser: { 'css/auto': { namedExports: false } },
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: developmentJsx, refresh: dev && refresh } },
            },
            env: { targets: browsers },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|webp|svg)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 2048 } } },
      ],
    },
    optimization: {
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: browsers } }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The names of a browser build's JavaScript and CSS files, in `dir` ('static/' or none): content-hashed in
 * production, so that they are cached for good, plain in development.
 * @param {{ dev: boolean, dir?: string }} options
 */
export function outputFileNames({ dev, dir = '' }) {
  const name = `${dir}${dev ? '[name]' : '[name].[contenthash:8]'}`;
  return { filename: `${name}.js`, chunkFilename: `${name}.js`, cssFilename: `${name}.css`, cssChunkFilename: `${name}.css` };
}

/**
 * Loader and resolve settings of the server builds (the shell's render and each remote's server container):
 * Node 20 runs them, so nothing is lowered, and CSS modules give class names only, the same as the browser
 * build's (same module ids and unique name): the page's CSS comes from the browser build.
 * @returns {import('@rspack/core').Configuration}
 */
export function serverCommonConfig() {
  const common = commonConfig({ mode: 'production', refresh: false, developmentJsx: false, browsers: ['node 20'] });
  return { ...common, module: { ...common.module, generator: { 'css/auto': { exportsOnly: true } } } };
}
