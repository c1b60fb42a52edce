import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/api/session';
import { LOGIN_PATH, loginHref } from '../lib/next-path';
import { useReloginStore } from '../stores/relogin-store';

/** Layout route: the signed-in screens, or the login page that brings the person back here. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  const signedOut = useReloginStore((state) => state.signedOut);
  if (session) return <Outlet />;
  const target = signedOut
    ? LOGIN_PATH
    : loginHref(`${location.pathname}${location.search}${location.hash}`);
  return <Navigate to={target} replace />;
}
