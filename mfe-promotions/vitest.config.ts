import { defineConfig } from 'vitest/config';
import { swiperModuleVitestAliases } from '@m/tooling/rspack/swiper-modules';
import { unitTestConfig } from 'shared/testing/vitest';

// Two projects: most files share one module graph, `*.isolated.test.ts(x)` get their own (docs/testing.md).
export default defineConfig({
  resolve: { alias: swiperModuleVitestAliases(import.meta.dirname) },
  test: unitTestConfig({ root: import.meta.dirname, setupFiles: ['shared/testing/setup', './src/i18n.ts'] }),
});
