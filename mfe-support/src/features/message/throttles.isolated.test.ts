import { fetchChatUnreadCount, fetchInboxUnreadCount, markAnnouncementRead } from 'shared';
import { jsonResponse, setTransport, type Transport } from 'shared/testing';

// The real endpoint functions this area calls, against a fake transport: what reaches the network is counted.
const sent: { url: string; data?: unknown; at: number }[] = [];
const fakeTransport: Transport = async ({ url, body }) => {
  sent.push({
    url: new URL(url, 'http://localhost').pathname.replace(/^\/wps/, ''),
    data: body ? JSON.parse(body) : undefined,
    at: Date.now(),
  });
  return jsonResponse({ success: true, value: { unReadCount: 7 } });
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-12T08:00:00Z'));
  sent.length = 0;
  setTransport(fakeTransport);
});
afterEach(async () => {
  await vi.runAllTimersAsync();
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
