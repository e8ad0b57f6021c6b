import { PATHS } from '@ibh/contract';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth';
import { setPasswordResetPending } from '@/lib/auth-redirect';
import { type LoginState, signOutRequestedIn } from '../lib/login-state';

/**
 * After a password change or reset: go to /login, which then ends the session here too
 * (useCompleteSignOut). Signing out first would let the login guard of the page being left
 * answer with /login?next=<that page>; the reset flag lets the still-signed-in user onto /login.
 */
export function useSignOutToLogin(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    setPasswordResetPending(true);
    await navigate(PATHS.login, { replace: true, state: { signOut: true } satisfies LoginState });
  }, [navigate]);
}

/** On /login: finishes a sign-out requested by useSignOutToLogin, once. */
export function useCompleteSignOut(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const started = useRef(false);
  const requested = signOutRequestedIn(location.state);

  useEffect(() => {
    if (!requested || started.current) return;
    started.current = true;
    void signOut().finally(() => {
      setPasswordResetPending(false);
      void navigate('.', { replace: true, state: null });
    });
  }, [requested, signOut, navigate]);
}
