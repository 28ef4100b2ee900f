// Loader and resolve settings common to every browser build of the workspace.
import { rspack } from '@rspack/core';

/**
 * @param {{ mode: 'development' | 'production', refresh?: boolean, developmentJsx?: boolean }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function commonConfig({ mode, refresh, developmentJsx = mode === 'development' }) {
  const dev = mode === 'development';
  return {
    mode,
    devtool: dev ? 'cheap-module-source-map' : 'source-map',
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
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
            env: { targets: ['chrome >= 87', 'safari >= 14', 'firefox >= 78'] },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|webp|svg)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 2048 } } },
      ],
    },
    optimization: { minimizer: [new rspack.SwcJsMinimizerRspackPlugin(), new rspack.LightningCssMinimizerRspackPlugin()] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
