import { HOME_PATHS, isHomePath, paths } from './paths';
import { findRoute, frameOf, modulesOf, routeFor, ROUTES } from './table';

const DESIGN_ROUTES: Record<string, string[]> = {
  lobby: [
    '/',
    '/m',
    '/m/',
    '/m/index',
    '/m/index.html',
    '/m/home',
    '/m/gameCenter',
    '/m/game',
    '/m/gameList',
    '/m/providers',
    '/m/hot',
    '/m/fav',
    '/m/lottery',
    '/m/startLottery',
    '/m/trail',
    '/m/launchGame',
  ],
  account: [
    '/m/login',
    '/m/register',
    '/m/register.html',
    '/m/forget',
    '/m/changePsw',
    '/m/member/home',
    '/m/withdraw',
    '/m/voucherCenter',
    '/m/gameRecord',
    '/m/walletHistory',
    '/m/paymentPassword',
    '/m/payoutAccount',
  ],
  promotions: [
    '/m/activity',
    '/m/activity/signIn',
    '/m/activityDetail',
    '/m/vip',
    '/m/event',
    '/m/rewardCenter',
    '/m/inviteFriends',
    '/m/leaderBoard',
  ],
  support: ['/m/notice', '/m/message', '/m/webEmail', '/m/feedback', '/m/help', '/m/helpDetail', '/m/app', '/m/privacy'],
  agent: [
    '/m/agentRegister',
    '/m/member/agent/getSalaryContract',
    '/m/member/agent/getDevidendContract',
    '/m/member/agent/getHourContract',
  ],
};

const FOOTER_HIDDEN = [
  '/m/login',
  '/m/register',
  '/m/providers',
  '/m/gameList',
  '/m/hot',
  '/m/fav',
  '/m/lottery',
  '/m/forget',
  '/m/changePsw',
  '/m/app',
  '/m/notice',
  '/m/help',
  '/m/helpDetail',
  '/m/activityDetail',
];

describe('route table', () => {
  it('gives every route of docs/architecture.md to its owning area, and nothing else', () => {
    const expected = Object.entries(DESIGN_ROUTES).flatMap(([area, list]) => list.map((path) => `${area} ${path}`));
    expect(ROUTES.map((r) => `${r.area} ${r.path}`).sort()).toEqual(expected.sort());
  });

  it('falls back to home for an unknown path', () => {
    expect(routeFor('/m/no-such-page').path).toBe(paths.home);
    expect(findRoute('/m/no-such-page')).toBeUndefined();
  });

  it('finds a route whatever the letter case or trailing slash of its path, as the router opens it', () => {
    for (const pathname of ['/m/login/', '/m/Login', '/M/LOGIN//']) expect(routeFor(pathname).path).toBe(paths.login);
    expect(findRoute('/m/gamelist/')?.path).toBe('/m/gameList');
    expect(findRoute('/')?.path).toBe('/');
    expect(isHomePath('/m/Home/')).toBe(true);
    expect(isHomePath('/m/')).toBe(true);
    expect(isHomePath('/m/login/')).toBe(false);
  });

  it('hides the footer exactly on the routes the spec lists (register.html and the full-screen launcher too)', () => {
    const hidden = ROUTES.filter((r) => !frameOf(r).footer).map((r) => r.path);
    expect(hidden.sort()).toEqual([...FOOTER_HIDDEN, '/m/register.html', '/m/launchGame'].sort());
  });

  it('shows the download banner on the six home paths only', () => {
    expect(ROUTES.filter((r) => frameOf(r).downloadBanner).map((r) => r.path)).toEqual([...HOME_PATHS]);
  });

  it('shows a back arrow on every non-home route except changePsw', () => {
    const noBack = ROUTES.filter((r) => !frameOf(r).backArrow).map((r) => r.path);
    expect(noBack.sort()).toEqual([...HOME_PATHS, '/m/changePsw', '/m/launchGame'].sort());
  });

  it('goes back home from login, register, trail, activity and forget; one step back elsewhere', () => {
    const home = ROUTES.filter((r) => frameOf(r).back === 'home').map((r) => r.path);
    expect(home.sort()).toEqual(['/m/login', '/m/register', '/m/register.html', '/m/trail', '/m/activity', '/m/forget'].sort());
    expect(frameOf(routeFor('/m/notice')).back).toBe('history');
  });

  it('has no app header on login-style routes', () => {
    expect(
      ROUTES.filter((r) => !frameOf(r).appHeader)
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/m/login', '/m/register', '/m/register.html', '/m/forget', '/m/agentRegister', '/m/launchGame'].sort());
  });

  it('lists the exposed modules per area', () => {
    expect(modulesOf('agent')).toEqual(['./AgentRegister', './SalaryContract', './DividendContract', './HourlyContract']);
  });
});
