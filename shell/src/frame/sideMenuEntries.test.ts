import type { BrandSettings, SessionInfo } from 'shared';
import { categoryEntries, sideMenuEntries } from './sideMenuEntries';

const brand = (
  over: { flags?: Partial<BrandSettings['flags']>; promotions?: Partial<BrandSettings['promotions']>; telegram?: boolean } = {},
) =>
  ({
    flags: { CBS3: true, ...over.flags },
    promotions: { referral: true, mission: true, login: true, ...over.promotions },
    downloadLinks: over.telegram === false ? [] : [{ resourceType: 'TELEGRAM', url: 'https://t.me/x' }],
  }) as unknown as BrandSettings;
const session = { token: 't', merchantCode: 'm', userName: 'u', type: 1, firstTimeLogin: false } satisfies SessionInfo;
const ids = (...args: Parameters<typeof sideMenuEntries>) => sideMenuEntries(...args).map((e) => e.id);

describe('side menu entries', () => {
  it('lists every entry for a logged-in member with everything on', () => {
    expect(ids({ session, brand: brand(), insideApp: false })).toEqual([
      'withdraw',
      'deposit',
      'app',
      'invite',
      'live-chat',
      'leaderboard',
      'history',
      'feedback',
      'sign-in',
      'promotions',
      'help',
      'reward',
      'messaging-app',
    ]);
  });

  it('does not offer a trial account what it cannot use (docs/product-rules.md §6, 6.10)', () => {
    const list = ids({ session: { ...session, type: 4 }, brand: brand(), insideApp: false });
    for (const id of ['withdraw', 'deposit', 'invite', 'sign-in', 'reward']) expect(list).not.toContain(id);
    expect(list).toContain('promotions');
  });

  it('hides app download inside the app or installed web app', () => {
    expect(ids({ session, brand: brand(), insideApp: true })).not.toContain('app');
  });

  it('shows invite only with referral, leaderboard only with mission', () => {
    const list = ids({ session, brand: brand({ promotions: { referral: false, mission: false } }), insideApp: false });
    expect(list).not.toContain('invite');
    expect(list).not.toContain('leaderboard');
  });

  it('shows sign-in only with the login promotion and a session', () => {
    expect(ids({ session: null, brand: brand(), insideApp: false })).not.toContain('sign-in');
    expect(ids({ session, brand: brand({ promotions: { login: false } }), insideApp: false })).not.toContain('sign-in');
  });

  it('offers live chat with CBS3, customer service without', () => {
    const off = ids({ session, brand: brand({ flags: { CBS3: false } }), insideApp: false });
    expect(off).toContain('customer-service');
    expect(off).not.toContain('live-chat');
  });

  it('builds category entries: all games, then each category with its vendors', () => {
    const entries = categoryEntries([
      { gameCategory: 'lobby', vendorNames: [] },
      { gameCategory: 'RNG', vendorNames: ['PG'] },
    ]);
    expect(entries.map((e) => e.to)).toEqual(['/m/gameCenter?category=lobby', '/m/gameList?gameType=RNG']);
    expect(entries[1]?.vendors).toEqual([{ name: 'PG', to: '/m/gameList?gameType=RNG&vassalage=PG' }]);
  });
});
