import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { remoteConfig } from '@m/tooling/rspack/remote';
import { exposes } from './exposes.mjs';
import { swiperModuleAliases } from './swiper-modules.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));
const base = remoteConfig({ packageDir, area: 'lobby', port: 3001, exposes });

// Swiper modules are imported one by one (see swiper-modules.mjs) so home carries only Autoplay, not the
// whole shared `swiper/modules` barrel (25 KB gzip).
export default (env, argv) => {
  const config = base(env, argv);
  const alias = swiperModuleAliases(createRequire(path.join(packageDir, 'package.json')));
  return { ...config, resolve: { ...config.resolve, alias: { ...config.resolve?.alias, ...alias } } };
};
