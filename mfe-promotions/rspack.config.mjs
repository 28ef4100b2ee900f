import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { remoteConfig } from '@m/tooling/rspack/remote';
import { exposes } from './exposes.mjs';
import { swiperModuleAliases } from './swiper-modules.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));
const base = remoteConfig({ packageDir, area: 'promotions', port: 3003, exposes });

// The popup imports Swiper's Autoplay and Pagination one by one (see swiper-modules.mjs).
export default (env, argv) => {
  const config = base(env, argv);
  const alias = swiperModuleAliases(createRequire(path.join(packageDir, 'package.json')));
  return { ...config, resolve: { ...config.resolve, alias: { ...config.resolve?.alias, ...alias } } };
};
