import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth';
import { setPasswordResetPending } from '@/lib/auth-redirect';
import { signOutRequestedIn } from '../lib/login-state';

export { useSignOutToLogin } from '@/lib/sign-out-to-login';

/**
 * On /login: finishes a sign-out requested by useSignOutToLogin, once. Answers true until it has:
 * a sign-in sent meanwhile could be undone by the sign-out's answer, and the login form remounts
 * (new location key) when it ends, so /login shows the form only afterwards.
 */
export function useCompleteSignOut(): boolean {
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
  return requested;
}
