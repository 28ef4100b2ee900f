import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    globals: true,
    pool: 'threads',
    testTimeout: 15_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['shared/testing/setup', './src/i18n.ts'],
  },
});
