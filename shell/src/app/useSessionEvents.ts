import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bus, paths, toast, withQuery } from 'shared';

/** Session expiry and login-required events from any area send the user to login, and back afterwards. */
export function useSessionEvents(): void {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const here = `${location.pathname}${location.search}`;
    const toLogin = (returnTo?: string) => navigate(withQuery(paths.login, { returnTo: returnTo ?? here }));
    const offExpired = bus.on('auth:session-expired', ({ message }) => {
      toast.error(message);
      toLogin();
    });
    const offRequired = bus.on('auth:login-required', ({ returnTo }) => toLogin(returnTo));
    return () => {
      offExpired();
      offRequired();
    };
  }, [navigate, location.pathname, location.search]);
}
