import type { BrandSettings, SessionInfo } from 'shared';
import { describe, expect, it } from 'vitest';
import { customerServiceLink, inviteRoute, promotionAccess, rewardCentreAccess } from './accessRules';

const session = (type: number): SessionInfo => ({ token: 't', merchantCode: 'm', userName: 'u', type, firstTimeLogin: false });
const brand = (
  over: {
    REWCEN3?: boolean;
    referral?: boolean;
    mission?: boolean;
    login?: boolean;
    customerService?: BrandSettings['customerService'];
  } = {},
) =>
  ({
    flags: { REWCEN3: over.REWCEN3 ?? true },
    promotions: { referral: over.referral ?? true, mission: over.mission ?? true, login: over.login ?? true },
    customerService: over.customerService ?? [],
  }) as unknown as BrandSettings;

describe('reward centre access', () => {
  it('needs a login and REWCEN3', () => {
    expect(rewardCentreAccess(session(1), brand())).toBe('allowed');
    expect(rewardCentreAccess(null, brand())).toBe('denied');
    expect(rewardCentreAccess(session(1), brand({ REWCEN3: false }))).toBe('denied');
  });

  it('waits for the brand settings of a logged-in user, but refuses a guest at once', () => {
    expect(rewardCentreAccess(session(1), null)).toBe('pending');
    expect(rewardCentreAccess(null, null)).toBe('denied');
  });
});

describe('trial accounts (docs/product-rules.md §6, 6.10)', () => {
  it('are refused the reward centre and sign-in before the brand settings arrive', () => {
    expect(rewardCentreAccess(session(4), brand())).toBe('trial');
    expect(rewardCentreAccess(session(4), null)).toBe('trial');
    expect(promotionAccess(brand(), (b) => b.promotions.login, session(4))).toBe('trial');
    expect(promotionAccess(brand(), (b) => b.promotions.login, session(1))).toBe('allowed');
  });
});

describe('invite friends routing', () => {
  it('sends guests to login, whatever the brand', () => {
    expect(inviteRoute(null, brand())).toBe('login');
    expect(inviteRoute(null, null)).toBe('login');
  });

  it('sends agents (40, 41, 42) to agent registration', () => {
    for (const type of [40, 41, 42]) expect(inviteRoute(session(type), brand())).toBe('agent-register');
  });

  it('shows members the invite page only when referral is on, else customer service', () => {
    for (const type of [0, 1, 2]) {
      expect(inviteRoute(session(type), brand({ referral: true }))).toBe('invite');
      expect(inviteRoute(session(type), brand({ referral: false }))).toBe('customer-service');
    }
    expect(inviteRoute(session(1), null)).toBe('pending');
  });

  it('tells trial accounts to use a real account', () => {
    expect(inviteRoute(session(4), brand())).toBe('trial');
  });
});

describe('promotion switches', () => {
  it('sign-in needs the login promotion and a login; the leaderboard needs the mission promotion', () => {
    expect(promotionAccess(brand(), (b) => b.promotions.login, session(1))).toBe('allowed');
    expect(promotionAccess(brand(), (b) => b.promotions.login, null)).toBe('denied');
    expect(promotionAccess(brand({ login: false }), (b) => b.promotions.login, session(1))).toBe('denied');
    expect(promotionAccess(brand({ mission: false }), (b) => b.promotions.mission)).toBe('denied');
    expect(promotionAccess(brand(), (b) => b.promotions.mission)).toBe('allowed');
    expect(promotionAccess(null, (b) => b.promotions.mission)).toBe('pending');
  });
});

describe('customer service link', () => {
  it('prefers a messaging app link over live chat', () => {
    const entries = [
      { csType: 'LIVECHAT', path: '/wps/chat/room' },
      { csType: 'WHATSAPP', path: 'https://wa.me/1' },
    ];
    expect(customerServiceLink(brand({ customerService: entries }))?.csType).toBe('WHATSAPP');
    expect(customerServiceLink(brand({ customerService: [entries[0]!] }))?.csType).toBe('LIVECHAT');
    expect(customerServiceLink(brand({ customerService: [] }))).toBeNull();
  });
});
