import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { State } from './store/state.js';
import { buildServer, startServer } from './testing/childServer.js';
import { removeDir, tempDir } from './testing/helpers.js';
import { issueCaptcha, logInOver, type Call } from './testing/http.js';

/** How many writes each run has seen answered when it is killed: early, mid-stream and late. */
const KILL_AFTER_ACKNOWLEDGED = [1, 25, 80, 200];
const WRITERS = 12;

interface Acknowledged {
  usernames: string[];
  favourites: string[];
  feedback: string[];
}

/**
 * Keeps WRITERS requests in flight (registrations, favourite adds, feedback) until the server is gone,
 * recording every write that was answered with success.
 */
async function writeUntilGone(call: Call, run: number, acknowledged: Acknowledged, unusedGames: string[]): Promise<void> {
  const [token, captcha] = await Promise.all([logInOver(call, 'player01', 'Player#2026'), issueCaptcha(call)]);
  let next = 0;
  const writer = async () => {
    for (;;) {
      const n = next++;
      try {
        if (n % 3 === 0) {
          const username = `crash${run}n${n}`;
          const password = 'Secret#123';
          const res = await call('PUT', '/wps/member/register', {
            encoded: true,
            body: { username, password, confirmPassword: password, captcha, registerMethod: 'H5' },
          });
          if (res.body.success) acknowledged.usernames.push(username);
        } else if (n % 3 === 1 && unusedGames.length > 0) {
          const nodeId = unusedGames.shift() ?? '';
          const res = await call('POST', '/wps/game/favourite', { token, body: { nodeId, vendor: 'PG' } });
          if (res.body.success) acknowledged.favourites.push(nodeId);
        } else {
          const content = `Run ${run} feedback ${n}, sent just before a crash.`;
          const res = await call('PUT', '/wps/feedback', { token, body: { content, type: 0, captcha } });
          if (res.body.success) acknowledged.feedback.push(content);
        }
      } catch {
        return; // killed: the connection is refused or reset
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
}

const countOf = (acknowledged: Acknowledged) =>
  acknowledged.usernames.length + acknowledged.favourites.length + acknowledged.feedback.length;

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 2));
}

const readState = (dataDir: string): State => JSON.parse(readFileSync(join(dataDir, 'state.json'), 'utf8')) as State;

function expectAllKept(state: State, acknowledged: Acknowledged): void {
  const missing = {
    usernames: acknowledged.usernames.filter((u) => !state.accounts[u.toLowerCase()]),
    favourites: acknowledged.favourites.filter((id) => !(state.favourites.player01 ?? []).includes(id)),
    feedback: acknowledged.feedback.filter((c) => !state.feedback.some((f) => f.content === c)),
  };
  expect(missing).toEqual({ usernames: [], favourites: [], feedback: [] });
}

let build: { dir: string; entry: string };
let dataDir = '';
beforeAll(async () => {
  build = await buildServer();
}, 60_000);
afterAll(() => removeDir(build.dir));
beforeEach(() => {
  dataDir = tempDir();
});
afterEach(() => removeDir(dataDir));

describe('dev-api killed with SIGKILL in the middle of writes', () => {
  it('restarts on a valid state file that holds every write answered with success', async () => {
    const acknowledged: Acknowledged = { usernames: [], favourites: [], feedback: [] };
    // player01 starts with 1001, 1035 and 1092; the others are free to add.
    const unusedGames = Array.from({ length: 255 }, (_, i) => String(1002 + i)).filter((id) => id !== '1035' && id !== '1092');

    for (const [run, threshold] of KILL_AFTER_ACKNOWLEDGED.entries()) {
      const server = await startServer(build.entry, dataDir);
      const before = countOf(acknowledged);
      const writing = writeUntilGone(server.call, run, acknowledged, unusedGames);
      await until(() => countOf(acknowledged) - before >= threshold || server.child.exitCode !== null);
      await server.kill9();
      await writing;
      expectAllKept(readState(dataDir), acknowledged);
    }

    const restarted = await startServer(build.entry, dataDir);
    try {
      expect(readdirSync(dataDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
      const token = await logInOver(restarted.call, 'player01', 'Player#2026');
      const favourites = (await restarted.call<string[]>('GET', '/wps/game/favourite/ids', { token })).body.value;
      expect(favourites).toEqual(expect.arrayContaining(acknowledged.favourites));
      for (const username of acknowledged.usernames) {
        const check = await restarted.call<{ available: boolean }>('GET', `/wps/check/username?username=${username}`);
        expect(check.body.value.available, username).toBe(false);
      }
    } finally {
      await restarted.stop();
    }
  }, 60_000);
});
