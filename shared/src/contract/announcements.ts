import * as v from 'valibot';

/** Announcement kinds asked for with `types`. */
export const ANNOUNCEMENT_KINDS = ['B', 'PL', 'PU', 'PR'] as const;
export const BANNER_GROUPS = ['m_home', 'm_youtube', 'm_video', 'm_local', 'm_newgame'] as const;
export const PROMOTION_STATUSES = ['applying', 'rejected', 'issued', 'claimed', 'process', 'joined', 'coming_soon', 'closed'] as const;

export const AnnouncementImageSchema = v.object({ sequence: v.number(), url: v.string() });

export const AnnouncementSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** HTML. */
  content: v.string(),
  /** 'YYYY-MM-DD HH:mm:ss'; shown as YYYY/MM/DD. */
  startDate: v.string(),
  endDate: v.string(),
  execution: v.picklist(['A', 'B', 'F']),
  /** Promotion type (e.g. 'DEPOSIT', 'UPGRADE_BONUS'); '' for plain announcements. */
  promotionType: v.string(),
  announcementImages: v.array(AnnouncementImageSchema),
  /** Not in the spec: which `types` group the item belongs to. */
  type: v.picklist(ANNOUNCEMENT_KINDS),
  /** Promotions only: the player's status on it. */
  status: v.optional(v.picklist(PROMOTION_STATUSES)),
  read: v.optional(v.boolean()),
});

export const BannerSchema = v.object({
  id: v.number(),
  url: v.string(),
  /** Where a tap goes: an in-app path, an http URL, or a video URL for m_youtube / m_video. */
  linkage: v.string(),
  groupName: v.picklist(BANNER_GROUPS),
  title: v.string(),
  sequence: v.number(),
});

/** Announcement answer value: promotions, banners, player announcements and popup items. */
export const AnnouncementResponseSchema = v.object({
  promotion: v.array(AnnouncementSchema),
  banners: v.array(BannerSchema),
  player: v.array(AnnouncementSchema),
  popup: v.array(AnnouncementSchema),
});

export const NoticeSchema = v.object({
  id: v.number(),
  title: v.string(),
  content: v.string(),
  startDate: v.string(),
  read: v.boolean(),
});

/**
 * What dev-api answers to POST /announcements/read. The client, which reads nothing of it, checks the answer as an
 * acknowledgement (`AcknowledgementSchema`): a read mark is fire-and-forget and never becomes an error.
 */
export const AnnouncementReadSchema = v.object({ announcementId: v.number(), read: v.boolean() });

export const NoticeListSchema = v.array(NoticeSchema);
