/** The fixed set of VIP perks (docs/product-rules.md §2 and §9: 15 numbered perk images, no server data). */
export interface Perk {
  number: number;
  /** i18n key of the perk's name. */
  key: string;
  /** Icon drawn on the perk image: one or more 24×24 stroke paths. */
  icon: string;
}

export const VIP_PERKS: readonly Perk[] = [
  { number: 1, key: 'perk_upgrade_bonus', icon: 'M12 19V5m0 0-6 6m6-6 6 6' },
  {
    number: 2,
    key: 'perk_birthday_gift',
    icon: 'M4 11h16v9H4zM3 8h18v3H3zM12 8v12M12 8S10.5 4 8 4.5 7 8 12 8zm0 0s1.5-4 4-3.5S17 8 12 8z',
  },
  { number: 3, key: 'perk_fast_withdrawals', icon: 'M13 3 5 13h6l-1 8 8-10h-6z' },
  { number: 4, key: 'perk_higher_limits', icon: 'M5 20v-6m5 6V10m5 10V6m5 14V3' },
  { number: 5, key: 'perk_weekly_cashback', icon: 'M20 12a8 8 0 1 1-2.3-5.6M20 4v4h-4' },
  { number: 6, key: 'perk_daily_rebate', icon: 'M5 19 19 5M7 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm10 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4z' },
  { number: 7, key: 'perk_account_manager', icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0' },
  { number: 8, key: 'perk_priority_support', icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13v4l3 2' },
  { number: 9, key: 'perk_exclusive_events', icon: 'm12 3 2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7z' },
  { number: 10, key: 'perk_monthly_bonus', icon: 'M4 6h16v14H4zM4 10h16M8 3v5m8-5v5' },
  {
    number: 11,
    key: 'perk_deposit_bonus',
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm3-12.5c-.6-.9-1.7-1.5-3-1.5-1.7 0-3 1-3 2.3s1.3 2 3 2.2 3 .9 3 2.2-1.3 2.3-3 2.3c-1.3 0-2.4-.6-3-1.5M12 5v14',
  },
  { number: 12, key: 'perk_lucky_spin', icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-9V3m0 9 7.8 4.5M12 12l-7.8 4.5' },
  { number: 13, key: 'perk_luxury_gifts', icon: 'M6 4h12l3 5-9 11L3 9zM3 9h18M9 4l3 16 3-16' },
  {
    number: 14,
    key: 'perk_travel',
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  },
  {
    number: 15,
    key: 'perk_early_access',
    icon: 'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z',
  },
];
