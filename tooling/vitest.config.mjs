import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The test files share one module graph per worker instead of loading it again each: every file leaves nothing
    // behind for the next (checked with the files in random order, --sequence.shuffle.files).
    isolate: false,
    // Many tests drive servers over HTTP, hundreds of requests in turn (the beacon collector's): beside the browser
    // suites npm test runs with them, those take several times vitest's default 5 s.
    testTimeout: 30_000,
  },
});
