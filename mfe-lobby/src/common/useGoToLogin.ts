import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths, withQuery } from 'shared';

/** Sends a guest to /m/login, remembering where to come back. */
export function useGoToLogin(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => navigate(withQuery(paths.login, { returnTo: `${pathname}${search}` })), [navigate, pathname, search]);
}
