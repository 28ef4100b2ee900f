import type { PromotionStatus } from 'shared';

/** Every promotion status label of docs/product-rules.md §2, in display order. */
export const PROMOTION_STATUSES: readonly PromotionStatus[] = [
  'applying',
  'rejected',
  'issued',
  'claimed',
  'process',
  'joined',
  'coming_soon',
  'closed',
];

export type StatusTone = 'progress' | 'bad' | 'good' | 'muted';

const TONES: Record<PromotionStatus, StatusTone> = {
  applying: 'progress',
  process: 'progress',
  rejected: 'bad',
  issued: 'good',
  claimed: 'good',
  joined: 'good',
  coming_soon: 'muted',
  closed: 'muted',
};

export const isPromotionStatus = (value: unknown): value is PromotionStatus => PROMOTION_STATUSES.includes(value as PromotionStatus);

/** The i18n key of a status label (`status_applying`, ..., `status_coming_soon`). */
export const statusKey = (status: PromotionStatus) => `status_${status}`;

export const statusTone = (status: PromotionStatus): StatusTone => TONES[status];

/** Whether an end date (`YYYY-MM-DD HH:mm:ss`, the server's local time) is past; an unreadable one is not. */
export function hasEnded(endDate: string | undefined, now: number = Date.now()): boolean {
  const end = endDate ? Date.parse(endDate.replace(' ', 'T')) : NaN;
  return Number.isFinite(end) && end < now;
}

/** The status the player sees: closed once the end date is past, whatever the server's label (docs/product-rules.md §4, 4.17). */
export function shownStatus(
  promotion: { status?: PromotionStatus; endDate?: string },
  now: number = Date.now(),
): PromotionStatus | undefined {
  return hasEnded(promotion.endDate, now) ? 'closed' : promotion.status;
}

/** The statuses that are the promotion's own, the same for everyone; every other one is a player's own. */
const PROMOTION_WIDE: readonly PromotionStatus[] = ['coming_soon', 'closed'];

/**
 * The status a viewer sees: a guest has no status of their own on a promotion, so only the promotion's own (coming
 * soon, closed) is shown to them, never joined, claimed, rejected... (docs/product-rules.md §2, 2.60).
 */
export function statusFor(status: PromotionStatus | undefined, signedIn: boolean): PromotionStatus | undefined {
  return signedIn || (status !== undefined && PROMOTION_WIDE.includes(status)) ? status : undefined;
}

/** Only a promotion open to applications (no status yet, or `applying`) offers the apply form (docs/product-rules.md §4, 4.17). */
export const acceptsApplications = (status: PromotionStatus | undefined) => status === undefined || status === 'applying';

/** Promotions still running (end date not past): listed as ongoing. */
export const isOngoing = (promotion: { endDate?: string }, now: number = Date.now()) => !hasEnded(promotion.endDate, now);
