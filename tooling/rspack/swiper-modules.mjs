// Single Swiper modules by their own specifier, e.g. `swiper/modules/autoplay`. Swiper's package exports
// only the `swiper/modules` barrel, which Module Federation shares whole (25 KB gzip); a single module is
// a few KB and is bundled with the screen that uses it.
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** [specifier, file] of every single module of the Swiper installed for `packageDir` (none without Swiper). */
function swiperModuleFiles(packageDir) {
  let entry;
  try {
    entry = createRequire(path.join(packageDir, 'package.json')).resolve('swiper');
  } catch {
    return [];
  }
  const modulesDir = path.join(path.dirname(entry), 'modules');
  if (!existsSync(modulesDir)) return [];
  return readdirSync(modulesDir)
    .filter((file) => /^[a-z0-9-]+\.mjs$/.test(file) && file !== 'index.mjs')
    .map((file) => /** @type {[string, string]} */ ([`swiper/modules/${file.replace(/\.mjs$/, '')}`, path.join(modulesDir, file)]));
}

/** Rspack `resolve.alias` entries (exact match). */
export const swiperModuleAliases = (packageDir) => Object.fromEntries(swiperModuleFiles(packageDir).map(([id, file]) => [`${id}$`, file]));

/** Vitest `resolve.alias` entries (exact match). */
export const swiperModuleVitestAliases = (packageDir) =>
  swiperModuleFiles(packageDir).map(([id, file]) => ({ find: new RegExp(`^${id.replace(/\//g, '\\/')}$`), replacement: file }));
