/** Device checks of docs/product-rules.md §9: iOS, Android, standalone web app, in-app browser (by marker). */
const ua = (): string => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

export const isIOS = (userAgent = ua()): boolean =>
  /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && typeof navigator !== 'undefined' && navigator.maxTouchPoints > 1);

export const isAndroid = (userAgent = ua()): boolean => /Android/i.test(userAgent);

/** The site runs as an installed web app (home-screen icon), not in a browser tab. */
export function isStandaloneWebApp(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
}

/** Marker the native app adds to its web view's user agent. */
export const IN_APP_MARKER = 'MCasinoApp';
export const isInApp = (userAgent = ua()): boolean => userAgent.includes(IN_APP_MARKER);

/** iOS version as [major, minor], or null outside iOS. */
export function iosVersion(userAgent = ua()): [number, number] | null {
  const match = /OS (\d+)_(\d+)/.exec(userAgent);
  return isIOS(userAgent) && match ? [Number(match[1]), Number(match[2])] : null;
}

/** registerMethod of the register payload: APP in the app, PWA installed, WEBCLIP iOS home screen, else H5. */
export function registerMethod(userAgent = ua()): 'APP' | 'H5' | 'PWA' | 'WEBCLIP' {
  if (isInApp(userAgent)) return 'APP';
  if (isStandaloneWebApp()) return isIOS(userAgent) ? 'WEBCLIP' : 'PWA';
  return 'H5';
}
