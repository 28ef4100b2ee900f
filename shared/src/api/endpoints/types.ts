/**
 * Entity and payload types of docs/product-rules.md §3 (and the shapes dev-api answers with). Field names follow the
 * spec; fields the spec does not name are documented where they are added.
 */
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
export interface LoginResult {
  token: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
}

/** Free-trial (testPlay) response value. */
export interface TrialResult {
  token: string;
  userName: string;
  customerType: number;
}

/** The `value` of a failed login: `captcha: true` means the captcha must now be shown and filled. */
export interface LoginFailureValue {
  captcha?: boolean;
}

// ----------------------------------------------------------------------------------------------- member

export interface MemberInfo {
  id: number;
  /** 0, 1, 2 members; 4 trial; 40, 41, 42 agents. */
  type: number;
  nickname: string;
  account: string;
  /** VIP label; `labelName` is '0' when the member has none. */
  clubLabel: { labelName: string };
  /** Not in the spec, provided by dev-api for the member centre. */
  email?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  registerDate?: string;
  headIcon?: string;
}

export interface ChangePasswordPayload {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

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
export type RegisterField =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'paymentPassword'
  | 'idNumber'
  | 'qqNum'
  | 'facebook'
  | 'wechat'
  | 'line'
  | 'whatsapp'
  | 'zalo'
  | 'email'
  | 'nickname'
  | 'payeeName'
  | 'mobileNum'
  | 'verificationCode'
  | 'recommenderId'
  | 'affiliateCode'
  | 'captcha';

/** Rules used by login and change password (docs/product-rules.md §5). */
export type LoginRuleKey = 'loginUsername' | 'loginPassword' | 'loginMobileNum' | 'verificationCode';

/** A server-supplied validation rule (docs/product-rules.md §5): optional empty values pass. */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  /** A JavaScript regular expression source, tested against the whole trimmed value. */
  pattern: string;
  /** Text shown when the rule fails. */
  message: string;
}

export interface CountryDialingCode {
  countryCode: string;
  dialingCode: string;
  name: string;
}

/** Registration settings (GET /wps/system/setting/register). */
export interface RegisterSettings {
  /** Which registration methods are on (flags USERNAMEREG3, MOBILENUMREG3). */
  methods: { username: boolean; mobile: boolean };
  /** Mobile registration needs an SMS code (REGMOBVERF3). */
  mobileVerification: boolean;
  /** Mobile registration also sets a password (MOBILENUMPASSREG3). */
  mobilePassword: boolean;
  /** Rules for the register fields, in display order. */
  fieldOrder: RegisterField[];
  rules: Record<RegisterField | LoginRuleKey, FieldRule>;
  /** Whether the invitation (affiliate) code field may be shown. */
  affiliateCodeEnabled: boolean;
  countries: CountryDialingCode[];
  defaultCountryDialingCode: string;
  /** Age confirmed by the terms checkbox. */
  minimumAge: number;
}

export interface UsernameCheck {
  username: string;
  available: boolean;
}

// ------------------------------------------------------------------------------------------------- wallet

export interface Wallet {
  sumBalance: number;
  currencySymbol: string;
}

export interface WithdrawPayload {
  amount: number;
  paymentPassword?: string;
  bankAccount?: string;
}

export interface WithdrawResult {
  orderId: string;
  amount: number;
  sumBalance: number;
  status: 'processing';
}

// ------------------------------------------------------------------------------------------------ system

export interface SystemStatus {
  maintenance: boolean;
  regionRestriction: boolean;
}

/** 0 normal, 1 maintenance, 2 region restriction. */
export type SystemStatusCode = 0 | 1 | 2;

export interface CaptchaImage {
  /** `data:image/svg+xml;base64,...` */
  image: string;
}

export interface SmsSendPayload {
  mobileNum: string;
  countryDialingCode: string;
  /** The human check's answer: the server refuses an SMS request without a valid one. */
  captcha: string;
}

export interface SmsSendResult {
  /** Epoch ms when the code expires and a new one may be asked for. */
  expirationTime: number;
}

export interface ServiceEntry {
  csType: 'WHATSAPP' | 'LIVECHAT' | 'TELEGRAM' | string;
  path: string;
  /** 3 marks an entry of the version list. */
  type: number;
  name: string;
}

export interface LiveModel {
  id: number;
  name: string;
  avatar: string;
  active: boolean;
  streaming: boolean;
}

// ------------------------------------------------------------------------------------------------- games

export type GameType = 'RNG' | 'PVP' | 'FISH' | 'LIVE' | 'SPORTS' | 'COCKFIGHT' | 'ESPORTS' | 'ELOTT' | 'LOTT' | 'LOCAL' | 'HOT' | 'FAV';

/** Categories of the vendor sorting; 'lobby' means all. */
export type GameCategory = 'lobby' | 'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'ELOTT';

/** Query filters of the game list; vendors also have their own classifications (any other string). */
export type GameClassifyFilter = 'all' | 'new' | 'fav' | 'hot' | 'recent';

export type GameSelectType = 'NEW' | 'FAV' | 'ALL';

export interface Game {
  nodeId: number;
  gameName: string;
  nodeName: string;
  displayName: string;
  /** Vendor name, e.g. 'PG', 'TCG_SEA'. */
  vassalage: string;
  vendorCode: string;
  gameType: GameType;
  gameId: string;
  roomId: string;
  gameCode: string;
  gameGroupId: number;
  /** Lottery play mode ('ent' | 'trad') for LOTT/ELOTT games, else null. */
  lottoMode: string | null;
  /** 0 = free play supported. */
  supportPlay: number;
  showIcon: boolean;
  /** Relative to the image base, e.g. 'game/1001.svg'; '' when the game has no icon. */
  iconUrl: string;
  /** The vendor's classification of the game, e.g. 'slots', 'fishing', 'baccarat'. */
  gameClassify: string;
  isNew: boolean;
}

export interface VendorTile {
  mobileLargeIcon: string;
  displayName: string;
  vassalage: string;
  telNodeId: number;
  gameType: GameType;
  gameId: string;
  nodeId: number;
  supportPlay: number;
}

/** A vendor of a game type (the "vass game type" call): a vendor tile plus its logo and classifications. */
export interface Vendor extends VendorTile {
  vendorCode: string;
  /** Small logo for the vendor strip, relative to the image base. */
  logoUrl: string;
  /** The vendor's own game classifications (filter-bar tabs when more than one). */
  classifications: string[];
  gameCount: number;
}

export interface VendorSorting {
  gameCategory: GameCategory;
  vendorNames: string[];
}

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

export interface GameListResponse {
  games: Game[];
  pageNum: number;
  totalPages: number;
  /** Not in the spec: the number of matching games. */
  total: number;
}

export interface FavouriteGamesQuery {
  gameType?: GameType | GameCategory;
  pageNo?: number;
  pageSize?: number;
  language?: string;
}

export interface FavouriteGamesResponse {
  content: Game[];
  totalPages: number;
}

export interface FavouriteTarget {
  nodeId: number | string;
  vendor: string;
}

export interface HotGamesQuery {
  isPlatform?: number;
  language?: string;
  platform?: string;
}

export interface GameListValue {
  list: Game[];
}

export interface WinnerEntry {
  nodeId: number;
  gameName: string;
  customerName: string;
  winAmount: number;
  iconUrl: string;
}

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

export interface LaunchResult {
  /** Page to open (or frame) for the game. */
  gameUrl: string;
}

export interface GameRecord {
  id: string;
  nodeId: number;
  gameName: string;
  vendor: string;
  gameType: GameType;
  betAmount: number;
  winAmount: number;
  /** Win minus bet. */
  netAmount: number;
  /** Epoch ms. */
  betTime: number;
  status: 'settled' | 'unsettled' | 'cancelled';
}

export interface GameRecordQuery {
  /** Epoch ms, inclusive. */
  startTime?: number;
  /** Epoch ms, inclusive. */
  endTime?: number;
  gameType?: string;
  pageNo?: number;
  pageSize?: number;
}

export interface GameRecordResponse {
  list: GameRecord[];
  pageNum: number;
  totalPages: number;
  total: number;
  summary: { betAmount: number; winAmount: number; netAmount: number };
}

// ------------------------------------------------------------------------------------------ announcements

export type AnnouncementExecution = 'A' | 'B' | 'F';
/** Announcement kinds asked for with `types`. */
export type AnnouncementKind = 'B' | 'PL' | 'PU' | 'PR';
export type PromotionStatus = 'applying' | 'rejected' | 'issued' | 'claimed' | 'process' | 'joined' | 'coming_soon' | 'closed';

export interface AnnouncementImage {
  sequence: number;
  url: string;
}

export interface Announcement {
  id: number;
  title: string;
  /** HTML. */
  content: string;
  /** 'YYYY-MM-DD HH:mm:ss'; shown as YYYY/MM/DD. */
  startDate: string;
  endDate: string;
  execution: AnnouncementExecution;
  /** Promotion type (e.g. 'DEPOSIT', 'UPGRADE_BONUS'); '' for plain announcements. */
  promotionType: string;
  announcementImages: AnnouncementImage[];
  /** Not in the spec: which `types` group the item belongs to. */
  type: AnnouncementKind;
  /** Promotions only: the player's status on it. */
  status?: PromotionStatus;
  read?: boolean;
}

export interface Banner {
  id: number;
  url: string;
  /** Where a tap goes: an in-app path, an http URL, or a video URL for m_youtube / m_video. */
  linkage: string;
  groupName: BannerGroup;
  title: string;
  sequence: number;
}

export type BannerGroup = 'm_home' | 'm_youtube' | 'm_video' | 'm_local' | 'm_newgame';

export interface AnnouncementQuery {
  types?: AnnouncementKind[];
  groupName?: BannerGroup | BannerGroup[];
  promotionType?: string;
  platform?: string;
  linkageType?: string;
}

/** Announcement response value: promotions, banners, player announcements and popup items. */
export interface AnnouncementResponse {
  promotion: Announcement[];
  banners: Banner[];
  player: Announcement[];
  popup: Announcement[];
}

export interface Notice {
  id: number;
  title: string;
  content: string;
  startDate: string;
  read: boolean;
}

export interface PromotionApplyPayload {
  promotionId: number;
  /** At most 140 characters. */
  comment: string;
  /** Data URLs of at most 3 png/jpg images of at most 5 MB each. */
  images: string[];
}

// ------------------------------------------------------------------------------------------------ support

export interface HelpChild {
  title: string;
  content: string;
}

export interface HelpItem {
  title: string;
  /** HTML. */
  content: string;
  tag: string;
  children: HelpChild[];
}

/** deposit_issues=1, withdraw_issues=2, game_issues=3, service_issues=4, apply_issues=6, other_issues=0. */
export type FeedbackType = 0 | 1 | 2 | 3 | 4 | 6;

export const FEEDBACK_TYPES: Record<string, FeedbackType> = {
  other_issues: 0,
  deposit_issues: 1,
  withdraw_issues: 2,
  game_issues: 3,
  service_issues: 4,
  apply_issues: 6,
};

export interface FeedbackPayload {
  content: string;
  sender: string;
  type: FeedbackType;
  captcha: string;
}

export interface InboxMessage {
  id: number;
  title: string;
  /** HTML. */
  content: string;
  /** 'YYYY-MM-DD HH:mm:ss'. */
  sendDate: string;
  read: boolean;
}

export interface InboxResponse {
  list: InboxMessage[];
  pageNum: number;
  totalPages: number;
  total: number;
}

export interface UnreadCount {
  unReadCount: number;
}

export interface ChatLaunchQuery {
  b2c?: boolean;
  language?: string;
  backUrl?: string;
  headerColor?: string;
  title?: string;
}

export interface ChatLaunchResult {
  chatUrl: string;
}

// -------------------------------------------------------------------------------------------------- agent

export interface AffiliateCheck {
  code: string;
}

/** The three contract kinds and the response field each comes in. */
export type ContractKind = 'dailysalreqtype' | 'divtypecompperiodreq' | 'contracthoursalreq';

export const CONTRACT_KINDS: readonly ContractKind[] = ['dailysalreqtype', 'divtypecompperiodreq', 'contracthoursalreq'];

export interface ContractTerm {
  label: string;
  value: string;
}

export interface ContractRequest {
  id: number;
  kind: ContractKind;
  title: string;
  /** The upline agent who offers the contract. */
  from: string;
  /** 'YYYY-MM-DD HH:mm:ss'. */
  requestDate: string;
  /** e.g. 'daily', 'half-monthly', 'hourly'. */
  period: string;
  summary: string;
  terms: ContractTerm[];
  status: 'pending';
}

/** All pending contract requests; a kind with nothing pending is null. */
export type PendingContracts = Record<ContractKind, ContractRequest | null>;

export interface ContractAnswer {
  kind: ContractKind;
  accepted: boolean;
}

// --------------------------------------------------------------------------------------------- promotions

export interface SignInDay {
  day: number;
  reward: number;
  signed: boolean;
}

export interface SignInStatus {
  days: SignInDay[];
  signedToday: boolean;
  /** Consecutive days signed. */
  streak: number;
}

export interface RewardItem {
  id: number;
  title: string;
  amount: number;
  status: 'claimable' | 'claimed' | 'expired';
  /** 'YYYY-MM-DD HH:mm:ss'. */
  expireDate: string;
}

export interface ReferralInfo {
  inviteCode: string;
  /** Relative path of the register page with the code. */
  inviteUrl: string;
  invitedCount: number;
  rewardTotal: number;
  /** HTML. */
  rules: string;
}

export interface LeaderboardEntry {
  rank: number;
  customerName: string;
  score: number;
  reward: number;
}
