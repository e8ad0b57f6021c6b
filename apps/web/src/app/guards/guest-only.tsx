import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { isPasswordResetPending, isSignInFinishing, returnPathFrom } from '@/lib/auth-redirect';

/**
 * /login and /signup: a signed-in user goes on to the dashboard (or the page the
 * login guard remembered), unless a password reset is in progress.
 */
export function GuestOnly() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'pending') return <LoadingState />;
  // The sign-in that just happened navigates itself (to /complete-signup or the remembered page).
  if (status === 'signed_in' && isSignInFinishing()) return <LoadingState />;
  if (status === 'signed_in' && !isPasswordResetPending()) {
    return <Navigate to={returnPathFrom(location)} replace />;
  }
  return <Outlet />;
}
