import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { type FromState, loginPathFor } from '@/lib/auth-redirect';

/**
 * Login-required routes: 'Loading…' until auth is known, then anonymous users go
 * to /login with the requested location in navigation state and in ?next=.
 */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'pending') return <LoadingState />;
  if (status === 'anonymous') {
    const from: FromState['from'] = {
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
    };
    return <Navigate to={loginPathFor(location)} state={{ from } satisfies FromState} replace />;
  }
  return <Outlet />;
}
