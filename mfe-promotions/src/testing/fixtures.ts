import type { Announcement, AnnouncementResponse, BrandSettings, PromotionStatus, SessionInfo } from 'shared';
import { brandSettings as devApiBrand } from 'shared/testing';

/** A promotion as dev-api seeds them: images of sequence 1 (banner) and 2 (card). */
export function promotion(id: number, overrides: Partial<Announcement> = {}): Announcement {
  return {
    id,
    title: `Promotion ${id}`,
    content: `<p>Content of ${id}</p>`,
    startDate: '2026-01-05 00:00:00',
    endDate: '2027-12-31 23:59:59',
    execution: 'A',
    promotionType: 'DEPOSIT',
    type: 'PR',
    status: 'joined' as PromotionStatus,
    announcementImages: [
      { sequence: 1, url: `promo/${id}-1.svg` },
      { sequence: 2, url: `promo/${id}-2.svg` },
    ],
    ...overrides,
  };
}

/** A popup announcement of one execution. */
export function popupItem(id: number, execution: Announcement['execution'], overrides: Partial<Announcement> = {}): Announcement {
  return promotion(id, {
    execution,
    promotionType: '',
    type: 'PU',
    title: `Notice ${id}`,
    announcementImages: [],
    status: undefined,
    ...overrides,
  });
}

export function announcements(parts: Partial<AnnouncementResponse> = {}): AnnouncementResponse {
  return { promotion: [], banners: [], player: [], popup: [], ...parts };
}

/** Brand settings with every switch on unless told otherwise (dev-api's, with a WhatsApp customer service). */
export function brandSettings(
  over: {
    REWCEN3?: boolean;
    referral?: boolean;
    mission?: boolean;
    login?: boolean;
    customerService?: BrandSettings['customerService'];
  } = {},
): BrandSettings {
  return devApiBrand({
    logoUrl: '',
    flags: { REWCEN3: over.REWCEN3 ?? true },
    promotions: { referral: over.referral ?? true, mission: over.mission ?? true, login: over.login ?? true },
    customerService: over.customerService ?? [{ csType: 'WHATSAPP', path: 'https://wa.me/639170000000' }],
  });
}

export const sessionOf = (type: number, firstTimeLogin = false): SessionInfo => ({
  token: `tok-${type}`,
  merchantCode: 'mcasino',
  userName: 'player01',
  type,
  firstTimeLogin,
});
