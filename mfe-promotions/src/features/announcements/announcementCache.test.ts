import { fetchAnnouncements } from 'shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { announcements } from '../../testing/fixtures';
import { ANNOUNCEMENT_CACHE_MS, cachedAnnouncements, clearAnnouncementCache } from './announcementCache';

vi.mock('shared', async (importOriginal) => ({ ...(await importOriginal<typeof import('shared')>()), fetchAnnouncements: vi.fn() }));
const fetchMock = vi.mocked(fetchAnnouncements);
const scope = { token: 't1', language: 'en' };

beforeEach(() => {
  clearAnnouncementCache();
  fetchMock.mockReset().mockResolvedValue(announcements());
});

describe('cachedAnnouncements', () => {
  it('answers the same query from the cache within the cache time', async () => {
    let now = 1000;
    await cachedAnnouncements({ types: ['B'] }, scope, () => now);
    now += ANNOUNCEMENT_CACHE_MS - 1;
    await cachedAnnouncements({ types: ['B'] }, scope, () => now);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again once the cache time has passed', async () => {
    let now = 1000;
    await cachedAnnouncements({ types: ['B'] }, scope, () => now);
    now += ANNOUNCEMENT_CACHE_MS;
    await cachedAnnouncements({ types: ['B'] }, scope, () => now);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps queries, sessions and languages apart', async () => {
    await cachedAnnouncements({ types: ['B'] }, scope);
    await cachedAnnouncements({ types: ['B'], promotionType: 'UPGRADE_BONUS' }, scope);
    await cachedAnnouncements({ types: ['B'] }, { token: null, language: 'en' });
    await cachedAnnouncements({ types: ['B'] }, { token: 't1', language: 'pt' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('forgets a failed call so a retry asks the server again', async () => {
    fetchMock.mockRejectedValueOnce(new Error('down'));
    await expect(cachedAnnouncements({ types: ['B'] }, scope)).rejects.toThrow('down');
    await cachedAnnouncements({ types: ['B'] }, scope);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
