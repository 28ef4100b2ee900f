import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    globals: true,
    pool: 'threads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // The test files share one module graph per worker instead of loading it again each: every file leaves nothing
    // behind for the next (checked with the files in random order, --sequence.shuffle.files).
    isolate: false,
  },
});
