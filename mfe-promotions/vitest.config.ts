import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { swiperModuleViteAliases } from './swiper-modules.mjs';

export default defineConfig({
  resolve: { alias: swiperModuleViteAliases(createRequire(import.meta.url)) },
  test: { environment: 'happy-dom', globals: true, include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['shared/src/testing/setup.ts', './src/i18n.ts'] },
});
