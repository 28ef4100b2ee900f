// Preload links in the shell's page for what every first load fetches as soon as the entry script runs, so
// those downloads start beside the entry instead of after it has arrived and run: the files the entry
// fetches itself (run-time config, release manifest), the chunks behind its start-up boundary
// (`import('./bootstrap')`) and those of the shared libraries the shell provides to every area. The entry
// itself is preloaded first and at high priority, the chunks at low: on a slow link the entry is what starts
// everything else (the opening area's files, the system status), so it must not share its bandwidth.
import { rspack } from '@rspack/core';

const NAME = 'StartupPreloadPlugin';

const originName = (origin, compilation) =>
  origin.module?.readableIdentifier?.(compilation.requestShortener) ?? origin.module?.identifier?.() ?? '';

/**
 * The files of the chunk groups a first load always fetches: those opened by `boundary` in the entry, and
 * those of every shared module the build provides (the federation runtime registers them all at start-up).
 * @returns {string[]} output file names, scripts and styles, in chunk-group order, each once
 */
export function startupFiles(compilation, boundary) {
  const files = new Set();
  for (const group of compilation.chunkGroups) {
    if (group.isInitial()) continue;
    const opened = group.origins.some(
      (origin) => origin.request === boundary || originName(origin, compilation).startsWith('provide shared module'),
    );
    if (opened) for (const file of group.getFiles()) if (/\.(js|css)$/.test(file)) files.add(file);
  }
  return [...files];
}

const link = (attributes) => ({ tagName: 'link', voidTag: true, attributes });

export class StartupPreloadPlugin {
  /** @param {{ fetches?: string[], boundary?: string }} options  fetches: absolute URLs the entry fetches */
  constructor({ fetches = [], boundary = './bootstrap' } = {}) {
    this.fetches = fetches;
    this.boundary = boundary;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath;
        const entryScripts = data.bodyTags
          .concat(data.headTags)
          .filter((tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string');
        const tags = [
          ...entryScripts.map((tag) => link({ rel: 'preload', href: tag.attributes.src, as: 'script', fetchpriority: 'high' })),
          ...this.fetches.map((href) => link({ rel: 'preload', href, as: 'fetch', crossorigin: 'anonymous', fetchpriority: 'high' })),
          ...startupFiles(compilation, this.boundary).map((file) =>
            link({ rel: 'preload', href: `${publicPath}${file}`, as: file.endsWith('.css') ? 'style' : 'script', fetchpriority: 'low' }),
          ),
        ];
        data.headTags.push(...tags);
        return data;
      });
    });
  }
}
