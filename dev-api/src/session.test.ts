import { captcha, json, login, sendEncoded, SESSION_EXPIRED_ANSWER, tokenOf } from './testing/helpers.js';
import { appPerTest } from './testing/appPerTest.js';

const server = appPerTest();

describe('login', () => {
  it('logs a member in; firstTimeLogin only on the first ever login', async () => {
    const first = await login(server.app, 'player01', 'Player#2026');
    expect(first).toMatchObject({ success: true, value: { userName: 'player01', type: 1, firstTimeLogin: true } });
    expect(first.value.token).toMatch(/^[0-9a-f]{48}$/);
    const second = await login(server.app, 'PLAYER01 ', 'Player#2026');
    expect(second.value.firstTimeLogin).toBe(false);
  });

  it('a wrong password fails with captcha: true, then needs a correct captcha until it logs in', async () => {
    const wrong = await login(server.app, 'player01', 'nope123');
    expect(wrong).toEqual({ success: false, value: { captcha: true }, message: 'Sorry, the user does not exist or is disabled' });

    const noCaptcha = await login(server.app, 'player01', 'Player#2026');
    expect(noCaptcha).toMatchObject({ success: false, message: 'Verification code error', value: { captcha: true } });
    const badCaptcha = await login(server.app, 'player01', 'Player#2026', { captcha: 'ZZZZZ' });
    expect(badCaptcha.message).toBe('Verification code error');

    const answer = await captcha(server.app);
    const ok = await login(server.app, 'player01', 'Player#2026', { captcha: answer.toLowerCase() });
    expect(ok.success).toBe(true);
    // Logged in: no captcha needed any more.
    expect((await login(server.app, 'player01', 'Player#2026')).success).toBe(true);
    // Other usernames were never affected.
    expect((await login(server.app, 'contract01', 'Player#2026')).success).toBe(true);
  });

  it('an unknown user fails like a wrong password', async () => {
    expect(await login(server.app, 'ghost99', 'whatever1')).toMatchObject({
      success: false,
      value: { captcha: true },
      message: 'Sorry, the user does not exist or is disabled',
    });
  });

  it('members cannot log in as agents and agents not as members', async () => {
    const denied = 'Sorry, this account does not have permission or the feature is temporarily unavailable';
    expect(await login(server.app, 'agent01', 'Agent#2026', { loginAs: 'member' })).toMatchObject({ success: false, message: denied });
    expect(await login(server.app, 'player01', 'Player#2026', { loginAs: 'agent' })).toMatchObject({ success: false, message: denied });
    expect(await login(server.app, 'agent01', 'Agent#2026', { loginAs: 'agent' })).toMatchObject({ success: true, value: { type: 40 } });
  });

  it('logs in by SMS code', async () => {
    const sent = await server.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '09171234567', countryDialingCode: '+63', captcha: server.app.runtime.captchas.issue().answer },
    });
    expect(json<{ expirationTime: number }>(sent).value.expirationTime).toBeGreaterThan(Date.now() + 55_000);
    const code = (await server.app.inject({ method: 'GET', url: '/wps/__test__/sms?mobileNum=09171234567' })).json<{ value: string }>()
      .value;
    const res = await sendEncoded(server.app, 'POST', '/wps/session/login', {
      type: 'sms',
      mobileNum: '09171234567',
      messageCode: code,
      countryDialingCode: '+63',
    });
    expect(json(res)).toMatchObject({ success: true, value: { userName: 'player01' } });
  });

  it('logout invalidates the token', async () => {
    const token = await tokenOf(server.app);
    expect(json(await server.app.inject({ method: 'GET', url: '/wps/member/info', headers: { token } })).success).toBe(true);
    expect(json(await server.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { token } })).success).toBe(true);
    const after = await server.app.inject({ method: 'GET', url: '/wps/member/info', headers: { token } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(SESSION_EXPIRED_ANSWER);
  });

  it('a free trial makes a type 4 account that is kept out of the inbox', async () => {
    const res = json<{ token: string; userName: string; customerType: number }>(
      await server.app.inject({ method: 'POST', url: '/wps/session/testPlay', payload: { moduleId: 'MOBILE' } }),
    );
    expect(res).toMatchObject({ success: true, value: { customerType: 4 } });
    const token = res.value.token;
    expect(json(await server.app.inject({ method: 'GET', url: '/wps/member/info', headers: { token } })).value).toMatchObject({ type: 4 });
    expect(json(await server.app.inject({ method: 'GET', url: '/wps/inbox', headers: { token } }))).toMatchObject({
      success: false,
      message: 'Please login an actual account to use this function',
    });
    const withoutBody = json<{ customerType: number }>(await server.app.inject({ method: 'POST', url: '/wps/session/testPlay' }));
    expect(withoutBody).toMatchObject({ success: true, value: { customerType: 4 } });
  });

  it('member info and wallet of player01', async () => {
    const token = await tokenOf(server.app);
    expect(json(await server.app.inject({ method: 'GET', url: '/wps/member/info', headers: { token } })).value).toMatchObject({
      type: 1,
      account: 'player01',
      clubLabel: { labelName: 'VIP 3' },
    });
    expect(json(await server.app.inject({ method: 'GET', url: '/wps/wallets/gcs', headers: { token } })).value).toEqual({
      sumBalance: 1520.75,
      currencySymbol: '₱',
    });
  });

  it('changes the password and withdraws', async () => {
    const token = await tokenOf(server.app);
    const change = (payload: object) => server.app.inject({ method: 'POST', url: '/wps/member/password/v2', headers: { token }, payload });
    expect(json(await change({ oldPassword: 'Player#2026', newPassword: 'Player#2026', confirmNewPassword: 'Player#2026' })).success).toBe(
      false,
    );
    expect(json(await change({ oldPassword: 'Player#2026', newPassword: 'Newpass#1', confirmNewPassword: 'Other#1' })).message).toBe(
      'in_confirmation_correct',
    );
    expect(json(await change({ oldPassword: 'Player#2026', newPassword: 'Newpass#1', confirmNewPassword: 'Newpass#1' })).success).toBe(
      true,
    );
    expect((await login(server.app, 'player01', 'Newpass#1')).success).toBe(true);

    const wd = (amount: number) =>
      server.app.inject({
        method: 'POST',
        url: '/wps/transaction/withdraw',
        headers: { token },
        payload: { amount, paymentPassword: '123456', payoutAccountId: 'PA1' },
      });
    expect(json(await wd(5000)).message).toBe('Insufficient balance');
    expect(json(await wd(500.25)).value).toMatchObject({ amount: 500.25, sumBalance: 1020.5, status: 'processing' });
  });
});

describe('a restart of dev-api', () => {
  it('keeps players logged in: a token from before the restart still opens their session', async () => {
    const token = await tokenOf(server.app);
    await server.restart();
    const info = json<{ account: string }>(await server.app.inject({ method: 'GET', url: '/wps/member/info', headers: { token } }));
    expect(info).toMatchObject({ success: true, value: { account: 'player01' } });
  });
});
