/** The public surface of `shared`: everything an area may use. Nothing reaches past this file. */
import './instances';

export { SHARED_VERSION } from './instances';
export { bus, createBus, type EventBus } from './bus/bus';
export type { BusEvents, Language, Theme, ToastAction, ToastKind, ToastRequest } from './bus/events';

export { api, call, SESSION_EXPIRED_MESSAGE, DEFAULT_TIMEOUT_MS, type CallOptions } from './api/client';
export { ApiError, isApiError, type ApiErrorKind } from './api/errors';
export { errorMessage, serverMessageKey } from './api/errorMessage';
export { encodePayload, setPayloadEncoder, base64JsonEncoder, type PayloadEncoder } from './api/encryption';
export { throttleAsync, THROTTLE_MS } from './api/throttle';
export * from './api/endpoints';

export { setRuntimeConfig, getRuntimeConfig, type RuntimeConfig } from './config/runtimeConfig';
export { imageUrl, imageBase, adoptImageBase } from './images/contentBase';
export { preloadImage } from './images/preloadImage';
export { checkFieldRule, type RuleToCheck, type RuleVerdict } from './rules/fieldRule';
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
  type QueryPolicy,
  type QueryCache,
  type FirstViewAnswer,
  type FirstViewAnswers,
  type FirstViewData,
} from './query/public';
export { localStore, sessionStore, createSafeStorage, type SafeStorage } from './storage/safeStorage';

export { useSessionStore, useSession, getSession, sessionThrough, RequestSessionContext, hydrateAsSession } from './session/store';
export { signInWith } from './session/signInWith';
export { MemberType, isTrial, isAgent, type SessionInfo } from './session/types';
export { SESSION_COOKIE, sessionFromCookies, renderedSession, sameSession, type RenderedSession } from './session/sessionCookie';
export { rejectTrialAccount } from './auth/guards';

export { useBrandStore, useBrand, useFlag, getBrand } from './brand/store';
export type { BrandSettings, FeatureFlag, PromotionSwitch, DownloadLink, CustomerServiceEntry, SocialLink } from './brand/types';
export { useThemeStore } from './theme/store';

export { PREFERENCE_COOKIES, preferencesFromCookies, rememberForServer } from './storage/preferenceCookies';
export {
  i18n,
  initI18n,
  initialLanguage,
  storedLanguage,
  namespaceSources,
  registerNamespace,
  registeredNamespaces,
  setLanguage,
  currentLanguage,
  languageThrough,
  LANGUAGES,
} from './i18n/setup';
export { useLanguage } from './hooks/useLanguage';
export { useBrowserValue, useServerRendered } from './hooks/useBrowserValue';
export { useApi, type ApiState } from './hooks/useApi';
export { useDebouncedEffect } from './hooks/useDebouncedEffect';
export { useNearViewport } from './hooks/useNearViewport';
export { useCurrencySymbol, DEFAULT_CURRENCY_SYMBOL } from './hooks/useCurrencySymbol';
export { useVendorNames, vendorCodeAsWords } from './hooks/useVendorNames';
export { formatCurrency, MINUS_SIGN } from './format/currency';
export { formatNumber } from './format/number';
export { formatDateTime } from './format/dateTime';

export { isIOS, isAndroid, isStandaloneWebApp, isInApp, iosVersion, registerMethod } from './device/device';

export { paths, HOME_PATHS, isHomePath, withQuery, loginBackTo, type PagePath } from './routes/paths';
export { LoginFirst } from './auth/LoginFirst';
export { ROUTES, WIDGETS, AREAS, routeFor, modulesOf, frameOf, type Area, type RouteEntry, type BackTarget } from './routes/table';

export { toast, showToast, hideToast, useToastStore } from './ui/toast/store';
export { ToastHost } from './ui/toast/ToastHost';
export { confirmDialog, useDialogStore, type DialogOptions } from './ui/dialog/store';
export { DialogHost } from './ui/dialog/DialogHost';
export { Modal, type ModalProps, type ModalPlacement } from './ui/modal/Modal';
export { createPressTracker, type PressTracker, type PressTrackerOptions } from './ui/touchable/pressTracker';
export { installPressFeedback } from './ui/touchable/installPressFeedback';
export { EmptyData } from './ui/EmptyData';
export { Spinner } from './ui/Spinner';
export { ErrorPanel } from './ui/ErrorPanel';
export { AreaRoot } from './ui/AreaRoot';
export * from './ui/timings';
