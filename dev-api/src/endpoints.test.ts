/**
 * The typed endpoint functions of shared/src/api/endpoints, driven through the site's real API client
 * (on the platform's fetch) against a listening dev-api: paths, methods, encodings and shapes agree end to end.
 */
import type { FastifyInstance } from 'fastify';
import * as api from 'shared';
import * as cashier from 'shared/cashier';
import { isApiError, setRuntimeConfig, useSessionStore } from 'shared';
import { removeDir, testApp } from './testing/helpers.js';

let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  ({ app, dir } = testApp());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  setRuntimeConfig({ apiBase: `http://127.0.0.1:${port}/wps`, merchantCode: 'mcasino' });
});
afterAll(async () => {
  await app.close();
  removeDir(dir);
});

async function signInAs(username: string, password: string, loginAs: 'member' | 'agent' = 'member') {
  await api.fetchCaptcha();
  const result = await api.login({ type: 'username', username, password, captcha: app.runtime.captchas.last(), loginAs });
  useSessionStore.getState().signIn({ ...result, merchantCode: 'mcasino' });
  return result;
}

const serverError = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

describe('shared endpoint functions against dev-api', () => {
  it('system, brand, settings, captcha', async () => {
    expect(await api.fetchSystemStatus()).toEqual({ maintenance: false, regionRestriction: false });
    const brand = await api.fetchBrandSettings();
    expect(brand.flags.CBS3).toBe(true);
    expect((await api.fetchRegisterSettings()).rules.username.enabled).toBe(true);
    expect((await api.fetchCaptcha()).image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await api.fetchCountries()).length).toBeGreaterThan(0);
    expect((await api.fetchServiceList()).some((s) => s.type === 3)).toBe(true);
    expect((await api.fetchLiveModels()).length).toBeGreaterThan(0);
    expect(await api.checkUsername('player01')).toBe(false);
    expect(await api.checkAffiliateCode('AFF2026')).toBe(true);
    expect(await api.checkAffiliateCode('NOPE')).toBe(false);
  });

  it('login failure carries captcha: true; login, member, wallet, logout', async () => {
    const failed = await serverError(api.login({ type: 'username', username: 'contract01', password: 'bad-pass', captcha: '' }));
    expect(failed.message).toBe('Sorry, the user does not exist or is disabled');
    expect(failed.value).toEqual({ captcha: true });

    const result = await signInAs('player01', 'Player#2026');
    expect(result.userName).toBe('player01');
    expect((await api.fetchMemberInfo()).account).toBe('player01');
    expect(await api.fetchWallet()).toEqual({ sumBalance: 1520.75, currencySymbol: '₱' });
    await api.logout();
    const expired = await serverError(api.fetchWallet());
    expect(expired.kind).toBe('session-expired');
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('games: list, vendors, favourites, recent, launch, winners, lottery, records', async () => {
    await signInAs('player01', 'Player#2026');
    const page = await api.fetchGames({ gameType: 'RNG', pageNo: 2 });
    expect(page.games).toHaveLength(9);
    expect(page.pageNum).toBe(2);
    expect((await api.fetchVendorSorting())[0]?.gameCategory).toBe('lobby');
    expect((await api.fetchVendors('ELOTT')).map((v) => v.vassalage)).toContain('TCG_LOTTO_VN');
    expect((await api.fetchHotGames()).length).toBeGreaterThan(0);
    await api.addFavourite({ nodeId: 1002, vendor: 'PG' });
    expect(await api.fetchFavouriteIds()).toContain('1002');
    await api.removeFavourite({ nodeId: 1002, vendor: 'PG' });
    expect(await api.fetchFavouriteIds()).not.toContain('1002');
    expect((await api.fetchFavouriteGames()).content.length).toBeGreaterThan(0);
    const game = page.games[0];
    if (!game) throw new Error('no game');
    const launched = await api.launchGame({
      gameCategory: 'RNG',
      vendor: game.vassalage,
      gameId: game.gameId,
      nodeId: game.nodeId,
      supportFreePlay: false,
    });
    expect(launched.gameUrl).toContain('/wps/game/frame');
    expect((await api.launchGame({ vendor: 'TCG_SEA', gameCode: 'lobby', prizeMode: 'LOTT', playType: 'trad' })).gameUrl).toContain(
      'TCG_SEA',
    );
    expect((await api.fetchRecentGames())[0]?.nodeId).toBe(game.nodeId);
    expect(await api.fetchWinnerBoard()).toHaveLength(20);
    expect((await api.fetchLotteryList()).length).toBeGreaterThan(0);
    expect((await api.fetchGameRecords({ pageSize: 10 })).list).toHaveLength(10);
  });

  it('announcements, notices, help, feedback, inbox, chat, promotions', async () => {
    await signInAs('player01', 'Player#2026');
    const ann = await api.fetchAnnouncements({ types: ['B', 'PL', 'PU', 'PR'], groupName: ['m_home', 'm_video'] });
    expect(new Set(ann.banners.map((b) => b.groupName))).toEqual(new Set(['m_home', 'm_video']));
    await Promise.all([api.markAnnouncementRead(201), api.markAnnouncementRead(201), api.markAnnouncementRead(202)]);
    expect((await api.fetchNotices()).filter((n) => n.read).map((n) => n.id)).toEqual([201, 202]);
    expect((await api.fetchHelpCentre()).length).toBeGreaterThan(0);
    await api.fetchCaptcha();
    await api.submitFeedback({
      content: 'The fishing game froze twice today.',
      sender: 'player01',
      type: 3,
      captcha: app.runtime.captchas.last(),
    });
    const inbox = await api.fetchInbox();
    expect(inbox.list.length).toBeGreaterThan(0);
    const unread = await api.fetchInboxUnreadCount();
    await api.readInboxMessage(inbox.list.find((m) => !m.read)?.id ?? 0);
    await new Promise((r) => setTimeout(r, 300));
    expect(await api.fetchInboxUnreadCount()).toBe(unread - 1);
    expect(await api.fetchChatUnreadCount()).toBe(3);
    expect((await api.launchChat({ language: 'EN' })).chatUrl).toContain('/wps/chat/room');
    expect((await api.fetchSignIn()).days).toHaveLength(7);
    expect((await api.fetchRewards()).length).toBeGreaterThan(0);
    expect((await api.fetchReferral()).inviteCode).toBe('player01');
    expect(await api.fetchLeaderboard()).toHaveLength(20);
    expect((await api.applyPromotion({ promotionId: 102, comment: '', images: [] })).status).toBe('process');
  });

  it('registration (username and mobile), SMS, trial, password, withdraw', async () => {
    await api.fetchCaptcha();
    const captcha = app.runtime.captchas.last();
    const reg = await api.register({
      username: 'endpoint01',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      captcha,
      registerMethod: 'H5',
    });
    expect(reg).toMatchObject({ userName: 'endpoint01', type: 1, firstTimeLogin: true });
    const taken = await serverError(
      api.register({ username: 'endpoint01', password: 'Secret#123', confirmPassword: 'Secret#123', captcha }),
    );
    expect(taken.message).toBe('Sorry, the username already exists');

    const { expirationTime } = await api.sendSmsCode({
      mobileNum: '09123456780',
      countryDialingCode: '+63',
      captcha: app.runtime.captchas.issue().answer,
    });
    expect(expirationTime).toBeGreaterThan(Date.now());
    const mobile = await api.register(
      {
        mobileNum: '09123456780',
        countryDialingCode: '+63',
        verificationCode: app.runtime.sms.last('09123456780'),
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
        captcha,
      },
      'mobile',
    );
    expect(mobile.userName).toBe('m09123456780');

    await api.sendSmsCodeNoLogin({ mobileNum: '09123456780', countryDialingCode: '+63', captcha: app.runtime.captchas.issue().answer });
    await api.resetPasswordBySms({
      mobileNum: '09123456780',
      countryDialingCode: '+63',
      verificationCode: app.runtime.sms.last('09123456780'),
      newPassword: 'Fresh#456',
      confirmNewPassword: 'Fresh#456',
    });
    expect((await api.login({ type: 'username', username: 'm09123456780', password: 'Fresh#456' })).userName).toBe('m09123456780');

    const agent = await api.registerAgent({ username: 'agentep01', password: 'Secret#123', confirmPassword: 'Secret#123', captcha });
    expect(agent.type).toBe(40);

    const trial = await api.startTrial();
    expect(trial.customerType).toBe(4);

    await signInAs('player01', 'Player#2026');
    await api.changePassword({ oldPassword: 'Player#2026', newPassword: 'Player#2027', confirmNewPassword: 'Player#2027' });
    expect((await cashier.withdraw({ amount: 100, paymentPassword: '123456', payoutAccountId: 'PA1' })).status).toBe('processing');
    expect((await api.fetchHeadIcon()).headIcon).toMatch(/^avatar\//);
    expect((await api.updateHeadIcon('avatar/5.svg')).headIcon).toBe('avatar/5.svg');
    expect((await api.requestPasswordEmail('player01', 'player01@example.com')) as unknown).toEqual({ sent: true });
  });

  it('cashier: a new member sets a payment password, adds a payout account, deposits by voucher and withdraws', async () => {
    await api.fetchCaptcha();
    const captcha = app.runtime.captchas.last();
    const joined = await api.register({ username: 'cashier01', password: 'Secret#123', confirmPassword: 'Secret#123', captcha });
    useSessionStore.getState().signIn({ ...joined, merchantCode: 'mcasino' });
    expect(await cashier.fetchPaymentPasswordStatus()).toEqual({ set: false });
    await cashier.savePaymentPassword({ paymentPassword: '246810', confirmPaymentPassword: '246810' });
    expect(await cashier.fetchPaymentPasswordStatus()).toEqual({ set: true });
    const account = await cashier.addPayoutAccount({
      bankCode: 'GCASH',
      accountName: 'Cash Ier',
      accountNumber: '09171112222',
      paymentPassword: '246810',
    });
    expect(account.maskedNumber).toBe('****2222');
    expect((await cashier.fetchPayoutAccounts()).accounts.map((a) => a.id)).toEqual([account.id]);

    const channels = await cashier.fetchDepositChannels();
    const order = await cashier.createDepositOrder({ channel: channels[0]!.code, amount: 500, requestId: 'endpoint-order-1' });
    expect(order.status).toBe('pending');
    expect((await cashier.fetchDepositOrder(order.orderId)).reference).toBe(order.reference);
    const credited = await cashier.redeemVoucher({ code: 'gift-1000-mc2026', requestId: 'endpoint-redeem-1' });
    expect(credited.sumBalance).toBe(1000);
    const paid = await cashier.withdraw({ amount: 400, paymentPassword: '246810', payoutAccountId: account.id });
    expect(paid.sumBalance).toBe(600);
    const history = await cashier.fetchWalletHistory();
    expect(history.list.map((r) => [r.kind, r.status])).toEqual([
      ['withdrawal', 'processing'],
      ['deposit', 'success'],
      ['deposit', 'pending'],
    ]);
    expect((await cashier.fetchWalletHistory({ kind: 'withdrawal' })).list[0]?.detail).toBe('GCash ****2222');
  });

  it('contract requests of contract01', async () => {
    await signInAs('contract01', 'Player#2026');
    const pending = await api.fetchPendingContracts();
    expect(pending.divtypecompperiodreq?.title).toBe('Dividend contract');
    expect((await api.fetchContractRequest('contracthoursalreq'))?.kind).toBe('contracthoursalreq');
    expect(await api.answerContractRequest('contracthoursalreq', false)).toEqual({ kind: 'contracthoursalreq', accepted: false });
    expect(await api.fetchContractRequest('contracthoursalreq')).toBeNull();
  });
});
