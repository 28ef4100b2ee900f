/**
 * Entity and payload types of docs/product-rules.md §3. Answer types derive from their schemas in `shared/contract`
 * (the shapes dev-api answers with and the client checks); payload types are written here.
 */
import type * as v from 'valibot';
import * as c from '../../contract';
import type { BrandSettings } from '../../brand/types';

export type { BrandSettings };

// ---------------------------------------------------------------------------------------------- session

export type LoginType = 'username' | 'sms' | 'firebase';
export type LoginAs = 'member' | 'agent';

/** Login payload (docs/product-rules.md §3), sent encoded. */
export interface LoginPayload {
  type: LoginType;
  username?: string;
  password?: string;
  mobileNum?: string;
  messageCode?: string;
  countryDialingCode?: string;
  captcha?: string;
  /** Which area the user logs into: members cannot log in as agents and the other way round. */
  loginAs?: LoginAs;
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
  firebaseMobileNo?: string;
}

/** Login (and register) response value. */
export type LoginResult = v.InferOutput<typeof c.LoginResultSchema>;

/** Free-trial (testPlay) response value. */
export type TrialResult = v.InferOutput<typeof c.TrialResultSchema>;

/** The `value` of a failed login: `captcha: true` means the captcha must now be shown and filled. */
export interface LoginFailureValue {
  captcha?: boolean;
}

// ----------------------------------------------------------------------------------------------- member

export type MemberInfo = v.InferOutput<typeof c.MemberInfoSchema>;

/** Checked by dev-api with the same schema (`shared/contract`). */
export type ChangePasswordPayload = v.InferInput<typeof c.ChangePasswordPayloadSchema>;

/** Forgot password by SMS (setPasswordPhone), sent encoded. */
export interface ResetPasswordBySmsPayload {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

export type RegisterMethod = 'APP' | 'H5' | 'PWA' | 'WEBCLIP';

/** Register payload (docs/product-rules.md §3), sent encoded. Every field but the method-specific ones is optional. */
export interface RegisterPayload {
  countryDialingCode?: string;
  registerUrl?: string;
  registerMethod?: RegisterMethod;
  username?: string;
  password?: string;
  confirmPassword?: string;
  affiliateCode?: string;
  paymentPassword?: string;
  recommenderId?: string;
  nickname?: string;
  payeeName?: string;
  email?: string;
  mobileNum?: string;
  idNumber?: string;
  qqNum?: string;
  facebook?: string;
  wechat?: string;
  line?: string;
  whatsapp?: string;
  zalo?: string;
  captcha?: string;
  /** 0 for a member registration. */
  type?: number;
  domain?: string;
  /** SMS code for mobile registration. */
  verificationCode?: string;
  firebaseChannel?: string;
  firebaseIdToken?: string;
  moduleId?: string;
}

/** Register form fields that carry a server-supplied rule. */
export type RegisterField = (typeof c.REGISTER_FIELDS)[number];

/** Rules used by login and change password (docs/product-rules.md §5). */
export type LoginRuleKey = (typeof c.LOGIN_RULE_KEYS)[number];

/** A server-supplied validation rule (docs/product-rules.md §5): optional empty values pass. */
export type FieldRule = v.InferOutput<typeof c.FieldRuleSchema>;

export type CountryDialingCode = v.InferOutput<typeof c.CountryDialingCodeSchema>;

/** Registration settings (GET /wps/system/setting/register). */
export type RegisterSettings = v.InferOutput<typeof c.RegisterSettingsSchema>;

export type UsernameCheck = v.InferOutput<typeof c.UsernameCheckSchema>;

// ------------------------------------------------------------------------------------------------- wallet

export type Wallet = v.InferOutput<typeof c.WalletSchema>;

/** Checked by dev-api with the same schema (`shared/contract`). */
export type WithdrawPayload = v.InferInput<typeof c.WithdrawPayloadSchema>;

export type WithdrawResult = v.InferOutput<typeof c.WithdrawResultSchema>;

export type WithdrawLimits = v.InferOutput<typeof c.WithdrawLimitsSchema>;

// ------------------------------------------------------------------------------------------------ cashier

export type DepositChannelKind = (typeof c.DEPOSIT_CHANNEL_KINDS)[number];

export type DepositChannel = v.InferOutput<typeof c.DepositChannelSchema>;

export type DepositStatus = (typeof c.DEPOSIT_STATUSES)[number];

export type DepositOrder = v.InferOutput<typeof c.DepositOrderSchema>;

/** Checked by dev-api with the same schema (`shared/contract`). */
export type DepositOrderPayload = v.InferInput<typeof c.DepositOrderPayloadSchema>;

/** Checked by dev-api with the same schema (`shared/contract`). */
export type VoucherRedeemPayload = v.InferInput<typeof c.VoucherRedeemPayloadSchema>;

export type VoucherRedeemResult = v.InferOutput<typeof c.VoucherRedeemResultSchema>;

export type WalletRecordKind = (typeof c.WALLET_RECORD_KINDS)[number];

export type WalletRecordStatus = (typeof c.WALLET_RECORD_STATUSES)[number];

export type WalletRecord = v.InferOutput<typeof c.WalletRecordSchema>;

export type WalletHistoryResponse = v.InferOutput<typeof c.WalletHistoryResponseSchema>;

/** Which records the wallet history lists; 'all' (or none) lists both kinds, and no status lists every status. */
export interface WalletHistoryQuery {
  kind?: WalletRecordKind | 'all';
  status?: WalletRecordStatus;
  pageNo?: number;
  pageSize?: number;
}

export type PaymentPasswordStatus = v.InferOutput<typeof c.PaymentPasswordStatusSchema>;

/** Checked by dev-api with the same schema (`shared/contract`). */
export type PaymentPasswordPayload = v.InferInput<typeof c.PaymentPasswordPayloadSchema>;

export type PayoutBank = v.InferOutput<typeof c.PayoutBankSchema>;

export type PayoutAccount = v.InferOutput<typeof c.PayoutAccountSchema>;

export type PayoutAccounts = v.InferOutput<typeof c.PayoutAccountsSchema>;

/** Checked by dev-api with the same schema (`shared/contract`). */
export type PayoutAccountPayload = v.InferInput<typeof c.PayoutAccountPayloadSchema>;

/** Checked by dev-api with the same schema (`shared/contract`). */
export type PayoutAccountRemoval = v.InferInput<typeof c.PayoutAccountRemovalSchema>;

export type CashierRefusalCode = (typeof c.CASHIER_REFUSAL_CODES)[number];

// ------------------------------------------------------------------------------------------------ system

export type SystemStatus = v.InferOutput<typeof c.SystemStatusSchema>;

/** 0 normal, 1 maintenance, 2 region restriction. */
export type SystemStatusCode = 0 | 1 | 2;

export type CaptchaImage = v.InferOutput<typeof c.CaptchaImageSchema>;

export interface SmsSendPayload {
  mobileNum: string;
  countryDialingCode: string;
  /** The human check's answer: the server refuses an SMS request without a valid one. */
  captcha: string;
}

export type SmsSendResult = v.InferOutput<typeof c.SmsSendResultSchema>;

export type ServiceEntry = v.InferOutput<typeof c.ServiceEntrySchema>;

export type LiveModel = v.InferOutput<typeof c.LiveModelSchema>;

// ------------------------------------------------------------------------------------------------- games

export type GameType = (typeof c.GAME_TYPES)[number];

/** Categories of the vendor sorting; 'lobby' means all. */
export type GameCategory = (typeof c.GAME_CATEGORIES)[number];

/** Query filters of the game list; vendors also have their own classifications (any other string). */
export type GameClassifyFilter = 'all' | 'new' | 'fav' | 'hot' | 'recent';

export type GameSelectType = 'NEW' | 'FAV' | 'ALL';

export type Game = v.InferOutput<typeof c.GameSchema>;

export type VendorTile = v.InferOutput<typeof c.VendorTileSchema>;

/** A vendor of a game type (the "vass game type" call): a vendor tile plus its logo and classifications. */
export type Vendor = v.InferOutput<typeof c.VendorSchema>;

export type VendorSorting = v.InferOutput<typeof c.VendorSortingSchema>;

export interface GameListQuery {
  gameType?: GameType | GameCategory;
  gameName?: string;
  vassalage?: string;
  gameClassify?: string;
  isNew?: boolean;
  pageNo?: number;
  /** Default 9. */
  pageSize?: number;
  minBet?: number;
  minLine?: number;
  language?: string;
}

export type GameListResponse = v.InferOutput<typeof c.GameListResponseSchema>;

export interface FavouriteGamesQuery {
  gameType?: GameType | GameCategory;
  pageNo?: number;
  pageSize?: number;
  language?: string;
}

export type FavouriteGamesResponse = v.InferOutput<typeof c.FavouriteGamesResponseSchema>;

export interface FavouriteTarget {
  nodeId: number | string;
  vendor: string;
}

export interface HotGamesQuery {
  isPlatform?: number;
  language?: string;
  platform?: string;
}

export type GameListValue = v.InferOutput<typeof c.GameListValueSchema>;

export type WinnerEntry = v.InferOutput<typeof c.WinnerEntrySchema>;

export interface WinnerBoardQuery {
  gameCategory?: string;
  language?: string;
  limitNum?: number;
}

export type PlayType = 'ent' | 'trad';

/** Launch query of a lottery vendor (TCG_LOTTO_VN, TCG_SEA, other LOTT/ELOTT). */
export interface LotteryLaunchQuery {
  vendor: string;
  gameCode: string;
  prizeMode: 'LOTT' | 'ELOTT';
  playType: PlayType;
}

/** Launch query of any other game. */
export interface GameLaunchQuery {
  gameCategory: string;
  vendor: string;
  gameId: string;
  nodeId: number | string;
  supportFreePlay?: boolean;
}

export type LaunchResult = v.InferOutput<typeof c.LaunchResultSchema>;

export type GameRecord = v.InferOutput<typeof c.GameRecordSchema>;

export interface GameRecordQuery {
  /** Epoch ms, inclusive. */
  startTime?: number;
  /** Epoch ms, inclusive. */
  endTime?: number;
  gameType?: string;
  pageNo?: number;
  pageSize?: number;
}

export type GameRecordResponse = v.InferOutput<typeof c.GameRecordResponseSchema>;

// ------------------------------------------------------------------------------------------ announcements

export type AnnouncementExecution = Announcement['execution'];
/** Announcement kinds asked for with `types`. */
export type AnnouncementKind = (typeof c.ANNOUNCEMENT_KINDS)[number];
export type PromotionStatus = (typeof c.PROMOTION_STATUSES)[number];

export type AnnouncementImage = v.InferOutput<typeof c.AnnouncementImageSchema>;

export type Announcement = v.InferOutput<typeof c.AnnouncementSchema>;

export type Banner = v.InferOutput<typeof c.BannerSchema>;

export type BannerGroup = (typeof c.BANNER_GROUPS)[number];

export interface AnnouncementQuery {
  types?: AnnouncementKind[];
  groupName?: BannerGroup | BannerGroup[];
  promotionType?: string;
  platform?: string;
  linkageType?: string;
}

/** Announcement response value: promotions, banners, player announcements and popup items. */
export type AnnouncementResponse = v.InferOutput<typeof c.AnnouncementResponseSchema>;

export type Notice = v.InferOutput<typeof c.NoticeSchema>;

export interface PromotionApplyPayload {
  promotionId: number;
  /** At most 140 characters. */
  comment: string;
  /** Data URLs of at most 3 png/jpg images of at most 5 MB each. */
  images: string[];
}

// ------------------------------------------------------------------------------------------------ support

export type HelpChild = v.InferOutput<typeof c.HelpChildSchema>;

export type HelpItem = v.InferOutput<typeof c.HelpItemSchema>;

/** deposit_issues=1, withdraw_issues=2, game_issues=3, service_issues=4, apply_issues=6, other_issues=0. */
export type FeedbackType = (typeof c.FEEDBACK_TYPE_CODES)[number];

export const FEEDBACK_TYPES: Record<string, FeedbackType> = {
  other_issues: 0,
  deposit_issues: 1,
  withdraw_issues: 2,
  game_issues: 3,
  service_issues: 4,
  apply_issues: 6,
};

/** Checked by dev-api with the same schema (`shared/contract`). */
export type FeedbackPayload = v.InferInput<typeof c.FeedbackPayloadSchema>;

export type InboxMessage = v.InferOutput<typeof c.InboxMessageSchema>;

export type InboxResponse = v.InferOutput<typeof c.InboxResponseSchema>;

export type UnreadCount = v.InferOutput<typeof c.UnreadCountSchema>;

export interface ChatLaunchQuery {
  b2c?: boolean;
  language?: string;
  backUrl?: string;
  headerColor?: string;
  title?: string;
}

export type ChatLaunchResult = v.InferOutput<typeof c.ChatLaunchResultSchema>;

// -------------------------------------------------------------------------------------------------- agent

export type AffiliateCheck = v.InferOutput<typeof c.AffiliateCheckSchema>;

/** The three contract kinds and the response field each comes in. */
export type ContractKind = (typeof c.CONTRACT_KINDS)[number];

export const CONTRACT_KINDS: readonly ContractKind[] = c.CONTRACT_KINDS;

export type ContractTerm = ContractRequest['terms'][number];

export type ContractRequest = v.InferOutput<typeof c.ContractRequestSchema>;

/** All pending contract requests; a kind with nothing pending is null. */
export type PendingContracts = v.InferOutput<typeof c.PendingContractsSchema>;

export type ContractAnswer = v.InferOutput<typeof c.ContractAnswerSchema>;

// --------------------------------------------------------------------------------------------- promotions

export type SignInDay = SignInStatus['days'][number];

export type SignInStatus = v.InferOutput<typeof c.SignInStatusSchema>;

export type RewardItem = v.InferOutput<typeof c.RewardItemSchema>;

export type ReferralInfo = v.InferOutput<typeof c.ReferralInfoSchema>;

export type LeaderboardEntry = v.InferOutput<typeof c.LeaderboardEntrySchema>;
