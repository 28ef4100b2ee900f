/** UI timings of docs/product-rules.md §9, in milliseconds. */
export const TOAST_MS = {
  default: 3000,
  long: 8000,
  /** in_logged_login, free_reject, contact_service info toasts. */
  info: 2000,
  /** Success toast before a redirect. */
  success: 1500,
  /** Notice auto-close. */
  notice: 1500,
} as const;

/**
 * Upper limits of loading toasts: 10 s for SMS and feedback, 9999 ms for logout, chat and home. A game launch keeps
 * its loading until the answer (docs/product-rules.md §9, 9.14): the client's time-out (15 s by default) ends the call
 * first, the caller hides the toast then, and 60 s is only a backstop.
 */
export const LOADING_LIMIT_MS = {
  sms: 10000,
  feedback: 10000,
  logout: 9999,
  chat: 9999,
  home: 9999,
  launch: 60000,
  default: 9999,
} as const;

export const DIALOG_MASK_GUARD_MS = 300;
export const PAGE_TRANSITION_MS = 300;
export const SWIPE_BACK_THRESHOLD_PX = 100;
export const BALANCE_REFRESH_MS = 60000;
export const REDIRECT_AFTER_SUCCESS_MS = 1000;

export const TOUCH_MS = { pressDelay: 130, longPress: 370, pressOut: 100, mouseLock: 300 } as const;
export const TOUCH_RETENTION_PX = 20;
