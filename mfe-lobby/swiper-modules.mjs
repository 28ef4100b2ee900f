// Single Swiper modules by their own specifier, e.g. `swiper/modules/autoplay`. Swiper's package exports
// only the `swiper/modules` barrel, which Module Federation shares whole; a single module is tiny.
import path from 'node:path';

export const SWIPER_MODULES = ['autoplay'];

/** [specifier, file] of each single module. */
function swiperModuleFiles(require) {
  const modulesDir = path.join(path.dirname(require.resolve('swiper')), 'modules');
  return SWIPER_MODULES.map((name) => [`swiper/modules/${name}`, path.join(modulesDir, `${name}.mjs`)]);
}

/** Rspack `resolve.alias` entries (exact match). */
export const swiperModuleAliases = (require) => Object.fromEntries(swiperModuleFiles(require).map(([id, file]) => [`${id}$`, file]));

/** Vite / vitest `resolve.alias` entries (exact match). */
export const swiperModuleViteAliases = (require) =>
  swiperModuleFiles(require).map(([id, file]) => ({ find: new RegExp(`^${id.replace(/\//g, '\\/')}$`), replacement: file }));
