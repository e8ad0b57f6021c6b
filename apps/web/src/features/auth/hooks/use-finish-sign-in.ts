import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth';
import { returnPathFrom, setPasswordResetPending } from '@/lib/auth-redirect';

/** After a sign-in: read the session again, then go where the user was heading (or the dashboard). */
export function useFinishSignIn(): () => Promise<void> {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(async () => {
    setPasswordResetPending(false);
    await refresh();
    await navigate(returnPathFrom(location), { replace: true });
  }, [refresh, navigate, location]);
}
