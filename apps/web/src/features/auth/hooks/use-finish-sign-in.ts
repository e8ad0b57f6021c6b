import { PATHS } from '@ibh/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth';
import { returnPathFrom, setPasswordResetPending } from '@/lib/auth-redirect';
import { needsOnboarding } from '@/lib/my-profile';

/**
 * After a sign-in: read the session again, then go where the user was heading (or the dashboard).
 * Someone headed for the dashboard whose profile is not complete goes to /complete-signup first.
 */
export function useFinishSignIn(): () => Promise<void> {
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(async () => {
    setPasswordResetPending(false);
    await refresh();
    const target = returnPathFrom(location);
    const onboard = target === PATHS.dashboard && (await needsOnboarding(queryClient));
    await navigate(onboard ? PATHS.completeSignup : target, { replace: true });
  }, [refresh, queryClient, navigate, location]);
}
