import { json, SESSION_EXPIRED_ANSWER } from './testing/helpers.js';
import { appPerTest } from './testing/appPerTest.js';

const server = appPerTest();

describe('HTTP shapes', () => {
  it('answers unknown calls with 404 and the call in the message', async () => {
    const res = await server.app.inject({ method: 'PATCH', url: '/wps/nothing/here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, value: null, message: 'Unknown call: PATCH /wps/nothing/here' });
    expect((await server.app.inject({ method: 'GET', url: '/api/other' })).json()).toMatchObject({
      message: 'Unknown call: GET /api/other',
    });
  });

  it('answers malformed requests with 400 and a reason', async () => {
    const badJson = await server.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { 'content-type': 'application/json' },
      payload: '{"content": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ success: false, value: null, message: expect.any(String) });

    const missing = await server.app.inject({ method: 'POST', url: '/wps/announcements/read', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toContain('announcementId');

    const wrongType = await server.app.inject({ method: 'POST', url: '/wps/transaction/withdraw', payload: { amount: 'lots' } });
    expect(wrongType.statusCode).toBe(400);

    const badLogin = await server.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { Encryption: 'BASE64-JSON-V1' },
      payload: { data: Buffer.from(JSON.stringify({ type: 'username', username: 'player01' })).toString('base64') },
    });
    expect(badLogin.statusCode).toBe(400);
    expect(json(badLogin).message).toContain('password');
  });

  it('answers 401 with the session-expired code without a valid token', async () => {
    for (const url of ['/wps/member/info', '/wps/wallets/gcs', '/wps/inbox', '/wps/game/favourite/ids', '/wps/agent/contract']) {
      const res = await server.app.inject({ method: 'GET', url, headers: { token: 'bogus' } });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual(SESSION_EXPIRED_ANSWER);
    }
  });

  it('serves generated SVG images under /wps/assets', async () => {
    for (const path of [
      'game/1001.svg',
      'vendor/PG.svg',
      'vendor/large/SABA.svg',
      'banner/m_home-1.svg',
      'promo/101-2.svg',
      'perk/1.svg',
      'perk/15.svg',
      'brand/logo.svg',
    ]) {
      const res = await server.app.inject({ method: 'GET', url: `/wps/assets/${path}` });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toMatch(/^<svg/);
    }
    expect((await server.app.inject({ method: 'GET', url: '/wps/assets/perk/16.svg' })).statusCode).toBe(404);
  });

  it('returns a captcha image as an SVG data URL', async () => {
    const { image } = json<{ image: string }>(await server.app.inject({ method: 'GET', url: '/wps/captcha' })).value;
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1] ?? '', 'base64').toString('utf8');
    for (const ch of server.app.runtime.captchas.last()) expect(svg).toContain(`>${ch}</text>`);
  });
});
