// Rspack config for the site's service worker (shell/src/worker/sw.ts → deploy/m/sw.js) and its kill switch
// (shell/src/worker/killSwitch.ts → deploy/m/sw-kill-switch.js), built from Workbox's modules after the
// shell's browser build, whose files it lists: the worker of each shell build carries that build's version
// and files (ShellBuildPlugin), so its bytes change with every shell build and browsers find the new one.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { commonConfig } from './common.mjs';
import { shellDir } from './paths.mjs';
import { THEME_SCRIPT } from './theme-script.mjs';

const NAME = 'ShellBuildPlugin';
/** What the worker's source reads its build from (shell/src/worker/shellBuild.ts). */
export const SHELL_BUILD_PLACEHOLDER = 'self.__M_SHELL_BUILD';
/** The shell's page without a server render: the worker's page for when there is no network. */
export const OFFLINE_PAGE = 'shell.html';
/** Shell files a worker never needs: the in-page SHA-384 serves plain-http pages, which have no worker. */
const NOT_KEPT = /^sha384-fallback\./;

const sha = (algorithm, bytes) => createHash(algorithm).update(bytes).digest('base64');

/**
 * The shell build in `dir` (deploy/m) as the worker needs it: its version (the entry script's URL), its
 * offline page, and every file to keep at install with its revision (none for content-hashed names) and its
 * SHA-384, which the browser checks as it fetches each.
 * @param {string} dir
 * @param {string} publicPath
 * @returns {{ version: string, offlinePage: string, precache: { url: string, revision: string | null, integrity: string }[] }}
 */
export function shellBuildOf(dir, publicPath = '/m/') {
  /** `url`: how the pages of this build name the file, when not by its plain name. */
  const entry = (file, hashed, url = `${publicPath}${file}`) => {
    const bytes = readFileSync(path.join(dir, file));
    return {
      url,
      revision: hashed ? null : sha('sha256', bytes).slice(0, 16),
      integrity: `sha384-${sha('sha384', bytes)}`,
    };
  };
  const statics = readdirSync(path.join(dir, 'static'))
    .filter((file) => /\.(js|css)$/.test(file) && !NOT_KEPT.test(file))
    .sort();
  const main = statics.find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  if (!main) throw new Error(`${NAME}: no shell entry script in ${path.join(dir, 'static')}: build the shell first`);
  // The theme script under the name the build's pages give it (theme-script.mjs).
  const offlinePage = readFileSync(path.join(dir, OFFLINE_PAGE), 'utf8');
  const themeScript = /<script src="([^"?]*\/theme\.js\?v=[0-9a-f]+)"/.exec(offlinePage)?.[1];
  if (!themeScript) throw new Error(`${NAME}: ${OFFLINE_PAGE} names no versioned ${THEME_SCRIPT}`);
  return {
    version: `${publicPath}static/${main}`,
    offlinePage: `${publicPath}${OFFLINE_PAGE}`,
    // Every file but the offline page is kept under the name pages give it, which carries its content's hash:
    // a page of another shell build names other files, which the worker does not answer.
    precache: [entry(OFFLINE_PAGE, false), entry(THEME_SCRIPT, true, themeScript), ...statics.map((file) => entry(`static/${file}`, true))],
  };
}

/** Writes the shell build of `dir` into the worker in place of SHELL_BUILD_PLACEHOLDER, before minifying. */
export class ShellBuildPlugin {
  /** @param {{ dir: string, publicPath?: string }} options */
  constructor({ dir, publicPath = '/m/' }) {
    this.dir = dir;
    this.publicPath = publicPath;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE }, () => {
        const asset = compilation.getAsset('sw.js');
        if (!asset) return;
        const text = asset.source.source().toString();
        const build = JSON.stringify(shellBuildOf(this.dir, this.publicPath));
        const source = new rspack.sources.ReplaceSource(asset.source);
        for (let at = text.indexOf(SHELL_BUILD_PLACEHOLDER); at >= 0; at = text.indexOf(SHELL_BUILD_PLACEHOLDER, at + 1))
          source.replace(at, at + SHELL_BUILD_PLACEHOLDER.length - 1, build);
        if (text.includes(SHELL_BUILD_PLACEHOLDER)) compilation.updateAsset('sw.js', source);
        else compilation.errors.push(new rspack.WebpackError(`${NAME}: sw.js does not read ${SHELL_BUILD_PLACEHOLDER}`));
      });
    });
  }
}

/**
 * @param {{ packageDir: string, mode: 'development' | 'production', outputDir?: string }} options
 * @returns {import('@rspack/core').Configuration}
 */
export function serviceWorkerConfig({ packageDir, mode, outputDir = shellDir }) {
  const common = commonConfig({ mode, refresh: false });
  return {
    ...common,
    name: 'shell-worker',
    // The shell's files are listed once its build has written them.
    dependencies: ['shell'],
    target: 'webworker',
    context: packageDir,
    entry: { sw: './src/worker/sw.ts', 'sw-kill-switch': './src/worker/killSwitch.ts' },
    output: { path: outputDir, filename: '[name].js', asyncChunks: false, clean: false },
    optimization: { ...common.optimization, splitChunks: false, runtimeChunk: false },
    plugins: [new ShellBuildPlugin({ dir: outputDir })],
  };
}
