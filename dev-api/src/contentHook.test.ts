import type { AnnouncementResponse, HelpItem, InboxMessage, Notice } from './types.js';
import { json, tokenOf } from './testing/helpers.js';
import { appPerTest } from './testing/appPerTest.js';

const server = appPerTest();

const HTML = ['<p>First</p><img src=x onerror=alert(1)>', '<a href="javascript:alert(2)">Second</a>', '<script>alert(3)</script>'];
const setContent = (kind: string, contents: unknown) =>
  server.app.inject({ method: 'POST', url: '/wps/__test__/content', payload: { kind, contents } });
const get = async <T>(url: string, token?: string) =>
  json<T>(await server.app.inject({ method: 'GET', url, headers: token ? { token } : {} })).value;

describe('the content test hook', () => {
  it('makes each list of server HTML one item per given string, served as given', async () => {
    for (const kind of ['popups', 'notices', 'promotions', 'help', 'inbox']) {
      expect(json(await setContent(kind, HTML)), kind).toMatchObject({ success: true, value: { kind, count: HTML.length } });
    }
    const announcements = await get<AnnouncementResponse>('/wps/announcements');
    expect(announcements.popup.map((a) => a.content)).toEqual(HTML);
    expect(announcements.player.map((a) => a.content)).toEqual(HTML);
    expect(announcements.promotion.map((a) => a.content)).toEqual(HTML);
    expect(new Set(announcements.promotion.map((a) => a.id)).size).toBe(HTML.length);
    expect((await get<Notice[]>('/wps/notice')).map((n) => [n.title, n.content])).toEqual(HTML.map((html, i) => [`Item ${i + 1}`, html]));

    const help = await get<HelpItem[]>('/wps/system/helpCenter');
    expect(help.map((h) => h.content)).toEqual(HTML);
    for (const [i, item] of help.entries())
      expect(
        item.children.map((c) => c.content),
        item.title,
      ).toEqual(item.children.map(() => HTML[i]));

    const inbox = await get<{ list: InboxMessage[] }>('/wps/inbox', await tokenOf(server.app, 'player01'));
    expect(inbox.list.map((m) => m.content)).toEqual(HTML);
  });

  it('keeps popups of the first seeded execution, so one kind of visitor sees them all', async () => {
    await setContent('popups', HTML);
    expect(new Set((await get<AnnouncementResponse>('/wps/announcements')).popup.map((a) => a.execution))).toEqual(new Set(['A']));
  });

  it('is undone by the reset hook', async () => {
    const before = await get<Notice[]>('/wps/notice');
    await setContent('notices', HTML);
    await setContent('inbox', HTML);
    await server.app.inject({ method: 'POST', url: '/wps/__test__/reset', payload: {} });
    expect(await get<Notice[]>('/wps/notice')).toEqual(before);
    expect((await get<{ list: InboxMessage[] }>('/wps/inbox', await tokenOf(server.app, 'player01'))).list.length).toBeGreaterThan(3);
  });

  it('refuses an unknown kind, an empty list and more than 100 strings', async () => {
    for (const [kind, contents] of [
      ['banners', HTML],
      ['notices', []],
      ['notices', Array(101).fill('<p>x</p>')],
    ] as const) {
      expect((await setContent(kind, contents)).statusCode, `${kind} × ${contents.length}`).toBe(400);
    }
  });
});
