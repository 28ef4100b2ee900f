import type { BrandSettings, SessionInfo } from 'shared';
import { fetchesChatUnread, fetchesInboxUnread, messageEntries } from './messageEntries';

const brand = (cbs3: boolean, links: BrandSettings['downloadLinks'] = []) =>
  ({ flags: { CBS3: cbs3 }, downloadLinks: links }) as unknown as BrandSettings;
const member: SessionInfo = { token: 't', merchantCode: 'm', userName: 'p', type: 1, firstTimeLogin: false };
const trial: SessionInfo = { ...member, type: 4 };
const ids = (b: BrandSettings | null) => messageEntries(b).map((e) => e.id);

describe('message centre entries', () => {
  it('lists Telegram, announcements, messages, live chat and affiliate service in that order', () => {
    const links: BrandSettings['downloadLinks'] = [
      { resourceType: 'AFFILIATELINK', url: 'https://aff' },
      { resourceType: 'TELEGRAM', url: 'https://t.me/x' },
    ];
    expect(ids(brand(true, links))).toEqual(['telegram', 'notice', 'inbox', 'liveChat', 'affiliate']);
    expect(messageEntries(brand(true, links))[0]).toMatchObject({ href: 'https://t.me/x' });
  });
  it('shows live chat only when CBS3 is on', () => {
    expect(ids(brand(false))).toEqual(['notice', 'inbox']);
    expect(ids(null)).toEqual(['notice', 'inbox']);
  });
  it('badges announcements, messages and live chat', () => {
    expect(messageEntries(brand(true)).map((e) => e.unread)).toEqual(['notice', 'inbox', 'chat']);
  });
});

describe('which unread counts are fetched', () => {
  it('chat unread only with CBS3 on, logged in and not type 4', () => {
    expect(fetchesChatUnread(member, true)).toBe(true);
    expect(fetchesChatUnread(member, false)).toBe(false);
    expect(fetchesChatUnread(trial, true)).toBe(false);
    expect(fetchesChatUnread(null, true)).toBe(false);
  });
  it('inbox unread only for real accounts', () => {
    expect(fetchesInboxUnread(member)).toBe(true);
    expect(fetchesInboxUnread(trial)).toBe(false);
    expect(fetchesInboxUnread(null)).toBe(false);
  });
});
