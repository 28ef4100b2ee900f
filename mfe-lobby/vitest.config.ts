import { defineConfig } from 'vitest/config';
import { unitTestConfig } from 'shared/testing/vitest';

// Two projects: most files share one module graph, `*.isolated.test.ts(x)` get their own (docs/testing.md).
export default defineConfig({
  test: unitTestConfig({ root: import.meta.dirname, setupFiles: ['shared/testing/setup', './src/testing/setup.ts', './src/i18n.ts'] }),
});
