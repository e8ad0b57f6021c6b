import { AUTH_TEXT, PATHS } from '@ibh/contract';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiRequestError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { safeReturnPath, setPasswordResetPending } from '@/lib/auth-redirect';
import { exchangeLinkOnce } from '../api/exchange-link';
import { parseCallbackParams } from '../lib/callback-params';
import type { LoginState } from '../lib/login-state';

/**
 * /auth/callback: reads code, type, error and error_description (query or hash), trades the code
 * for a session, then goes on: recovery links to /reset-password, others to `next` or the
 * dashboard. Every failure goes back to /login with the spec's message (000 section 8, Callback).
 */
export function useAuthCallback(): void {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const { refresh } = useAuth();

  useEffect(() => {
    let active = true;
    const fail = (authMessage: string) => {
      if (active) void navigate(PATHS.login, { replace: true, state: { authMessage } satisfies LoginState });
    };
    const params = parseCallbackParams(search, hash);
    if (params.error) return fail(AUTH_TEXT.loginFailed(params.error, params.errorDescription ?? undefined));
    if (!params.code) return fail(AUTH_TEXT.loginFailedExchange(AUTH_TEXT.linkMissingCode));
    if (!params.type) return fail(AUTH_TEXT.loginFailedExchange(AUTH_TEXT.linkBadType));
    const { code, type, next } = params;

    const run = async () => {
      let recovery: boolean;
      try {
        recovery = (await exchangeLinkOnce({ token: code, type })).recovery;
      } catch (error) {
        if (isApiRequestError(error)) return fail(AUTH_TEXT.loginFailedExchange(error.message));
        throw error;
      }
      if (!active) return;
      if (recovery) {
        setPasswordResetPending(true);
        return void navigate(PATHS.resetPassword, { replace: true });
      }
      await refresh();
      if (active) await navigate(safeReturnPath(next), { replace: true });
    };
    run().catch((error: unknown) =>
      fail(AUTH_TEXT.unexpectedWithMessage(error instanceof Error ? error.message : String(error))),
    );
    return () => {
      active = false;
    };
  }, [search, hash, navigate, refresh]);
}
