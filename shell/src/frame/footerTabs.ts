import { isHomePath, paths } from 'shared';

/** The five footer tabs; home is highlighted on all six home paths. */
export const FOOTER_TABS = [
  { id: 'home', to: paths.home, labelKey: 'tab_home', isActive: isHomePath },
  { id: 'rewards', to: paths.activity, labelKey: 'tab_rewards', isActive: (p: string) => p === paths.activity },
  { id: 'casino', to: paths.gameCenter, labelKey: 'tab_casino', isActive: (p: string) => p === paths.gameCenter },
  { id: 'vip', to: paths.vip, labelKey: 'tab_vip', isActive: (p: string) => p === paths.vip },
  { id: 'events', to: paths.event, labelKey: 'tab_events', isActive: (p: string) => p === paths.event },
] as const;

/** docs/product-rules.md §9: the footer copyright line reads 'All rights reserved' with the year 2025. */
export const COPYRIGHT_YEAR = 2025;
