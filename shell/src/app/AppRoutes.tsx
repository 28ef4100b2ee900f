import { useRef } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { findRoute, paths } from 'shared';
import { AreaView } from '../federation/AreaView';
import { PageTransition } from '../frame/PageTransition';
import { LazyStatusPage as StatusPage } from '../status/LazyStatusPage';

/**
 * The route of the shared table at this address (found as the router matches it), the shell's own status pages;
 * anything else falls back to home. The router is given only the route found, not the whole table, which it would
 * otherwise flatten and rank on every render.
 */
export function AppRoutes() {
  const location = useLocation();
  const opening = useRef(location.pathname);
  const navigate = useNavigate();
  const homeWhenUp = (status: number) => status === 0 && navigate(paths.home, { replace: true });
  const route = findRoute(location.pathname);
  return (
    <PageTransition key={location.pathname} enter={location.pathname !== opening.current}>
      <Routes location={location}>
        {route && <Route path={route.path} element={<AreaView area={route.area} module={route.module} />} />}
        <Route path={paths.ipLimit} element={<StatusPage kind="region" onStatus={homeWhenUp} />} />
        <Route path={paths.serviceError} element={<StatusPage kind="maintenance" onStatus={homeWhenUp} />} />
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Routes>
    </PageTransition>
  );
}
