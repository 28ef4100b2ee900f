import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../config.js';
import { removeDir, testApp } from './helpers.js';

export interface AppPerTest {
  /** The running test's app. */
  readonly app: FastifyInstance;
  /** Its data dir. */
  readonly dir: string;
  /** Closes the app and opens another on the same data dir, as a restart of dev-api does; `whileDown` runs in between. */
  restart(whileDown?: (dir: string) => void): Promise<void>;
}

/**
 * A fresh app on a data dir of its own for each test of the file (`testApp`, with `options()` read as each
 * test starts), closed and its dir removed after the test.
 */
export function appPerTest(options: () => AppOptions = () => ({})): AppPerTest {
  let current: { app: FastifyInstance; dir: string } | undefined;
  const opened = () => {
    if (!current) throw new Error('appPerTest: the app is there only while a test runs');
    return current;
  };
  beforeEach(() => {
    current = testApp(options());
  });
  afterEach(async () => {
    const { app, dir } = opened();
    current = undefined;
    await app.close();
    removeDir(dir);
  });
  return {
    get app() {
      return opened().app;
    },
    get dir() {
      return opened().dir;
    },
    async restart(whileDown) {
      const { app, dir } = opened();
      await app.close();
      whileDown?.(dir);
      current = testApp({ ...options(), dataDir: dir });
    },
  };
}
