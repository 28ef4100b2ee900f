import type { RouteEntry } from 'shared/routes';

/**
 * The query parameters each route reads (grep of `useSearchParams` and the query parsers in the remotes),
 * with a query that shows the route's real screen. Routes not listed read no query.
 */
export const ROUTE_QUERIES: Readonly<Record<string, { params: readonly string[]; working?: string }>> = {
  '/m/home': { params: ['pageType', 'gameType'], working: '?pageType=list&gameType=RNG' },
  '/m/gameCenter': { params: ['category', 'pageType', 'gameType'], working: '?category=RNG' },
  '/m/game': { params: ['gameType', 'vassalage'], working: '?gameType=RNG' },
  '/m/gameList': { params: ['gameType', 'vassalage'], working: '?gameType=RNG&vassalage=PG' },
  '/m/providers': { params: ['vassalage'], working: '?vassalage=PG' },
  '/m/launchGame': {
    params: ['playType', 'gameId', 'gameGroupId', 'prize_mode', 'code', 'vendor', 'mui', 'pageBack'],
    working: '?playType=ent&gameId=x&prize_mode=LOTT&code=lobby',
  },
  '/m/login': { params: ['loginAs', 'returnTo'], working: '?loginAs=agent&returnTo=%2Fm%2Fvip' },
  '/m/register': { params: ['affiliateCode', 'code', 'recommenderId'], working: '?recommenderId=42' },
  '/m/register.html': { params: ['affiliateCode', 'code', 'recommenderId'], working: '?affiliateCode=A1' },
  '/m/activityDetail': { params: ['id'], working: '?id=102' },
  '/m/event': { params: ['variant'], working: '?variant=home' },
  '/m/help': { params: ['p', 'tag', 'c'], working: '?p=1&c=0' },
  '/m/helpDetail': { params: ['p', 'tag', 'c'], working: '?p=0' },
  '/m/agentRegister': { params: ['affiliateCode', 'code'], working: '?affiliateCode=A1' },
  '/m/walletHistory': { params: ['kind'], working: '?kind=deposit' },
};

/** A route's path with the query that shows its real screen. */
export const workingUrl = (route: RouteEntry): string => route.path + (ROUTE_QUERIES[route.path]?.working ?? '');

/** The free trial creates an account and moves on to home as soon as it can: walk it as its own case. */
export const isTrial = (route: RouteEntry): boolean => route.path === '/m/trail';

/** Routes that a guest sees as themselves (the others send guests to login). */
export const isGuestRoute = (route: RouteEntry): boolean => !!route.loginStyle;
