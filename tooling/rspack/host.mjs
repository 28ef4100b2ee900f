// Rspack config factory for the shell: the Module Federation host. It knows remotes by name only; where
// they live is read at run time from the release manifest (deploy/m/remotes.json).
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin as ReactRefreshPlugin } from '@rspack/plugin-react-refresh';
import { commonConfig, outputFileNames } from './common.mjs';
import { StartupPreloadPlugin } from './startup-preload.mjs';
import { federationRuntimeEsmAliases } from './federation-runtime-esm.mjs';
import { sharedConfig, sharedVersions } from './shared-deps.mjs';
import { SHELL_SERVER_ENTRY, shellVersionDir } from './paths.mjs';
import { shellServerConfig } from './shell-server.mjs';
import { OFFLINE_PAGE, serviceWorkerConfig } from './service-worker.mjs';
import { shellTemplateParameters } from './theme-script.mjs';

const SITE = process.env.COMPOSED_SITE_URL ?? 'http://127.0.0.1:8080';

export function hostConfig({ packageDir, port }) {
  return (_env, argv) => {
    const mode = argv.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
    const dev = mode === 'development';
    // A production build writes a version folder of the deploy tree (deploy/.shell/<version>/): only the
    // workspace build (`pnpm --filter shell build`) and `pnpm release publish shell` give it one.
    const version = process.env.SHELL_BUILD_VERSION;
    if (!dev && !version)
      throw new Error('build the shell with `pnpm --filter shell build` (a workspace version) or `pnpm release publish shell` (a release)');
    const versionDir = version ? shellVersionDir(version) : '';
    const outputDir = path.join(versionDir, 'm');
    const common = commonConfig({ mode, refresh: true });
    const templateParameters = shellTemplateParameters(packageDir, version);
    const browser = {
      ...common,
      name: 'shell',
      context: packageDir,
      entry: { main: './src/index.ts' },
      resolve: { ...common.resolve, alias: federationRuntimeEsmAliases(packageDir) },
      output: {
        path: dev ? path.join(packageDir, 'dist-dev') : outputDir,
        publicPath: '/m/',
        uniqueName: 'shell',
        ...outputFileNames({ dev, dir: 'static/' }),
        clean: true,
      },
      plugins: [
        new ModuleFederationPlugin({
          name: 'shell',
          remotes: {},
          shared: sharedConfig(packageDir),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
        }),
        new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body', templateParameters }),
        // The same page, never rendered by the server: what the service worker shows when there is no network.
        !dev && new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body', templateParameters, filename: OFFLINE_PAGE }),
        new rspack.DefinePlugin({ __SHARED_VERSIONS__: JSON.stringify(sharedVersions(packageDir)) }),
        new StartupPreloadPlugin({ fetches: ['/m/config.json', '/m/remotes.json'] }),
        new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.', noErrorOnMissing: true }] }),
        dev && new ReactRefreshPlugin(),
      ].filter(Boolean),
      devServer: {
        port,
        hot: true,
        historyApiFallback: { index: '/m/index.html' },
        devMiddleware: { publicPath: '/m/' },
        proxy: [{ context: ['/wps', '/remotes', '/m/remotes.json'], target: SITE, changeOrigin: true }],
      },
    };
    return dev
      ? browser
      : [
          browser,
          serviceWorkerConfig({ packageDir, mode, outputDir }),
          shellServerConfig({ packageDir, outputDir: path.dirname(path.join(versionDir, SHELL_SERVER_ENTRY)) }),
        ];
  };
}
