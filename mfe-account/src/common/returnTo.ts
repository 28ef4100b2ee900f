import { paths } from 'shared';

/** Pages that make no sense to come back to after logging in. */
const NOT_AFTER_LOGIN: readonly string[] = [paths.login, paths.register, paths.registerHtml, paths.forget];

/** A page of the /m site: `/`, `/m` or under `/m/` (never `/wps` calls, `/remotes` files or other apps). */
const isSitePage = (pathname: string): boolean => pathname === '/' || pathname === '/m' || pathname.startsWith('/m/');

/**
 * Where to go after a successful login: the `returnTo` query parameter when it is a page of this site,
 * else home. Anything that could leave the site (`//host`, `/\host`, `https:`, `javascript:`) or the /m
 * pages (`/wps/...`, `/m/../x`) is refused.
 */
export function afterLoginPath(returnTo: string | null | undefined): string {
  return returnPath(returnTo, paths.home);
}

/**
 * Where a screen reached on the way to another (set a payment password before a withdrawal) goes once done: its
 * `returnTo` when that is a page of this site, by the rules of `afterLoginPath`, else `fallback`.
 */
export function returnPath(returnTo: string | null | undefined, fallback: string): string {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters in a return path are what this refuses
  if (/[\u0000-\u001f]/.test(returnTo)) return fallback;
  let url: URL;
  try {
    url = new URL(returnTo, 'http://site.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://site.invalid' || !isSitePage(url.pathname)) return fallback;
  if (NOT_AFTER_LOGIN.includes(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
