import { isTrial, paths, withQuery, type BrandSettings, type SessionInfo } from 'shared';

export interface MenuEntry {
  id: string;
  labelKey: string;
  /** An in-app path, an external URL, or an action handled by the menu. */
  to?: string;
  href?: string;
  action?: 'app-download' | 'live-chat' | 'customer-service';
}

interface MenuContext {
  session: SessionInfo | null;
  brand: BrandSettings | null;
  /** Inside the native app or the installed web app. */
  insideApp: boolean;
}

/**
 * The side menu's action entries (docs/product-rules.md §2): withdraw, deposit, app download (not inside the app or
 * installed web app), invite friends (referral on), live chat (CBS3) or customer service, leaderboard
 * (mission on), history, feedback, sign-in (login promotion on and logged in), promotions, help, reward,
 * messaging app. A trial account is not offered what it cannot use (docs/product-rules.md §6, 6.10).
 */
export function sideMenuEntries({ session, brand, insideApp }: MenuContext): MenuEntry[] {
  const promotions = brand?.promotions;
  const realAccount = !isTrial(session);
  const telegram = brand?.downloadLinks.find((l) => l.resourceType === 'TELEGRAM');
  const entries: (MenuEntry | false)[] = [
    realAccount && { id: 'withdraw', labelKey: 'menu_withdraw', to: paths.withdraw },
    realAccount && { id: 'deposit', labelKey: 'menu_deposit', to: paths.deposit },
    !insideApp && { id: 'app', labelKey: 'menu_app', action: 'app-download' },
    !!promotions?.referral && realAccount && { id: 'invite', labelKey: 'menu_invite', to: paths.inviteFriends },
    brand?.flags.CBS3
      ? { id: 'live-chat', labelKey: 'menu_live_chat', action: 'live-chat' }
      : { id: 'customer-service', labelKey: 'menu_customer_service', action: 'customer-service' },
    !!promotions?.mission && { id: 'leaderboard', labelKey: 'menu_leaderboard', to: paths.leaderboard },
    { id: 'history', labelKey: 'menu_history', to: paths.gameRecord },
    { id: 'feedback', labelKey: 'menu_feedback', to: paths.feedback },
    !!promotions?.login && !!session && realAccount && { id: 'sign-in', labelKey: 'menu_sign_in', to: paths.signIn },
    { id: 'promotions', labelKey: 'menu_promotions', to: paths.activity },
    { id: 'help', labelKey: 'menu_help', to: paths.help },
    realAccount && { id: 'reward', labelKey: 'menu_reward', to: paths.rewardCentre },
    !!telegram && { id: 'messaging-app', labelKey: 'menu_messaging_app', href: telegram.url },
  ];
  return entries.filter((e): e is MenuEntry => e !== false);
}

/** Category entries: all games, then each category of the vendor sorting with its vendors. */
export function categoryEntries(sorting: { gameCategory: string; vendorNames: string[] }[]) {
  return [
    {
      id: 'all',
      labelKey: 'menu_all_games',
      to: withQuery(paths.gameCenter, { category: 'lobby' }),
      vendors: [] as { name: string; to: string }[],
    },
    ...sorting
      .filter((c) => c.gameCategory !== 'lobby')
      .map((c) => ({
        id: c.gameCategory,
        labelKey: `category_${c.gameCategory}`,
        to: withQuery(paths.gameList, { gameType: c.gameCategory }),
        vendors: c.vendorNames.map((name) => ({ name, to: withQuery(paths.gameList, { gameType: c.gameCategory, vassalage: name }) })),
      })),
  ];
}
