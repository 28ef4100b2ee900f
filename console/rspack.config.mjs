// The release console: one small browser app, built into hashed files under dist/, which the release service
// serves at /console/ (tooling/release/consoleFiles.mjs). `pnpm --filter console dev` serves it with hot reload
// on :3009 in front of a release service (RELEASE_SERVICE, default http://127.0.0.1:8600) for its /v1 calls.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { commonConfig, outputFileNames } from '@m/tooling/rspack/common';

const packageDir = path.dirname(fileURLToPath(import.meta.url));
const RELEASE_SERVICE = process.env.RELEASE_SERVICE ?? 'http://127.0.0.1:8600';

/** @param {unknown} _env @param {{ mode?: 'development' | 'production' }} argv */
export default (_env, argv) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const dev = mode === 'development';
  return {
    ...commonConfig({ mode, refresh: false }),
    context: packageDir,
    entry: { console: './src/main.tsx' },
    output: {
      path: path.join(packageDir, 'dist'),
      publicPath: '/console/',
      ...outputFileNames({ dev, dir: 'static/' }),
      clean: true,
    },
    plugins: [new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body', favicon: './src/icon.svg' })],
    devServer: {
      port: 3009,
      devMiddleware: { publicPath: '/console/' },
      historyApiFallback: { index: '/console/index.html' },
      proxy: [{ context: ['/v1'], target: RELEASE_SERVICE, changeOrigin: true }],
    },
  };
};
