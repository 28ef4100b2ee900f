import { fetchChatUnreadCount, fetchInboxUnreadCount, http, markAnnouncementRead } from 'shared';

// The real endpoint functions this area calls, against a fake transport: what reaches the network is counted.
const sent: { url?: string; data?: unknown; at: number }[] = [];
type Adapter = typeof http.defaults.adapter;
const fakeAdapter = async (config: { url?: string; data?: unknown }) => {
  sent.push({ url: config.url, data: config.data ? JSON.parse(String(config.data)) : undefined, at: Date.now() });
  return { data: { success: true, value: { unReadCount: 7 } }, status: 200, statusText: 'OK', headers: {}, config };
};
const original = http.defaults.adapter;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-12T08:00:00Z'));
  sent.length = 0;
  http.defaults.adapter = fakeAdapter as unknown as Adapter;
});
afterEach(async () => {
  await vi.runAllTimersAsync();
  http.defaults.adapter = original;
  vi.useRealTimers();
});

const urls = () => sent.map((s) => s.url);

describe('mark-as-read is throttled 150 ms per announcement', () => {
  it('folds repeated reads of one announcement inside 150 ms into one trailing call', async () => {
    void markAnnouncementRead(201);
    void markAnnouncementRead(201);
    void markAnnouncementRead(201);
    await vi.advanceTimersByTimeAsync(0);
    expect(urls()).toEqual(['/announcements/read']);
    await vi.advanceTimersByTimeAsync(149);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.data).toEqual({ announcementId: 201, read: true });
  });

  it('never folds reads of different announcements', async () => {
    void markAnnouncementRead(301);
    void markAnnouncementRead(302);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.data)).toEqual([
      { announcementId: 301, read: true },
      { announcementId: 302, read: true },
    ]);
  });
});

describe('unread counts are throttled 250 ms', () => {
  it('inbox: a burst inside 250 ms makes one call now and one trailing call, which every caller shares', async () => {
    const answers = [fetchInboxUnreadCount(), fetchInboxUnreadCount(), fetchInboxUnreadCount()];
    await vi.advanceTimersByTimeAsync(0);
    expect(urls()).toEqual(['/inbox/unread']);
    await vi.advanceTimersByTimeAsync(249);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await expect(Promise.all(answers)).resolves.toEqual([7, 7, 7]);
  });

  it('chat: the same 250 ms window', async () => {
    await vi.advanceTimersByTimeAsync(1000);
    void fetchChatUnreadCount();
    void fetchChatUnreadCount();
    await vi.advanceTimersByTimeAsync(0);
    expect(urls()).toEqual(['/chat/unread']);
    await vi.advanceTimersByTimeAsync(250);
    expect(urls()).toEqual(['/chat/unread', '/chat/unread']);
  });
});
