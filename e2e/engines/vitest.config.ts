import { defineConfig } from 'vitest/config';

/** The cross-engine suite: one file, engines one after the other (two browsers at once overload two cores). */
export default defineConfig({
  test: {
    include: ['engines/**/*.engines.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 90_000,
    reporters: ['verbose'],
  },
});
