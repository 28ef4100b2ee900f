import { iosVersion, isAndroid, isInApp, isIOS, isStandaloneWebApp } from 'shared';

/** What the download prompt needs to know about the browser it runs in. */
export interface DownloadDevice {
  ios: boolean;
  android: boolean;
  /** Safari itself on iOS (not Chrome, Firefox, an in-app web view...). */
  iosSafari: boolean;
  /** Running as an installed web app (an iOS web clip or an installed PWA). */
  standalone: boolean;
  /** Inside the site's native app. */
  inApp: boolean;
  iosVersion: [number, number] | null;
}

/** Browsers on iOS that carry "Safari/" in their user agent but are not Safari. */
const NOT_SAFARI = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|GSA\/|FBAN|FBAV|Instagram|Line\/|MicroMessenger|DuckDuckGo|Snapchat/i;

export function isIOSSafari(userAgent: string): boolean {
  return isIOS(userAgent) && /Safari\//.test(userAgent) && !NOT_SAFARI.test(userAgent) && !isInApp(userAgent);
}

export function detectDevice(userAgent: string = navigator.userAgent, standalone: boolean = isStandaloneWebApp()): DownloadDevice {
  return {
    ios: isIOS(userAgent),
    android: isAndroid(userAgent),
    iosSafari: isIOSSafari(userAgent),
    standalone,
    inApp: isInApp(userAgent),
    iosVersion: iosVersion(userAgent),
  };
}

/** An iOS web clip: the site opened from its home-screen icon on iOS. */
export const isWebClip = (device: DownloadDevice): boolean => device.ios && device.standalone;

/** The prompt is hidden inside the app or the installed web app. */
export const downloadHidden = (device: DownloadDevice): boolean => device.inApp || device.standalone;

/** docs/product-rules.md §9: the iOS legacy tip is for iOS 12.0 to 12.1 and 11 or lower. */
export function needsLegacyIosNotice(version: [number, number] | null): boolean {
  if (!version) return false;
  const [major, minor] = version;
  return major <= 11 || (major === 12 && minor <= 1);
}
