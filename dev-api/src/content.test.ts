import type { AnnouncementResponse, ContractRequest, HelpItem, InboxResponse, PendingContracts } from './types.js';
import { captcha, json, tokenOf } from './testing/helpers.js';
import { appPerTest } from './testing/appPerTest.js';

const server = appPerTest();

const get = async <T>(url: string, token?: string) =>
  json<T>(await server.app.inject({ method: 'GET', url, headers: token ? { token } : {} }));

describe('announcements and promotions', () => {
  it('returns banners of every group, popups A/B/F and promotions filtered by type', async () => {
    const home = (await get<AnnouncementResponse>('/wps/announcements?types=B,PL,PU&platform=M')).value;
    expect(new Set(home.banners.map((b) => b.groupName))).toEqual(new Set(['m_home', 'm_youtube', 'm_video', 'm_local', 'm_newgame']));
    expect(home.banners.filter((b) => b.groupName === 'm_youtube').every((b) => b.linkage.startsWith('https://www.youtube.com/'))).toBe(
      true,
    );
    expect(new Set(home.popup.map((p) => p.execution))).toEqual(new Set(['A', 'B', 'F']));
    expect(home.popup.every((p) => p.content.includes('<'))).toBe(true);
    expect(home.promotion.every((p) => ['B', 'PL', 'PU'].includes(p.type))).toBe(true);

    const all = (await get<AnnouncementResponse>('/wps/announcements?types=B,PL,PU,PR')).value.promotion;
    expect(all.length).toBeGreaterThan(home.promotion.length);
    for (const p of all) expect(p.announcementImages.map((i) => i.sequence)).toEqual([1, 2]);
    const vip = (await get<AnnouncementResponse>('/wps/announcements?types=B,PL,PU,PR&promotionType=UPGRADE_BONUS')).value.promotion;
    expect(vip.length).toBeGreaterThan(0);
    expect(vip.every((p) => p.promotionType === 'UPGRADE_BONUS')).toBe(true);
    expect(
      (await get<AnnouncementResponse>('/wps/announcements?groupName=m_video')).value.banners.every((b) => b.groupName === 'm_video'),
    ).toBe(true);
  });

  it('marks notices read per user', async () => {
    const token = await tokenOf(server.app);
    expect((await get<{ read: boolean }[]>('/wps/notice', token)).value.every((n) => !n.read)).toBe(true);
    await server.app.inject({
      method: 'POST',
      url: '/wps/announcements/read',
      headers: { token },
      payload: { announcementId: 203, read: true },
    });
    expect((await get<{ id: number; read: boolean }[]>('/wps/notice', token)).value.filter((n) => n.read).map((n) => n.id)).toEqual([203]);
    expect((await get<{ read: boolean }[]>('/wps/notice')).value.every((n) => !n.read)).toBe(true);
  });

  it('applies for a promotion', async () => {
    const token = await tokenOf(server.app);
    const res = await server.app.inject({
      method: 'POST',
      url: '/wps/promotion/apply',
      headers: { token },
      payload: { promotionId: 101, comment: 'please', images: [] },
    });
    expect(json(res).value).toEqual({ status: 'process' });
    const promo = (await get<AnnouncementResponse>('/wps/announcements?types=B', token)).value.promotion.find((p) => p.id === 101);
    expect(promo?.status).toBe('process');
    const long = await server.app.inject({
      method: 'POST',
      url: '/wps/promotion/apply',
      headers: { token },
      payload: { promotionId: 101, comment: 'x'.repeat(141) },
    });
    expect(long.statusCode).toBe(400);
  });

  it('signs in once a day and claims rewards', async () => {
    const token = await tokenOf(server.app);
    const first = json<{ signedToday: boolean; streak: number }>(
      await server.app.inject({ method: 'POST', url: '/wps/promotion/signIn', headers: { token }, payload: {} }),
    );
    expect(first.value).toMatchObject({ signedToday: true, streak: 1 });
    expect(json(await server.app.inject({ method: 'POST', url: '/wps/promotion/signIn', headers: { token }, payload: {} })).success).toBe(
      false,
    );
    const claim = json<{ sumBalance: number }>(
      await server.app.inject({ method: 'POST', url: '/wps/promotion/rewards/claim', headers: { token }, payload: { id: 1 } }),
    );
    expect(claim.value.sumBalance).toBe(1520.75 + 1 + 18);
    server.app.runtime.flags.REWCEN3 = false;
    expect((await get('/wps/promotion/rewards', token)).success).toBe(false);
  });
});

describe('support', () => {
  it('serves help sections with children', async () => {
    const help = (await get<HelpItem[]>('/wps/system/helpCenter?lang=EN&device=MOBILE')).value;
    expect(help.length).toBeGreaterThanOrEqual(5);
    expect(help.every((h) => h.children.length > 0 && h.tag && h.content.startsWith('<'))).toBe(true);
  });

  it('takes feedback with a captcha and 20-200 characters', async () => {
    const token = await tokenOf(server.app);
    const send = (payload: object) => server.app.inject({ method: 'PUT', url: '/wps/feedback', headers: { token }, payload });
    expect((await send({ content: 'too short', sender: 'player01', type: 1, captcha: 'AAAA' })).statusCode).toBe(400);
    expect(json(await send({ content: 'My deposit has not arrived yet.', sender: 'player01', type: 1, captcha: 'ZZZZ' })).message).toBe(
      'Verification code error',
    );
    expect(
      json(await send({ content: 'My deposit has not arrived yet.', sender: 'player01', type: 1, captcha: await captcha(server.app) }))
        .success,
    ).toBe(true);
    expect(server.app.runtime.state.feedback).toHaveLength(1);
    expect(
      (await server.app.inject({ method: 'PUT', url: '/wps/feedback', payload: { content: 'x'.repeat(30), type: 0, captcha: 'A' } }))
        .statusCode,
    ).toBe(401);
  });

  it('lists the inbox with unread counts and reads messages', async () => {
    const token = await tokenOf(server.app);
    const inbox = (await get<InboxResponse>('/wps/inbox?pageNo=1&pageSize=20', token)).value;
    expect(inbox.total).toBe(7);
    const unread = async () => (await get<{ unReadCount: number }>('/wps/inbox/unread', token)).value.unReadCount;
    const before = await unread();
    expect(before).toBe(inbox.list.filter((m) => !m.read).length);
    const target = inbox.list.find((m) => !m.read);
    await server.app.inject({ method: 'POST', url: '/wps/inbox/read', headers: { token }, payload: { id: target?.id } });
    expect(await unread()).toBe(before - 1);
  });

  it('launches live chat only with CBS3 on', async () => {
    const token = await tokenOf(server.app);
    expect((await get<{ unReadCount: number }>('/wps/chat/unread', token)).value.unReadCount).toBe(3);
    expect((await get<{ chatUrl: string }>('/wps/chat/launch?language=EN', token)).value.chatUrl).toMatch(/^\/wps\/chat\/room\?/);
    expect((await get<{ unReadCount: number }>('/wps/chat/unread', token)).value.unReadCount).toBe(0);
    server.app.runtime.flags.CBS3 = false;
    expect((await get('/wps/chat/launch', token)).success).toBe(false);
  });
});

describe('contract requests', () => {
  it('contract01 has three pending requests; answering clears each', async () => {
    const token = await tokenOf(server.app, 'contract01');
    const pending = (await get<PendingContracts>('/wps/agent/contract', token)).value;
    for (const kind of ['dailysalreqtype', 'divtypecompperiodreq', 'contracthoursalreq'] as const) {
      expect(pending[kind]).toMatchObject({
        kind,
        status: 'pending',
        terms: expect.arrayContaining([expect.objectContaining({ label: expect.any(String) })]),
      });
    }
    const one = (await get<Record<string, ContractRequest | null>>('/wps/agent/contract/dailysalreqtype', token)).value;
    expect(one.dailysalreqtype?.id).toBe(501);
    const answer = await server.app.inject({
      method: 'POST',
      url: '/wps/agent/contract/dailysalreqtype',
      headers: { token },
      payload: { accept: true },
    });
    expect(json(answer).value).toEqual({ kind: 'dailysalreqtype', accepted: true });
    await server.app.inject({
      method: 'POST',
      url: '/wps/agent/contract/contracthoursalreq',
      headers: { token },
      payload: { accept: false },
    });
    const after = (await get<PendingContracts>('/wps/agent/contract', token)).value;
    expect(after.dailysalreqtype).toBeNull();
    expect(after.contracthoursalreq).toBeNull();
    expect(after.divtypecompperiodreq).not.toBeNull();
    expect(
      json(
        await server.app.inject({
          method: 'POST',
          url: '/wps/agent/contract/dailysalreqtype',
          headers: { token },
          payload: { accept: true },
        }),
      ).success,
    ).toBe(false);
    expect((await server.app.inject({ method: 'GET', url: '/wps/agent/contract/bogus', headers: { token } })).statusCode).toBe(400);
    const player = await tokenOf(server.app);
    expect((await get<PendingContracts>('/wps/agent/contract', player)).value).toEqual({
      dailysalreqtype: null,
      divtypecompperiodreq: null,
      contracthoursalreq: null,
    });
  });
});
