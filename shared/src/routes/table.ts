import { HOME_PATHS, matchedPathKey, paths } from './paths';

export type Area = 'lobby' | 'account' | 'promotions' | 'support' | 'agent';
export const AREAS: readonly Area[] = ['lobby', 'account', 'promotions', 'support', 'agent'];

/** Where the back arrow goes: home, or one step back in history. */
export type BackTarget = 'home' | 'history';

/** One page route: who owns it, which exposed module renders it, and how the frame looks around it. */
export interface RouteEntry {
  path: string;
  area: Area;
  /** Exposed module of the owning remote, e.g. './Home'. */
  module: string;
  /** Title key in the shell namespace, shown in the nav bar; home routes have none. */
  titleKey?: string;
  home?: boolean;
  /** Login-style routes have no app header; their nav bar is their "return" strip. */
  loginStyle?: boolean;
  footerHidden?: boolean;
  /** No back arrow (spec: every non-home route except changePsw has one). */
  noBack?: boolean;
  back?: BackTarget;
  /** Full-screen routes (the game launcher) show no frame at all. */
  fullScreen?: boolean;
}

const home = (path: string): RouteEntry => ({ path, area: 'lobby', module: './Home', home: true });
/** The ways into an account (login, register, forgotten password): login-style, no footer, back to home. */
const accountEntry = (path: string, module: string, titleKey: string): RouteEntry => ({
  path,
  area: 'account',
  module,
  titleKey,
  loginStyle: true,
  footerHidden: true,
  back: 'home',
});

/**
 * The route table of docs/product-rules.md §2 and docs/architecture.md, as data: the shell renders from it and the e2e suite
 * iterates it. Frame rules: footer hidden on login, register, providers, gameList, hot, fav, lottery, forget,
 * changePsw, app, notice, help, helpDetail, activityDetail; back goes home from login, register, trail,
 * activity and forget, otherwise one step back.
 */
export const ROUTES: readonly RouteEntry[] = [
  ...HOME_PATHS.map(home),
  { path: paths.gameCenter, area: 'lobby', module: './GameCenter', titleKey: 'title_gameCenter' },
  { path: paths.game, area: 'lobby', module: './GameList', titleKey: 'title_game' },
  { path: paths.gameList, area: 'lobby', module: './GameList', titleKey: 'title_gameList', footerHidden: true },
  { path: paths.providers, area: 'lobby', module: './Providers', titleKey: 'title_providers', footerHidden: true },
  { path: paths.hot, area: 'lobby', module: './Hot', titleKey: 'title_hot', footerHidden: true },
  { path: paths.fav, area: 'lobby', module: './Favourites', titleKey: 'title_fav', footerHidden: true },
  { path: paths.lottery, area: 'lobby', module: './Lottery', titleKey: 'title_lottery', footerHidden: true },
  { path: paths.startLottery, area: 'lobby', module: './Lottery', titleKey: 'title_lottery' },
  { path: paths.trial, area: 'lobby', module: './Trial', titleKey: 'title_trail', back: 'home' },
  { path: paths.launchGame, area: 'lobby', module: './LaunchGame', titleKey: 'title_launchGame', fullScreen: true, footerHidden: true },

  accountEntry(paths.login, './Login', 'title_login'),
  accountEntry(paths.register, './Register', 'title_register'),
  accountEntry(paths.registerHtml, './Register', 'title_register'),
  accountEntry(paths.forget, './ForgotPassword', 'title_forget'),
  {
    path: paths.changePassword,
    area: 'account',
    module: './ChangePassword',
    titleKey: 'title_changePsw',
    footerHidden: true,
    noBack: true,
  },
  { path: paths.memberHome, area: 'account', module: './MemberCentre', titleKey: 'title_memberHome' },
  { path: paths.withdraw, area: 'account', module: './Withdraw', titleKey: 'title_withdraw' },
  { path: paths.deposit, area: 'account', module: './Deposit', titleKey: 'title_deposit' },
  { path: paths.gameRecord, area: 'account', module: './GameRecord', titleKey: 'title_gameRecord' },
  { path: paths.walletHistory, area: 'account', module: './WalletHistory', titleKey: 'title_walletHistory' },
  { path: paths.paymentPassword, area: 'account', module: './PaymentPassword', titleKey: 'title_paymentPassword' },
  { path: paths.payoutAccount, area: 'account', module: './PayoutAccount', titleKey: 'title_payoutAccount' },

  { path: paths.activity, area: 'promotions', module: './Promotions', titleKey: 'title_activity', back: 'home' },
  { path: paths.signIn, area: 'promotions', module: './SignIn', titleKey: 'title_signIn' },
  { path: paths.activityDetail, area: 'promotions', module: './PromotionDetail', titleKey: 'title_activityDetail', footerHidden: true },
  { path: paths.vip, area: 'promotions', module: './Vip', titleKey: 'title_vip' },
  { path: paths.event, area: 'promotions', module: './Event', titleKey: 'title_event' },
  { path: paths.rewardCentre, area: 'promotions', module: './RewardCentre', titleKey: 'title_rewardCenter' },
  { path: paths.inviteFriends, area: 'promotions', module: './InviteFriends', titleKey: 'title_inviteFriends' },
  { path: paths.leaderboard, area: 'promotions', module: './Leaderboard', titleKey: 'title_leaderBoard' },

  { path: paths.notice, area: 'support', module: './Notice', titleKey: 'title_notice', footerHidden: true },
  { path: paths.message, area: 'support', module: './MessageCentre', titleKey: 'title_message' },
  { path: paths.inbox, area: 'support', module: './Inbox', titleKey: 'title_webEmail' },
  { path: paths.feedback, area: 'support', module: './Feedback', titleKey: 'title_feedback' },
  { path: paths.help, area: 'support', module: './Help', titleKey: 'title_help', footerHidden: true },
  { path: paths.helpDetail, area: 'support', module: './HelpDetail', titleKey: 'title_helpDetail', footerHidden: true },
  { path: paths.app, area: 'support', module: './AppDownload', titleKey: 'title_app', footerHidden: true },
  { path: paths.privacy, area: 'support', module: './Privacy', titleKey: 'title_privacy' },

  { path: paths.agentRegister, area: 'agent', module: './AgentRegister', titleKey: 'title_agentRegister', loginStyle: true },
  { path: paths.salaryContract, area: 'agent', module: './SalaryContract', titleKey: 'title_salaryContract' },
  { path: paths.dividendContract, area: 'agent', module: './DividendContract', titleKey: 'title_dividendContract' },
  { path: paths.hourlyContract, area: 'agent', module: './HourlyContract', titleKey: 'title_hourlyContract' },
];

/** Widgets an area exposes for the shell to compose outside that area's routes. */
export const WIDGETS = {
  balance: { area: 'account', module: './Balance' },
  logout: { area: 'account', module: './logout' },
  customerService: { area: 'support', module: './customerService' },
  announcementPopup: { area: 'promotions', module: './AnnouncementPopup' },
  downloadPromoStrip: { area: 'promotions', module: './DownloadPromoStrip' },
  appDownloadPopup: { area: 'support', module: './AppDownloadPopup' },
  customerServiceButton: { area: 'support', module: './CustomerServiceButton' },
  contractAlert: { area: 'agent', module: './ContractAlert' },
} as const satisfies Record<string, { area: Area; module: string }>;

export { HOME_PATHS, paths };

/** Each route by the form of its path the router matches (`matchedPathKey`); the first of a form wins, as in the router. */
const byPath = new Map<string, RouteEntry>();
for (const route of ROUTES) if (!byPath.has(matchedPathKey(route.path))) byPath.set(matchedPathKey(route.path), route);

/** The route entry the router opens at a pathname, whatever its letter case or trailing slash; none for another path. */
export const findRoute = (pathname: string): RouteEntry | undefined => byPath.get(matchedPathKey(pathname));

/** The route entry for a pathname; unknown paths fall back to home. */
export function routeFor(pathname: string): RouteEntry {
  return findRoute(pathname) ?? byPath.get(matchedPathKey(paths.home))!;
}

/** The exposed modules of one area, for its Module Federation `exposes` map and its tests. */
export const modulesOf = (area: Area): string[] => [...new Set(ROUTES.filter((r) => r.area === area).map((r) => r.module))];

export const frameOf = (route: RouteEntry) => ({
  appHeader: !route.loginStyle && !route.fullScreen,
  navBar: !route.home && !route.fullScreen,
  backArrow: !route.home && !route.noBack && !route.fullScreen,
  footer: !route.footerHidden && !route.fullScreen,
  downloadBanner: !!route.home,
  back: route.back ?? 'history',
});
