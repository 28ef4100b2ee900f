import { Navigate, useLocation } from 'react-router-dom';
import { loginBackTo } from '../routes/paths';

/** For a screen a guest cannot use: to the login page, which comes back here (path and query) afterwards. */
export function LoginFirst() {
  const { pathname, search } = useLocation();
  return <Navigate to={loginBackTo(`${pathname}${search}`)} replace />;
}
