import { buildApp } from './server.js';
import { json, login, removeDir, tempDir } from './testing/helpers.js';
import { appPerTest } from './testing/appPerTest.js';

describe('test hooks', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    removeDir(dir);
  });

  it('are off by default and answer 404', async () => {
    vi.stubEnv('DEV_API_TEST_HOOKS', '');
    const app = buildApp({ dataDir: dir });
    for (const [method, url] of [
      ['GET', '/wps/__test__/captcha'],
      ['GET', '/wps/__test__/sms?mobileNum=09171234567'],
      ['POST', '/wps/__test__/reset'],
      ['POST', '/wps/__test__/status'],
      ['POST', '/wps/__test__/fault'],
      ['POST', '/wps/__test__/flags'],
      ['POST', '/wps/__test__/content'],
    ] as const) {
      const res = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, value: null, message: `Unknown call: ${method} ${url.split('?')[0]}` });
    }
    await app.close();
  });

  it('are on with DEV_API_TEST_HOOKS=1', async () => {
    vi.stubEnv('DEV_API_TEST_HOOKS', '1');
    const app = buildApp({ dataDir: dir });
    await app.inject({ method: 'GET', url: '/wps/captcha' });
    const res = await app.inject({ method: 'GET', url: '/wps/__test__/captcha' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ value: expect.stringMatching(/^[A-Z0-9]{4}$/) });
    expect((await app.inject({ method: 'GET', url: '/wps/__test__/sms?mobileNum=0999' })).json()).toEqual({ value: '' });
    await app.close();
  });
});

describe('with hooks on', () => {
  const server = appPerTest(() => ({ faultHoldMs: 150 }));

  const fault = (payload: object) => server.app.inject({ method: 'POST', url: '/wps/__test__/fault', payload });

  it('injects error faults for the next n calls of a path', async () => {
    expect(json(await fault({ path: '/wps/system/status', kind: 'error', times: 2 })).success).toBe(true);
    for (let i = 0; i < 2; i++) {
      const res = await server.app.inject({ method: 'GET', url: '/wps/system/status?t=1' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, value: null, message: 'System upgrading try again later' });
    }
    expect((await server.app.inject({ method: 'GET', url: '/wps/system/status' })).statusCode).toBe(200);
  });

  it('injects malformed bodies', async () => {
    await fault({ path: '/wps/game/hot', kind: 'malformed' });
    const res = await server.app.inject({ method: 'GET', url: '/wps/game/hot' });
    expect(res.statusCode).toBe(200);
    expect(() => JSON.parse(res.body)).toThrow();
    expect(json(await server.app.inject({ method: 'GET', url: '/wps/game/hot' })).success).toBe(true);
  });

  it('injects empty bodies: 200 with nothing in it', async () => {
    expect(json(await fault({ path: '/wps/game/hot', kind: 'empty', times: 2 })).success).toBe(true);
    for (let i = 0; i < 2; i++) {
      const res = await server.app.inject({ method: 'GET', url: '/wps/game/hot' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('');
    }
    expect(json(await server.app.inject({ method: 'GET', url: '/wps/game/hot' })).success).toBe(true);
  });

  it('refuses an unknown fault kind', async () => {
    const res = await fault({ path: '/wps/game/hot', kind: 'slow' });
    expect(res.statusCode).toBe(400);
    expect(json(await server.app.inject({ method: 'GET', url: '/wps/game/hot' })).success).toBe(true);
  });

  it('injects timeouts: the request is held, then closed without an answer', async () => {
    await fault({ path: '/wps/wallets/gcs', kind: 'timeout', times: 1 });
    const started = Date.now();
    const outcome = await server.app.inject({ method: 'GET', url: '/wps/wallets/gcs' }).then(
      (res) => ({ status: res.statusCode, body: res.body }),
      (error: unknown) => ({ error }),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect('error' in outcome || outcome.body === '').toBe(true);
    expect((await server.app.inject({ method: 'GET', url: '/wps/wallets/gcs' })).statusCode).toBe(401);
  });

  it('sets the system status', async () => {
    const status = async () => json(await server.app.inject({ method: 'GET', url: '/wps/system/status' })).value;
    await server.app.inject({ method: 'POST', url: '/wps/__test__/status', payload: { status: 1 } });
    expect(await status()).toEqual({ maintenance: true, regionRestriction: false });
    await server.app.inject({ method: 'POST', url: '/wps/__test__/status', payload: { status: 2 } });
    expect(await status()).toEqual({ maintenance: false, regionRestriction: true });
    expect((await server.app.inject({ method: 'POST', url: '/wps/__test__/status', payload: { status: 5 } })).statusCode).toBe(400);
  });

  it('switches flags and resets everything', async () => {
    const flags = async () =>
      json<{ flags: Record<string, boolean>; promotions: Record<string, boolean> }>(
        await server.app.inject({ method: 'GET', url: '/wps/system/whitelabel' }),
      ).value;
    expect((await flags()).flags).toMatchObject({ CBS3: true, FACEBOOKLOGIN3: false, GOOGLELOGIN3: false });
    await server.app.inject({ method: 'POST', url: '/wps/__test__/flags', payload: { CBS3: false, referral: false } });
    expect((await flags()).flags.CBS3).toBe(false);
    expect((await flags()).promotions.referral).toBe(false);
    expect((await server.app.inject({ method: 'POST', url: '/wps/__test__/flags', payload: { NOPE: true } })).statusCode).toBe(400);

    await login(server.app, 'player01', 'wrong-pass');
    await server.app.inject({ method: 'POST', url: '/wps/__test__/status', payload: { status: 1 } });
    await server.app.inject({ method: 'POST', url: '/wps/__test__/reset' });
    expect((await flags()).flags.CBS3).toBe(true);
    expect(json(await server.app.inject({ method: 'GET', url: '/wps/system/status' })).value).toEqual({
      maintenance: false,
      regionRestriction: false,
    });
    expect((await login(server.app, 'player01', 'Player#2026')).success).toBe(true);
  });
});

describe('flags from the environment', () => {
  afterEach(() => vi.unstubAllEnvs());
  it('DEV_API_FLAGS switches flags per run', async () => {
    vi.stubEnv('DEV_API_FLAGS', 'CBS3=0, referral=0,FACEBOOKLOGIN3=1');
    const dir = tempDir();
    const app = buildApp({ dataDir: dir });
    const value = json<{ flags: Record<string, boolean>; promotions: Record<string, boolean> }>(
      await app.inject({ method: 'GET', url: '/wps/system/whitelabel' }),
    ).value;
    expect(value.flags).toMatchObject({ CBS3: false, FACEBOOKLOGIN3: true, USERNAMEREG3: true });
    expect(value.promotions).toEqual({ referral: false, mission: true, login: true });
    await app.close();
    removeDir(dir);
    vi.stubEnv('DEV_API_FLAGS', 'NOPE=1');
    expect(() => buildApp({ dataDir: tempDir() })).toThrow(/unknown flag/);
  });
});
