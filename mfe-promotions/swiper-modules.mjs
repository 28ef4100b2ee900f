// Single Swiper modules by their own specifier, e.g. `swiper/modules/pagination`. Swiper's package exports
// only the `swiper/modules` barrel, which Module Federation shares whole (25 KB gzip on home for the
// popup); a single module is a few KB and is bundled with the widget.
import path from 'node:path';

export const SWIPER_MODULES = ['autoplay', 'pagination'];

/** [specifier, file] of each single module. */
function swiperModuleFiles(require) {
  const modulesDir = path.join(path.dirname(require.resolve('swiper')), 'modules');
  return SWIPER_MODULES.map((name) => [`swiper/modules/${name}`, path.join(modulesDir, `${name}.mjs`)]);
}

/** Rspack `resolve.alias` entries (exact match). */
export const swiperModuleAliases = (require) => Object.fromEntries(swiperModuleFiles(require).map(([id, file]) => [`${id}$`, file]));

/** Vitest `resolve.alias` entries (exact match). */
export const swiperModuleViteAliases = (require) =>
  swiperModuleFiles(require).map(([id, file]) => ({ find: new RegExp(`^${id.replace(/\//g, '\\/')}$`), replacement: file }));
