import type { DownloadLink } from 'shared';
import { downloadHidden, isWebClip, type DownloadDevice } from './downloadDevice';

export type DownloadEntryKind = 'addToHome' | 'android' | 'iosProfile' | 'ios';

export interface DownloadEntry {
  kind: DownloadEntryKind;
  /** The file or store page; none for add to home screen (it opens the guide). */
  url: string | null;
}

const linkUrl = (links: readonly DownloadLink[], type: DownloadLink['resourceType']): string | null =>
  links.find((l) => l.resourceType === type && typeof l.url === 'string' && l.url.trim() !== '')?.url.trim() ?? null;

/**
 * The download prompt's entries (docs/product-rules.md §2), at most four and in this order: add to home screen (iOS
 * Safari, not already a web clip), Android app, iOS profile, iOS app — each app entry only when its download
 * link exists. None at all inside the app or the installed web app.
 */
export function downloadEntries(links: readonly DownloadLink[], device: DownloadDevice): DownloadEntry[] {
  if (downloadHidden(device)) return [];
  const entries: DownloadEntry[] = [];
  if (device.iosSafari && !isWebClip(device)) entries.push({ kind: 'addToHome', url: null });
  const android = linkUrl(links, 'Android');
  if (android) entries.push({ kind: 'android', url: android });
  const profile = linkUrl(links, 'MOBILECONFIG');
  if (profile) entries.push({ kind: 'iosProfile', url: profile });
  const ios = linkUrl(links, 'IOS');
  if (ios) entries.push({ kind: 'ios', url: ios });
  return entries;
}

/** The profile download link, which decides the add-to-home guide's tip. */
export const profileUrl = (links: readonly DownloadLink[]): string | null => linkUrl(links, 'MOBILECONFIG');

/** The app icon shown by the prompt, when the brand has one. */
export const appIconUrl = (links: readonly DownloadLink[]): string | null => linkUrl(links, 'AppDownloadIcon');

/** Tip type of the add-to-home guide: 1 (profile download) when a profile exists, else 2 (manual add). */
export type GuideTip = 1 | 2;
export const guideTip = (links: readonly DownloadLink[]): GuideTip => (profileUrl(links) ? 1 : 2);

/** Links ending in ipa or apk open in the same tab (the browser downloads them); others in a new tab. */
export function opensInSameTab(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return /\.(ipa|apk)$/i.test(path);
}

/** iOS-only downloads need Safari: in any other iOS browser the user is told to switch. */
export const needsSafari = (kind: DownloadEntryKind, device: DownloadDevice): boolean =>
  (kind === 'iosProfile' || kind === 'ios') && device.ios && !device.iosSafari;
