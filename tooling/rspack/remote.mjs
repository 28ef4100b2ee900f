// Rspack config factory for a remote: one area of the site, built and deployed on its own into
// deploy/remotes/<area>/<version>/, with a standalone page for working on it alone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { commonConfig, outputFileNames } from './common.mjs';
import { sharedConfig } from './shared-deps.mjs';
import { remoteDir } from './paths.mjs';
import { composedSiteProxy } from './dev-proxy.mjs';
import { federationRuntimeEsmAliases } from './federation-runtime-esm.mjs';
import { swiperModuleAliases } from './swiper-modules.mjs';
import { exposesOf, writeStandaloneModules } from './exposes.mjs';
import { remoteServerConfig, SERVER_FOLDER } from './remote-server.mjs';

/** The dev build's locale files apply a saved text in place (./hot-texts-loader.mjs). */
const hotTextsRule = (packageDir, area) => ({
  test: /\.json$/,
  include: path.join(packageDir, 'src', 'locales'),
  type: 'javascript/auto',
  loader: fileURLToPath(new URL('./hot-texts-loader.mjs', import.meta.url)),
  options: { namespace: area },
});

/**
 * @param {object} options
 * @param {string} options.packageDir  the remote's package folder
 * @param {string} options.area        lobby | account | promotions | support | agent
 * @param {number} options.port        dev server port, unless `--port` or `PORT` names another
 * Its public modules (`exposes`) are those the route table gives the area (./exposes.mjs).
 */
export function remoteConfig({ packageDir, area, port }) {
  return async (_env, argv) => {
    const mode = argv.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
    const dev = mode === 'development';
    // A production build writes a version folder of the deploy tree: only `pnpm release publish` (a release)
    // and the workspace build (`-workspace.<n>`) choose which, so a bare `rspack build` can never rewrite one.
    if (!dev && !process.env.MF_BUILD_VERSION)
      throw new Error(
        `build ${area} with \`pnpm --filter mfe-${area} build\` (a workspace version) or \`pnpm release publish mfe-${area}\``,
      );
    const version = process.env.MF_BUILD_VERSION ?? JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
    const containerName = `mfe_${area}`;
    // The composed site runs React's production build, and the JSX runtime must be that shared one:
    // a remote's dev build uses the production JSX transform, and reloads the page on code changes
    // (CSS and texts update in place) instead of React Fast Refresh, which needs React's development build.
    const common = commonConfig({ mode, refresh: false, developmentJsx: false });
    const exposes = await exposesOf({ area, packageDir });
    const standaloneModules = writeStandaloneModules({
      exposes,
      packageDir,
      file: path.join(packageDir, 'node_modules', '.cache', 'm-exposed-modules.js'),
    });
    const browser = {
      ...common,
      module: dev ? { ...common.module, rules: [...(common.module?.rules ?? []), hotTextsRule(packageDir, area)] } : common.module,
      name: area,
      context: packageDir,
      entry: { main: './src/index.ts' },
      resolve: {
        ...common.resolve,
        alias: { ...swiperModuleAliases(packageDir), ...federationRuntimeEsmAliases(packageDir), 'm-exposed-modules$': standaloneModules },
      },
      output: {
        path: dev ? path.join(packageDir, 'dist-dev') : remoteDir(area, version),
        publicPath: 'auto',
        uniqueName: containerName,
        ...outputFileNames({ dev }),
        // Every chunk and CSS file the remote's runtime loads carries `integrity` (SubresourceIntegrityPlugin
        // below), which the browser checks only on a CORS-mode request.
        crossOriginLoading: dev ? false : 'anonymous',
        // The server build writes its own folder beside the browser build's files.
        clean: { keep: new RegExp(`^${SERVER_FOLDER}[\\/]`) },
      },
      plugins: [
        new ModuleFederationPlugin({
          name: containerName,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedConfig(packageDir),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // The shell provides the federation runtime to every remote: one copy on the page, not six. The dev build
          // carries its own, which its standalone page needs (no shell there) and which the composed page can
          // run beside the shell's.
          experiments: { externalRuntime: !dev, optimization: { disableSnapshot: true, target: 'web' } },
        }),
        new rspack.HtmlRspackPlugin({ title: `${area} (standalone)`, chunks: ['main'] }),
        // The SHA-384 of every chunk and CSS file goes into the runtime in remoteEntry.js, whose own hash is in
        // the release manifest: a changed byte anywhere is refused by the browser.
        !dev && new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'] }),
        new rspack.DefinePlugin({ __REMOTE_VERSION__: JSON.stringify(version) }),
      ].filter(Boolean),
      devServer: {
        port: process.env.PORT ? Number(process.env.PORT) : port,
        hot: true,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The standalone page's own paths (its widgets page); the composed site's are proxied before this.
        historyApiFallback: true,
        ...composedSiteProxy({ area }),
      },
    };
    if (dev) return browser;
    return [browser, remoteServerConfig({ packageDir, area, version, versionDir: remoteDir(area, version), exposes })];
  };
}
