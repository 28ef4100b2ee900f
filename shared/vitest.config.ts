import { defineConfig } from 'vitest/config';
import { unitTestConfig } from './src/testing/unitTestConfig.mjs';

// Two projects: most files share one module graph, `*.isolated.test.ts(x)` get their own (docs/testing.md).
export default defineConfig({ test: unitTestConfig({ root: import.meta.dirname, setupFiles: ['./src/testing/setup.ts'] }) });
