/** Every page path of the site (docs/product-rules.md §2), named once so links cannot drift. */
export const paths = {
  root: '/',
  home: '/m/home',
  gameCenter: '/m/gameCenter',
  game: '/m/game',
  gameList: '/m/gameList',
  providers: '/m/providers',
  hot: '/m/hot',
  fav: '/m/fav',
  lottery: '/m/lottery',
  startLottery: '/m/startLottery',
  trial: '/m/trail',
  launchGame: '/m/launchGame',
  login: '/m/login',
  register: '/m/register',
  registerHtml: '/m/register.html',
  forget: '/m/forget',
  changePassword: '/m/changePsw',
  memberHome: '/m/member/home',
  withdraw: '/m/withdraw',
  deposit: '/m/voucherCenter',
  gameRecord: '/m/gameRecord',
  walletHistory: '/m/walletHistory',
  paymentPassword: '/m/paymentPassword',
  payoutAccount: '/m/payoutAccount',
  activity: '/m/activity',
  signIn: '/m/activity/signIn',
  activityDetail: '/m/activityDetail',
  vip: '/m/vip',
  event: '/m/event',
  rewardCentre: '/m/rewardCenter',
  inviteFriends: '/m/inviteFriends',
  leaderboard: '/m/leaderBoard',
  notice: '/m/notice',
  message: '/m/message',
  inbox: '/m/webEmail',
  feedback: '/m/feedback',
  help: '/m/help',
  helpDetail: '/m/helpDetail',
  app: '/m/app',
  privacy: '/m/privacy',
  agentRegister: '/m/agentRegister',
  salaryContract: '/m/member/agent/getSalaryContract',
  dividendContract: '/m/member/agent/getDevidendContract',
  hourlyContract: '/m/member/agent/getHourContract',
  ipLimit: '/m/ipLimit',
  serviceError: '/m/serviceError',
} as const;

export type PagePath = (typeof paths)[keyof typeof paths];

/** The six home paths: the home tab is highlighted and the download banner may show on these. */
export const HOME_PATHS: readonly string[] = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'];

/**
 * A pathname as the router matches it against the route table: letter case and a trailing slash do not count
 * (`/m/Login/` opens login), so every lookup of a route by its path compares this form.
 */
export const matchedPathKey = (pathname: string): string => pathname.toLowerCase().replace(/(.)\/+$/, '$1');

const HOME_KEYS = new Set(HOME_PATHS.map(matchedPathKey));

export const isHomePath = (pathname: string): boolean => HOME_KEYS.has(matchedPathKey(pathname));

/** Build a path with a query string, dropping empty values. */
export function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The login page, which comes back to `returnTo` (a path of this site with its query) after logging in. */
export const loginBackTo = (returnTo: string): string => withQuery(paths.login, { returnTo });
