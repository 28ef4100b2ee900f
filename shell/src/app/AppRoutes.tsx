import { useEffect, useRef } from 'react';
import { Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { findRoute, paths, Redirect } from 'shared';
import { AreaView } from '../federation/AreaView';
import { PageTransition } from '../frame/PageTransition';
import { notePlayerMoved } from '../pwa/playerStays';
import { LazyStatusPage as StatusPage } from '../status/LazyStatusPage';

/**
 * The route of the shared table at this address (found as the router matches it), the shell's own status pages;
 * anything else falls back to home. The router is given only the route found, not the whole table, which it would
 * otherwise flatten and rank on every render.
 */
export function AppRoutes() {
  const location = useLocation();
  const opening = useRef(location.pathname);
  useNotePlayerMoves(location);
  const navigate = useNavigate();
  const homeWhenUp = (status: number) => status === 0 && navigate(paths.home, { replace: true });
  const route = findRoute(location.pathname);
  return (
    <PageTransition key={location.pathname} enter={location.pathname !== opening.current}>
      <Routes location={location}>
        {route && <Route path={route.path} element={<AreaView area={route.area} module={route.module} />} />}
        <Route path={paths.ipLimit} element={<StatusPage kind="region" onStatus={homeWhenUp} />} />
        <Route path={paths.serviceError} element={<StatusPage kind="maintenance" onStatus={homeWhenUp} />} />
        <Route path="*" element={<Redirect to={paths.home} />} />
      </Routes>
    </PageTransition>
  );
}

/**
 * Tells ../pwa/playerStays when the player goes on to another screen: a link, back or forward (another history
 * entry, or another address: an entry another script pushed has no key of the router's), never a redirect (a
 * replace).
 */
function useNotePlayerMoves({ key, pathname, search }: { key: string; pathname: string; search: string }): void {
  const type = useNavigationType();
  const first = useRef({ key, address: pathname + search });
  useEffect(() => {
    if (type !== 'REPLACE' && (key !== first.current.key || pathname + search !== first.current.address)) notePlayerMoved();
  }, [key, pathname, search, type]);
}
