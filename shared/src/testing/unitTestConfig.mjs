// The unit-test config of every browser package (shared, the shell, the areas), read by their vitest configs
// (plain JavaScript: a config loads it through Node, which runs no TypeScript from a linked package).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TESTS = 'src/**/*.test.{ts,tsx}';
export const ISOLATED_TESTS = 'src/**/*.isolated.test.{ts,tsx}';
const MODULE_MOCK = /\bvi\s*\.\s*(mock|doMock)\s*\(/;

/**
 * The test files that mock a module (`vi.mock`, `vi.doMock`) without the `.isolated.test` name: in one module
 * graph the mock would replace the module for every file the worker runs after them, or come too late for a
 * module an earlier file loaded.
 * @param {string} root the package folder
 * @returns {string[]} paths relative to `root`
 */
export function unnamedModuleMocks(root) {
  const src = path.join(root, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !/\.isolated\.test\.tsx?$/.test(file))
    .filter((file) => MODULE_MOCK.test(readFileSync(path.join(src, file), 'utf8')))
    .map((file) => path.join('src', file));
}

/**
 * happy-dom, vitest's globals, and the test files in two projects. Most share one module graph per worker
 * (`isolate: false`: shared, React and the package are loaded once, not once a file); the setup file resets
 * shared's singletons between tests. A file named `*.isolated.test.ts(x)` gets a graph of its own: it mocks a
 * module, or leaves behind what no reset undoes (a server render's React state, a stubbed browser API).
 * @param {{ root: string, setupFiles: string[], testTimeout?: number }} options `root`: the package folder
 * @returns {import('vitest/node').InlineConfig}
 */
export function unitTestConfig({ root, setupFiles, testTimeout }) {
  const unnamed = unnamedModuleMocks(root);
  if (unnamed.length)
    throw new Error(
      `these files mock modules, so they need their own module graph: name them *.isolated.test.ts(x): ${unnamed.join(', ')}`,
    );
  return {
    environment: 'happy-dom',
    globals: true,
    pool: 'threads',
    setupFiles,
    ...(testTimeout ? { testTimeout } : {}),
    projects: [
      { extends: true, test: { name: 'one-graph', include: [TESTS], exclude: [ISOLATED_TESTS], isolate: false } },
      { extends: true, test: { name: 'isolated', include: [ISOLATED_TESTS] } },
    ],
  };
}
