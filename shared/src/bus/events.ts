import type { SessionInfo } from '../session/types';

/** Every event on the page-wide bus, with its payload. Shared by the shell and all remotes. */
export interface BusEvents {
  /** The session was created, changed or cleared (null). */
  'session:changed': SessionInfo | null;
  /** A screen needs a logged-in user; `returnTo` is where to come back after login. */
  'auth:login-required': { returnTo?: string };
  /** The server said the session is no longer valid. */
  'auth:session-expired': { message: string };
  'toast:show': ToastRequest;
  'toast:hide': { id?: string };
  'language:changed': { language: Language };
  'theme:changed': { theme: Theme };
  /** Ask every balance display to reload the wallet. */
  'balance:refresh': void;
  'unread:changed': { inbox?: number; notice?: number; chat?: number };
  /** A remote failed to load or threw; reported by the shell. */
  'remote:failed': { area: string; version?: string; error: string; fallback?: string };
  /** Open live chat (when on) or the messaging-app customer service, owned by the support area. */
  'customer-service:open': { kind?: 'live-chat' | 'customer-service' };
  /** Open the app download popup owned by the support area. */
  'app-download:open': void;
  /**
   * Home's announcement popup will not show this time, or has been closed: the next popup on home may open
   * (one at a time, docs/product-rules.md §4, 4.19).
   */
  'announcement-popup:done': void;
  /** Open the login modal or the side menu from inside an area. */
  'side-menu:toggle': { open?: boolean };
}

export type Language = 'en' | 'pt';
export type Theme = 'dark' | 'light';

export type ToastKind = 'info' | 'success' | 'error' | 'loading' | 'offline';
/** A button in a toast: tapping it hides the toast and runs `run`. */
export interface ToastAction {
  label: string;
  run(): void;
}
export interface ToastRequest {
  id?: string;
  kind?: ToastKind;
  message: string;
  /** Milliseconds; defaults per kind (3 s, or 8 s with `long`). Loading toasts are capped at their limit. */
  durationMs?: number;
  long?: boolean;
  action?: ToastAction;
}
