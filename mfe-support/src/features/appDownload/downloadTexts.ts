import type { DownloadEntryKind, GuideTip } from './downloadEntries';

/** Each download entry's title and one-line hint (label keys). */
export const DOWNLOAD_ENTRY_LABELS: Record<DownloadEntryKind, { title: string; hint: string }> = {
  addToHome: { title: 'download_add_to_home', hint: 'download_add_to_home_hint' },
  android: { title: 'download_android', hint: 'download_android_hint' },
  iosProfile: { title: 'download_ios_profile', hint: 'download_ios_profile_hint' },
  ios: { title: 'download_ios', hint: 'download_ios_hint' },
};

/** The add-to-home guide's title and steps (label keys) for tip 1 (profile download) and tip 2 (manual add). */
export const ADD_TO_HOME_GUIDE: Record<GuideTip, { title: string; steps: readonly string[] }> = {
  1: { title: 'guide_title_profile', steps: ['guide_profile_step1', 'guide_profile_step2', 'guide_profile_step3'] },
  2: { title: 'guide_title_manual', steps: ['guide_manual_step1', 'guide_manual_step2', 'guide_manual_step3'] },
};

/** The perks the download page lists under its pitch (label keys). */
export const DOWNLOAD_PERKS: readonly string[] = ['download_perk_fast', 'download_perk_secure', 'download_perk_alerts'];
