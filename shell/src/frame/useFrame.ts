import { useLocation } from 'react-router-dom';
import { frameOf, getRuntimeConfig, isInApp, isStandaloneWebApp, routeFor, useBrowserValue } from 'shared';

const onHiddenHost = () => getRuntimeConfig().downloadBannerHiddenHosts.includes(location.hostname);
const insideAnApp = () => isInApp() || isStandaloneWebApp();

/** What the frame shows around the current route (docs/product-rules.md §2 "Page frame"). */
export function useFrame() {
  const { pathname } = useLocation();
  const route = routeFor(pathname);
  const frame = frameOf(route);
  // The server renders the frame of a plain browser tab on a host with the banner; an app or such a host
  // drops the banner right after hydration.
  const hiddenHost = useBrowserValue(onHiddenHost, false);
  const insideApp = useBrowserValue(insideAnApp, false);
  return { route, ...frame, downloadBanner: frame.downloadBanner && !hiddenHost && !insideApp, insideApp };
}
