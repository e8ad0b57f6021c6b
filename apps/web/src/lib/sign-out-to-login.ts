import { PATHS } from '@ibh/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { setPasswordResetPending } from './auth-redirect';

/** Navigation state asking /login to end the session on arrival. */
export interface SignOutState {
  signOut: true;
}

/**
 * After a password change, a reset or an account deletion: go to /login, which then ends the
 * session here too. Signing out first would let the login guard of the page being left answer
 * with /login?next=<that page>; the reset flag lets the still-signed-in user onto /login.
 */
export function useSignOutToLogin(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    setPasswordResetPending(true);
    await navigate(PATHS.login, { replace: true, state: { signOut: true } satisfies SignOutState });
  }, [navigate]);
}
