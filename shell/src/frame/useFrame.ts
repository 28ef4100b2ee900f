import { useLocation } from 'react-router-dom';
import { frameOf, getRuntimeConfig, isInApp, isStandaloneWebApp, routeFor } from 'shared';

/** What the frame shows around the current route (docs/product-rules.md §2 "Page frame"). */
export function useFrame() {
  const { pathname } = useLocation();
  const route = routeFor(pathname);
  const frame = frameOf(route);
  const hiddenHost = getRuntimeConfig().downloadBannerHiddenHosts.includes(location.hostname);
  const insideApp = isInApp() || isStandaloneWebApp();
  return { route, ...frame, downloadBanner: frame.downloadBanner && !hiddenHost && !insideApp, insideApp };
}
