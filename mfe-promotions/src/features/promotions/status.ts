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

/** Promotions that can no longer (closed) or not yet (coming soon) be applied for. */
export const acceptsApplications = (status: PromotionStatus | undefined) => status !== 'closed' && status !== 'coming_soon';
