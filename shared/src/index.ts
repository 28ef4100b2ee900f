/** The public surface of `shared`: everything an area may use. Nothing reaches past this file. */
import './instances';

export { bus } from './bus/bus';
export type { Language } from './bus/events';

export { api } from './api/client';
export { ApiError, isApiError } from './api/errors';
export { errorMessage, serverMessageKey } from './api/errorMessage';
export { answer } from './api/endpoints/shape';
export { login, logout, startTrial } from './api/endpoints/session';
export {
  register,
  checkUsername,
  fetchMemberInfo,
  changePassword,
  resetPasswordBySms,
  requestPasswordEmail,
  fetchHeadIcon,
  updateHeadIcon,
} from './api/endpoints/member';
export { fetchWallet } from './api/endpoints/wallet';
export { fetchBrandSettings, fetchSystemStatus, fetchRegisterSettings, fetchCountries, fetchLiveModels } from './api/endpoints/system';
export { fetchCaptcha } from './api/endpoints/captcha';
export { sendSmsCode, sendSmsCodeNoLogin } from './api/endpoints/sms';
export {
  fetchGames,
  fetchVendorSorting,
  fetchVendors,
  fetchHotGames,
  fetchFavouriteGames,
  fetchFavouriteIds,
  addFavourite,
  removeFavourite,
  fetchRecentGames,
  fetchWinnerBoard,
  launchGame,
  fetchLotteryList,
  fetchGameRecords,
  HOME_ROW_SIZE,
} from './api/endpoints/games';
export {
  fetchAnnouncements,
  HOME_ANNOUNCEMENT_TYPES,
  PROMOTION_ANNOUNCEMENT_TYPES,
  markAnnouncementRead,
} from './api/endpoints/announcements';
export {
  applyPromotion,
  fetchSignIn,
  signIn,
  fetchRewards,
  claimReward,
  fetchReferral,
  fetchLeaderboard,
} from './api/endpoints/promotions';
export {
  fetchHelpCentre,
  submitFeedback,
  fetchNotices,
  fetchInbox,
  readInboxMessage,
  launchChat,
  fetchServiceList,
  fetchInboxUnreadCount,
  fetchChatUnreadCount,
} from './api/endpoints/support';
export {
  checkAffiliateCode,
  registerAgent,
  fetchPendingContracts,
  fetchContractRequest,
  answerContractRequest,
} from './api/endpoints/agent';
export { FEEDBACK_TYPES, CONTRACT_KINDS } from './api/endpoints/types';
export type {
  LoginAs,
  LoginPayload,
  TrialResult,
  MemberInfo,
  ResetPasswordBySmsPayload,
  RegisterMethod,
  RegisterPayload,
  RegisterField,
  LoginRuleKey,
  FieldRule,
  CountryDialingCode,
  CaptchaImage,
  SmsSendResult,
  RegisterSettings,
  Wallet,
  WithdrawResult,
  DepositChannel,
  DepositOrder,
  VoucherRedeemResult,
  WalletRecordKind,
  WalletRecord,
  WalletHistoryResponse,
  WalletHistoryQuery,
  PayoutBank,
  PayoutAccount,
  PayoutAccounts,
  CashierRefusalCode,
  GameType,
  Game,
  VendorTile,
  Vendor,
  VendorSorting,
  GameListQuery,
  FavouriteTarget,
  WinnerEntry,
  PlayType,
  LotteryLaunchQuery,
  GameLaunchQuery,
  LaunchResult,
  GameRecord,
  GameRecordResponse,
  PromotionStatus,
  Announcement,
  Banner,
  BannerGroup,
  AnnouncementQuery,
  AnnouncementResponse,
  Notice,
  HelpItem,
  FeedbackType,
  FeedbackPayload,
  InboxMessage,
  InboxResponse,
  ChatLaunchQuery,
  ContractKind,
  ContractTerm,
  ContractRequest,
  PendingContracts,
  SignInStatus,
  RewardItem,
} from './api/endpoints/types';

export { setRuntimeConfig, getRuntimeConfig, type RuntimeConfig } from './config/runtimeConfig';
export { imageUrl, imageBase, adoptImageBase } from './images/contentBase';
export { preloadImage } from './images/preloadImage';
export { checkFieldRule, type RuleToCheck } from './rules/fieldRule';
export { whenCallsQuiet } from './api/callsInFlight';
export {
  queryCache,
  FRESH_MS,
  SESSION_POLICY,
  BALANCE_POLICY,
  IN_FLIGHT_ONLY,
  writeThen,
  readThrough,
  createQueryCache,
  FirstViewContext,
  handedOverFirstView,
  type DehydratedQueries,
  type QueryCache,
  type FirstViewAnswer,
  type FirstViewAnswers,
  type FirstViewData,
} from './query/public';
export { localStore, sessionStore, createSafeStorage, type SafeStorage } from './storage/safeStorage';

export { useSessionStore, useSession, getSession, sessionThrough, RequestSessionContext, hydrateAsSession } from './session/store';
export { signInWith } from './session/signInWith';
export { MemberType, isTrial, isAgent, type SessionInfo } from './session/types';
export { sessionFromCookies, renderedSession, sameSession, type RenderedSession } from './session/sessionCookie';
export { rejectTrialAccount } from './auth/guards';

export { useBrandStore, useBrand, useFlag, getBrand } from './brand/store';
export type { BrandSettings, FeatureFlag, DownloadLink, CustomerServiceEntry } from './brand/types';
export { useThemeStore } from './theme/store';

export { preferencesFromCookies } from './storage/preferenceCookies';
export {
  i18n,
  initI18n,
  storedLanguage,
  namespaceSources,
  registerNamespace,
  registeredNamespaces,
  setLanguage,
  languageThrough,
  LANGUAGES,
} from './i18n/setup';
export { useLanguage } from './hooks/useLanguage';
export { useBrowserValue, useServerRendered } from './hooks/useBrowserValue';
export { useApi, type ApiState } from './hooks/useApi';
export { useDebouncedEffect } from './hooks/useDebouncedEffect';
export { useEvery } from './hooks/useEvery';
export { useNearViewport } from './hooks/useNearViewport';
export { useOnScreen } from './hooks/useOnScreen';
export { useCurrencySymbol } from './hooks/useCurrencySymbol';
export { useVendorNames } from './hooks/useVendorNames';
export { formatCurrency, MINUS_SIGN } from './format/currency';
export { formatNumber } from './format/number';
export { formatDateTime } from './format/dateTime';

export { isIOS, isAndroid, isStandaloneWebApp, isInApp, iosVersion, registerMethod } from './device/device';

export { paths, HOME_PATHS, isHomePath, withQuery, loginBackTo } from './routes/paths';
export { Redirect } from './routes/Redirect';
export { LoginFirst } from './auth/LoginFirst';
export {
  ROUTES,
  WIDGETS,
  AREAS,
  routeFor,
  findRoute,
  modulesOf,
  frameOf,
  type Area,
  type RouteEntry,
  type BackTarget,
} from './routes/table';

export { toast, showToast, hideToast, useToastStore } from './ui/toast/store';
export { ToastHost } from './ui/toast/ToastHost';
export { confirmDialog, useDialogStore } from './ui/dialog/store';
export { DialogHost } from './ui/dialog/DialogHost';
export { Modal } from './ui/modal/Modal';
export { installPressFeedback } from './ui/touchable/installPressFeedback';
export { EmptyData } from './ui/EmptyData';
export { Spinner } from './ui/Spinner';
export { ErrorPanel } from './ui/ErrorPanel';
export { AreaRoot } from './ui/AreaRoot';
export { TOAST_MS, LOADING_LIMIT_MS, SWIPE_BACK_THRESHOLD_PX, BALANCE_REFRESH_MS, REDIRECT_AFTER_SUCCESS_MS } from './ui/timings';
