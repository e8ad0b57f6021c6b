import { PATHS } from '@ibh/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth';
import { returnPathFrom, setPasswordResetPending, setSignInFinishing } from '@/lib/auth-redirect';
import { needsOnboarding } from '@/lib/my-profile';

/**
 * After a sign-in: read the session again, then go where the user was heading (or the dashboard).
 * Someone headed for the dashboard whose profile is not complete goes to /complete-signup first.
 * /login and /signup hold still meanwhile (`isSignInFinishing`), so this is the only navigation.
 */
export function useFinishSignIn(): () => Promise<void> {
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(async () => {
    setPasswordResetPending(false);
    setSignInFinishing(true);
    const target = returnPathFrom(location);
    try {
      await refresh();
      const onboard = target === PATHS.dashboard && (await needsOnboarding(queryClient));
      await navigate(onboard ? PATHS.completeSignup : target, { replace: true });
    } finally {
      setSignInFinishing(false);
    }
  }, [refresh, queryClient, navigate, location]);
}
