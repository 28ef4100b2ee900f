import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './server.js';
import { userKey, type State } from './store/state.js';
import { removeDir } from './testing/helpers.js';
import { issueCaptcha, listeningApp, logInOver, type Answer, type Call } from './testing/http.js';

// 120 registrations (10 usernames contested by 3 requests each), 120 favourite toggles, 100 feedback posts.
const UNIQUE_USERS = 90;
const CONTESTED_USERS = 10;
const RIVALS_PER_USER = 3;
const TOGGLING_USERS = [
  { username: 'player01', password: 'Player#2026' },
  { username: 'contract01', password: 'Player#2026' },
];
/** Includes 1001 and 1035, which player01 starts with as favourites. */
const TOGGLED_GAMES = Array.from({ length: 20 }, (_, i) => String(1001 + i * 2));
const togglesOf = (gameIndex: number) => (gameIndex % 5) + 1;
const TOGGLES = TOGGLING_USERS.length * TOGGLED_GAMES.reduce((sum, _, g) => sum + togglesOf(g), 0);
const FEEDBACK_POSTS = 100;

const USERNAME_TAKEN = 'Sorry, the username already exists';

interface Registration {
  username: string;
  password: string;
  answer: Answer<{ userName: string }>;
}

async function register(call: Call, username: string, password: string, captcha: string): Promise<Registration> {
  const answer = await call<{ userName: string }>('PUT', '/wps/member/register', {
    encoded: true,
    body: { username, password, confirmPassword: password, captcha, registerMethod: 'H5', type: 0 },
  });
  return { username, password, answer };
}

/** Toggles one game `times` times in a row, each time from the state the previous answer left. */
async function toggleChain(call: Call, token: string, nodeId: string, startsFavourite: boolean, times: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  let favourite = startsFavourite;
  for (let i = 0; i < times; i++) {
    answers.push(await call(favourite ? 'DELETE' : 'POST', '/wps/game/favourite', { token, body: { nodeId, vendor: 'PG' } }));
    favourite = !favourite;
  }
  return answers;
}

const feedbackText = (n: number) => `Concurrent feedback number ${n}: the deposit page froze.`;

let dataDir = '';
afterEach(() => removeDir(dataDir));

describe('dev-api under hundreds of concurrent writes', () => {
  it('keeps every registration, favourite toggle and feedback, and persists exactly what it holds', async () => {
    const server = await listeningApp();
    dataDir = server.dataDir;
    const { call, app } = server;
    const captcha = await issueCaptcha(call);
    const tokens = await Promise.all(TOGGLING_USERS.map((u) => logInOver(call, u.username, u.password)));
    const initialFavourites = TOGGLING_USERS.map((u) => new Set(app.runtime.state.favourites[userKey(u.username)] ?? []));
    const seededAccounts = Object.keys(app.runtime.state.accounts).length;

    const unique = Array.from({ length: UNIQUE_USERS }, (_, i) =>
      register(call, `load${String(i).padStart(3, '0')}`, `Secret#${i}aa`, captcha),
    );
    // Rivals spell the same username in different cases, each with its own password.
    const contested = Array.from({ length: CONTESTED_USERS * RIVALS_PER_USER }, (_, i) => {
      const base = `race${String(Math.floor(i / RIVALS_PER_USER)).padStart(2, '0')}`;
      const spelling = [base, base.toUpperCase(), `R${base.slice(1)}`][i % RIVALS_PER_USER] ?? base;
      return register(call, spelling, `Rival#${i}bb`, captcha);
    });
    const toggles = TOGGLING_USERS.flatMap((_, u) =>
      TOGGLED_GAMES.map((nodeId, g) =>
        toggleChain(call, tokens[u] ?? '', nodeId, initialFavourites[u]?.has(nodeId) ?? false, togglesOf(g)),
      ),
    );
    const feedback = Array.from({ length: FEEDBACK_POSTS }, (_, n) =>
      call<{ id: number }>('PUT', '/wps/feedback', {
        token: tokens[n % tokens.length],
        body: { content: feedbackText(n), type: n % 5, captcha },
      }),
    );
    const [uniqueResults, contestedResults, toggleResults, feedbackResults] = await Promise.all([
      Promise.all(unique),
      Promise.all(contested),
      Promise.all(toggles),
      Promise.all(feedback),
    ]);

    const everyAnswer = [
      ...uniqueResults.map((r) => r.answer),
      ...contestedResults.map((r) => r.answer),
      ...toggleResults.flat(),
      ...feedbackResults,
    ];
    expect(everyAnswer).toHaveLength(UNIQUE_USERS + CONTESTED_USERS * RIVALS_PER_USER + TOGGLES + FEEDBACK_POSTS);
    expect(everyAnswer.filter((a) => a.status !== 200)).toEqual([]);

    // Registrations: every unique one wins; of each contested name exactly one wins, the rivals are told it is taken.
    expect(uniqueResults.filter((r) => !r.answer.body.success)).toEqual([]);
    const winners: Registration[] = [...uniqueResults];
    for (let name = 0; name < CONTESTED_USERS; name++) {
      const rivals = contestedResults.slice(name * RIVALS_PER_USER, (name + 1) * RIVALS_PER_USER);
      const won = rivals.filter((r) => r.answer.body.success);
      expect(won).toHaveLength(1);
      expect(rivals.filter((r) => !r.answer.body.success).map((r) => r.answer.body.message)).toEqual(
        Array(RIVALS_PER_USER - 1).fill(USERNAME_TAKEN),
      );
      winners.push(...won);
    }
    const accounts = Object.values(app.runtime.state.accounts);
    expect(accounts).toHaveLength(seededAccounts + UNIQUE_USERS + CONTESTED_USERS);
    expect(new Set(accounts.map((a) => a.id)).size).toBe(accounts.length);
    for (const winner of winners)
      expect(app.runtime.findAccount(winner.username)).toMatchObject({ username: winner.username, password: winner.password });

    // Favourites: each toggled game is a favourite exactly when it started as one XOR it was toggled an odd number of times.
    for (const [u, token] of tokens.entries()) {
      const expected = new Set(initialFavourites[u]);
      TOGGLED_GAMES.forEach((nodeId, g) => {
        if (togglesOf(g) % 2 === 1 && !expected.delete(nodeId)) expected.add(nodeId);
      });
      const ids = (await call<string[]>('GET', '/wps/game/favourite/ids', { token })).body.value;
      expect(ids).toHaveLength(new Set(ids).size);
      expect(new Set(ids)).toEqual(expected);
    }

    // Feedback: every post is stored once, under its own id.
    expect(feedbackResults.every((a) => a.body.success)).toBe(true);
    const feedbackIds = feedbackResults.map((a) => a.body.value.id);
    expect(new Set(feedbackIds).size).toBe(FEEDBACK_POSTS);
    expect(app.runtime.state.feedback.map((f) => f.content).sort()).toEqual(
      Array.from({ length: FEEDBACK_POSTS }, (_, n) => feedbackText(n)).sort(),
    );

    // Every answer came after its change reached the disk, so the file already holds the state in memory;
    // closing changes nothing, and a restart reads it back.
    const inMemory = structuredClone(app.runtime.state);
    const readPersisted = () => JSON.parse(readFileSync(join(dataDir, 'state.json'), 'utf8')) as State;
    expect(readPersisted()).toEqual(inMemory);
    await app.close();
    expect(readPersisted()).toEqual(inMemory);
    const restarted = buildApp({ testHooks: true, dataDir });
    expect(restarted.runtime.state).toEqual(inMemory);
    await restarted.close();
  });
});
