import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    globals: true,
    pool: 'threads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['shared/testing/setup', './src/i18n.ts'],
  },
});
