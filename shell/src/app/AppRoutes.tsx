import { useRef } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { paths, ROUTES } from 'shared';
import { AreaView } from '../federation/AreaView';
import { PageTransition } from '../frame/PageTransition';
import { LazyStatusPage as StatusPage } from '../status/LazyStatusPage';

/** One route per entry of the shared route table; anything else falls back to home. */
export function AppRoutes() {
  const location = useLocation();
  const opening = useRef(location.pathname);
  const navigate = useNavigate();
  const homeWhenUp = (status: number) => status === 0 && navigate(paths.home, { replace: true });
  return (
    <PageTransition key={location.pathname} enter={location.pathname !== opening.current}>
      <Routes location={location}>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<AreaView area={route.area} module={route.module} />} />
        ))}
        <Route path={paths.ipLimit} element={<StatusPage kind="region" onStatus={homeWhenUp} />} />
        <Route path={paths.serviceError} element={<StatusPage kind="maintenance" onStatus={homeWhenUp} />} />
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Routes>
    </PageTransition>
  );
}
