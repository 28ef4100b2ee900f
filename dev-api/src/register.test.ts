import { captcha, json, login, sendEncoded } from './testing/helpers.js';
import { appPerTest } from './testing/appPerTest.js';

const server = appPerTest();

const register = (payload: object, path = '/wps/member/register') => sendEncoded(server.app, 'PUT', path, payload);

async function valid(extra: object = {}) {
  return {
    username: 'newbie01',
    password: 'Secret#123',
    confirmPassword: 'Secret#123',
    captcha: await captcha(server.app),
    registerMethod: 'H5',
    type: 0,
    ...extra,
  };
}

describe('registration', () => {
  it('registers, logs the user in and keeps the account', async () => {
    const res = json<{ token: string; userName: string; type: number; firstTimeLogin: boolean }>(
      await register(await valid({ affiliateCode: 'aff2026' })),
    );
    expect(res).toMatchObject({ success: true, value: { userName: 'newbie01', type: 1, firstTimeLogin: true } });
    const info = await server.app.inject({ method: 'GET', url: '/wps/member/info', headers: { token: res.value.token } });
    expect(json(info).value).toMatchObject({ account: 'newbie01', type: 1 });
    expect((await login(server.app, 'newbie01', 'Secret#123')).value.firstTimeLogin).toBe(false);
  });

  it('rejects a taken username, case-insensitively', async () => {
    expect(json(await register(await valid({ username: 'Player01' })))).toMatchObject({
      success: false,
      message: 'Sorry, the username already exists',
    });
    const check = await server.app.inject({ method: 'GET', url: '/wps/check/username?username=player01' });
    expect(json(check).value).toEqual({ username: 'player01', available: false });
    expect(json(await server.app.inject({ method: 'GET', url: '/wps/check/username?username=free0001' })).value).toMatchObject({
      available: true,
    });
  });

  it('validates fields against the server rules', async () => {
    const cases: [object, string][] = [
      [{ username: 'ab' }, 'Account/Password/E-mail format incorrect'],
      [{ username: '' }, 'Account/Password/E-mail format incorrect'],
      [{ password: 'short', confirmPassword: 'short' }, 'Account/Password/E-mail format incorrect'],
      [{ confirmPassword: 'Secret#124' }, 'in_confirmation_correct'],
      [{ email: 'not-an-email' }, 'Account/Password/E-mail format incorrect'],
      [{ mobileNum: '123' }, 'Mobile number not valid'],
      [{ nickname: '<b>x</b>' }, 'Name format not valid'],
      [{ captcha: '' }, 'in_vwrite_code'],
      [{ captcha: 'WRONG' }, 'Verification code error'],
      [{ affiliateCode: 'NOPE99' }, 'Invalid invitation code'],
      [{ recommenderId: 'nobody99' }, 'Referrer link error'],
    ];
    for (const [extra, message] of cases) {
      expect(json(await register(await valid(extra))), JSON.stringify(extra)).toMatchObject({ success: false, message });
    }
    // Optional fields may be empty; a valid recommender passes.
    expect(json(await register(await valid({ email: '', recommenderId: 'player01' }))).success).toBe(true);
  });

  it('needs the Encryption header and a decodable body', async () => {
    const plain = await server.app.inject({ method: 'PUT', url: '/wps/member/register', payload: { username: 'x' } });
    expect(plain.statusCode).toBe(400);
    const garbage = await server.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { Encryption: 'BASE64-JSON-V1' },
      payload: { data: '%%%' },
    });
    expect(garbage.statusCode).toBe(400);
    expect(json(garbage)).toMatchObject({ success: false, message: 'data is not base64 of a JSON object' });
  });

  it('registers by mobile number with an SMS code', async () => {
    const mobileNum = '09998887777';
    const sms = await server.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNum, countryDialingCode: '+63', captcha: await captcha(server.app) },
    });
    expect(json(sms).success).toBe(true);
    const base = {
      mobileNum,
      countryDialingCode: '+63',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      captcha: await captcha(server.app),
    };
    expect(json(await register({ ...base, verificationCode: '000000' }, '/wps/member/register/mobile')).message).toBe(
      'Verification code error',
    );
    const code = server.app.runtime.sms.last(mobileNum);
    const res = json<{ userName: string }>(await register({ ...base, verificationCode: code }, '/wps/member/register/mobile'));
    expect(res).toMatchObject({ success: true, value: { userName: `m${mobileNum}`, type: 1 } });
    // The number is now taken.
    expect(
      json(
        await server.app.inject({
          method: 'POST',
          url: '/wps/verification/sms/register',
          payload: { mobileNum, countryDialingCode: '+63', captcha: await captcha(server.app) },
        }),
      ).success,
    ).toBe(false);
  });

  it('honours the registration flags', async () => {
    server.app.runtime.flags.USERNAMEREG3 = false;
    expect(json(await register(await valid())).message).toBe(
      'Sorry, this account does not have permission or the feature is temporarily unavailable',
    );
    const settings = json<{ methods: { username: boolean; mobile: boolean } }>(
      await server.app.inject({ method: 'GET', url: '/wps/system/setting/register' }),
    );
    expect(settings.value.methods).toEqual({ username: false, mobile: true });
  });

  it('agent registration creates type 40 and checks affiliate codes', async () => {
    const res = json(await register(await valid({ username: 'agentnew1' }), '/wps/agent/register'));
    expect(res).toMatchObject({ success: true, value: { type: 40 } });
    expect((await login(server.app, 'agentnew1', 'Secret#123', { loginAs: 'agent' })).success).toBe(true);
    expect(json(await server.app.inject({ method: 'GET', url: '/wps/agent/affiliate?code=AFF2026' }))).toEqual({
      success: true,
      value: { code: 'AFF2026' },
    });
    expect(json(await server.app.inject({ method: 'GET', url: '/wps/agent/affiliate?code=BAD' }))).toMatchObject({
      success: false,
      message: 'Invalid invitation code',
    });
  });
});
