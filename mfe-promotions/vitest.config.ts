import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { swiperModuleVitestAliases } from '@m/tooling/rspack/swiper-modules';

export default defineConfig({
  resolve: { alias: swiperModuleVitestAliases(path.dirname(fileURLToPath(import.meta.url))) },
  test: {
    environment: 'happy-dom',
    globals: true,
    pool: 'threads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['shared/testing/setup', './src/i18n.ts'],
  },
});
