import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    pool: 'threads',
    include: ['src/**/*.test.ts'],
    testTimeout: 20000,
  },
});
