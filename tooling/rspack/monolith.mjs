// The bench's baseline: the same shell and the same area modules as ONE bundle, with no Module Federation,
// so `npm run bench` can report the federation tax (composed / monolith). Built only by the bench.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { commonConfig, outputFileNames } from './common.mjs';
import { StartupPreloadPlugin } from './startup-preload.mjs';
import { REPO_ROOT } from './paths.mjs';
import { swiperModuleAliases } from './swiper-modules.mjs';
import { exposesOf } from './exposes.mjs';
import { shellTemplateParameters } from './theme-script.mjs';

export const AREAS = ['lobby', 'account', 'promotions', 'support', 'agent'];

/** A module mapping every exposed module of every area to a dynamic import of its source. */
async function writeAreaModules(file) {
  const lines = [];
  for (const area of AREAS) {
    const packageDir = path.join(REPO_ROOT, `mfe-${area}`);
    const exposes = await exposesOf({ area, packageDir });
    const entries = Object.entries(exposes).map(
      ([name, source]) => `    ${JSON.stringify(name)}: () => import(${JSON.stringify(path.join(packageDir, source))}),`,
    );
    lines.push(`  ${area}: {\n${entries.join('\n')}\n  },`);
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `export const areaModules = {\n${lines.join('\n')}\n};\n`);
}

/**
 * @param {{ outDir: string }} options  the deploy tree to build into (its `m/` folder)
 * @returns {Promise<import("@rspack/core").Configuration>}
 */
export async function monolithConfig({ outDir }) {
  const shellDir = path.join(REPO_ROOT, 'shell');
  const areasFile = path.join(outDir, '.generated', 'areas.js');
  await writeAreaModules(areasFile);
  const common = commonConfig({ mode: 'production', refresh: false });
  const replace = (pattern, file) =>
    new rspack.NormalModuleReplacementPlugin(pattern, path.join(shellDir, 'src', 'federation', 'monolith', file));
  return {
    ...common,
    context: shellDir,
    entry: { main: './src/index.ts' },
    resolve: {
      ...common.resolve,
      alias: { ...swiperModuleAliases(path.join(REPO_ROOT, 'mfe-promotions')), 'm-monolith-areas$': areasFile },
    },
    output: {
      path: path.join(outDir, 'm'),
      publicPath: '/m/',
      ...outputFileNames({ dev: false, dir: 'static/' }),
      clean: true,
    },
    plugins: [
      replace(/[\\/]federation[\\/]remoteLoader\.ts$/, 'monolithLoader.ts'),
      replace(/[\\/]federation[\\/]lastGoodManifest\.ts$/, 'noReleaseManifest.ts'),
      replace(/[\\/]startup[\\/]earlyStartupUrls\.ts$/, 'earlyStartupUrls.ts'),
      replace(/[\\/]startup[\\/]preloadOpeningAreaEarly\.ts$/, 'preloadOpeningAreaEarly.ts'),
      new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'body', templateParameters: shellTemplateParameters(shellDir) }),
      new StartupPreloadPlugin({ fetches: ['/m/config.json'] }),
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.', noErrorOnMissing: true }] }),
    ],
  };
}
