import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { json, removeDir, tempDir, testApp, tokenOf } from '../testing/helpers.js';
import { AtomicJsonFile } from './persist.js';

let dir: string;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => removeDir(dir));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('AtomicJsonFile', () => {
  it('concurrent saves end in a valid file holding the latest data, with bursts coalesced', async () => {
    const file = new AtomicJsonFile<{ n: number; pad: string }>(join(dir, 'state.json'));
    await Promise.all(
      Array.from({ length: 200 }, async (_, n) => {
        await sleep(n % 7);
        file.save({ n, pad: 'x'.repeat(10_000) });
      }),
    );
    file.save({ n: 999, pad: '' });
    await file.flush();
    expect(JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8'))).toEqual({ n: 999, pad: '' });
    expect(file.writes).toBeLessThan(200);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('durable() resolves only once everything saved so far is in the file', async () => {
    const target = join(dir, 'state.json');
    const file = new AtomicJsonFile<{ n: number }>(target);
    await file.durable();
    for (let n = 1; n <= 50; n++) {
      file.save({ n });
      if (n % 10 === 0) {
        await file.durable();
        expect(JSON.parse(readFileSync(target, 'utf8'))).toEqual({ n });
      }
    }
  });

  it('durable() rejects, and does not hang, when the write that should carry the data fails', async () => {
    const target = join(dir, 'state.json');
    const file = new AtomicJsonFile<{ n: number }>(target);
    // A non-empty directory in the way makes the rename fail.
    mkdirSync(join(target, 'blocker'), { recursive: true });
    file.save({ n: 1 });
    await expect(file.durable()).rejects.toThrow();
    await expect(file.durable()).rejects.toThrow();
    await expect(file.flush()).rejects.toThrow();
  });

  it('sets a corrupt file aside and starts from nothing', () => {
    writeFileSync(join(dir, 'state.json'), '{"version": 1, "acc');
    const file = new AtomicJsonFile(join(dir, 'state.json'));
    expect(file.read()).toBeNull();
    expect(readdirSync(dir).some((f) => f.startsWith('state.json.corrupt-'))).toBe(true);
  });

  it('survives kill -9 in the middle of writes', async () => {
    const source = readFileSync(new URL('./persist.ts', import.meta.url), 'utf8');
    const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    writeFileSync(join(dir, 'persist.mjs'), js);
    writeFileSync(
      join(dir, 'writer.mjs'),
      `import { AtomicJsonFile } from './persist.mjs';
       const file = new AtomicJsonFile(process.argv[2]);
       let n = 0;
       const big = 'y'.repeat(200000);
       setInterval(() => { for (let i = 0; i < 5; i++) file.save({ n: ++n, big }); }, 1);
       process.stdout.write('ready\\n');`,
    );
    const target = join(dir, 'data', 'state.json');
    for (const delay of [60, 150, 260]) {
      const child = spawn(process.execPath, [join(dir, 'writer.mjs'), target], { stdio: ['ignore', 'pipe', 'inherit'] });
      await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
      await sleep(delay);
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      if (existsSync(target)) {
        const data = JSON.parse(readFileSync(target, 'utf8')) as { n: number; big: string };
        expect(data.big).toHaveLength(200000);
        expect(data.n).toBeGreaterThan(0);
      }
    }
    expect(existsSync(target)).toBe(true);
    // A reader cleans up temp files a killed writer left behind.
    new AtomicJsonFile(target).read();
    expect(readdirSync(join(dir, 'data')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

describe('state persistence through the app', () => {
  it('answers a call whose change could not be written with 500, and calls that changed nothing as usual', async () => {
    const { app } = testApp({ dataDir: dir });
    const token = await tokenOf(app, 'player01');
    removeDir(join(dir, 'state.json'));
    mkdirSync(join(dir, 'state.json', 'blocker'), { recursive: true });
    const write = await app.inject({
      method: 'POST',
      url: '/wps/game/favourite',
      headers: { token },
      payload: { nodeId: '1002', vendor: 'PG' },
    });
    expect(write.statusCode).toBe(500);
    expect(json(write)).toEqual({ success: false, value: null, message: 'Unknown error' });
    expect((await app.inject({ method: 'GET', url: '/wps/system/status' })).statusCode).toBe(200);
    await expect(app.close()).rejects.toThrow();
  });

  it('a burst of concurrent changes ends in a valid state file that a new app reads back', async () => {
    let { app } = testApp({ dataDir: dir });
    const token = await tokenOf(app, 'contract01');
    const ids = Array.from({ length: 40 }, (_, i) => String(1001 + i));
    await Promise.all(
      ids.map((nodeId) => app.inject({ method: 'POST', url: '/wps/game/favourite', headers: { token }, payload: { nodeId, vendor: 'X' } })),
    );
    await Promise.all(
      ids.slice(0, 5).map((id) =>
        app.inject({
          method: 'POST',
          url: '/wps/announcements/read',
          headers: { token },
          payload: { announcementId: 201 + Number(id) - 1001 },
        }),
      ),
    );
    await app.close();
    const saved = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')) as { favourites: Record<string, string[]> };
    expect([...(saved.favourites.contract01 ?? [])].sort()).toEqual(ids.sort());

    ({ app } = testApp({ dataDir: dir }));
    const fav = json<string[]>(await app.inject({ method: 'GET', url: '/wps/game/favourite/ids', headers: { token } })).value;
    expect(fav.sort()).toEqual(ids.sort());
    const notices = json<{ id: number; read: boolean }[]>(
      await app.inject({ method: 'GET', url: '/wps/notice', headers: { token } }),
    ).value;
    expect(notices.filter((n) => n.read).map((n) => n.id)).toEqual([201, 202, 203, 204, 205]);
    await app.close();
  });
});
