import { AUTH_FORM_TEXT, NAV_TEXT, PATHS, SESSION_ENDED } from '@ibh/contract';
import { Link, useLocation } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { isFromState, sessionEndedIn } from '@/lib/auth-redirect';
import { useCompleteSignOut } from '../hooks/use-sign-out-to-login';
import { authMessageFrom, loginModeFrom } from '../lib/login-state';
import { AuthHero } from './auth-hero';
import { LoginPanel } from './login-panel';
import { SignupPanel } from './signup-panel';

export type AuthMode = 'login' | 'signup';

/**
 * The login / sign-up screen: the card (modes login and signup) and the hero. The card comes
 * first in reading order; on wide screens the hero sits on its left.
 */
export function AuthScreen({ mode }: { mode: AuthMode }) {
  const location = useLocation();
  const signingOut = useCompleteSignOut();
  const message = authMessageFrom(location.state);
  const resetFirst = loginModeFrom(location.state) === 'otp-reset';
  const isLogin = mode === 'login';
  // Switching modes keeps ?next= and the guard's remembered page.
  const other = { pathname: isLogin ? PATHS.signup : PATHS.login, search: location.search };
  const carried = isFromState(location.state) ? { from: location.state.from } : undefined;

  return (
    <div className="grid items-start gap-6 py-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:gap-12 lg:py-8">
      <title>{`${isLogin ? NAV_TEXT.login : NAV_TEXT.signup} · IBH`}</title>
      <section
        aria-labelledby="auth-title"
        className="rounded-card border border-line bg-surface p-5 shadow-sm sm:p-8 lg:order-2"
      >
        <h1 id="auth-title" className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          {isLogin ? NAV_TEXT.login : NAV_TEXT.signup}
        </h1>
        <p className="mt-1.5 text-sm text-ink-muted">
          {isLogin ? AUTH_FORM_TEXT.loginSubtitle : AUTH_FORM_TEXT.signupSubtitle}
        </p>
        {message ? (
          <FormAlert className="mt-5" tone="error">
            {message}
          </FormAlert>
        ) : isLogin && sessionEndedIn(location.search) ? (
          <FormAlert className="mt-5" tone="info">
            {SESSION_ENDED.note}
          </FormAlert>
        ) : null}
        <div className="mt-6">
          {isLogin && signingOut ? (
            <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
              <Spinner />
              {AUTH_FORM_TEXT.signingOut}
            </p>
          ) : isLogin ? (
            <LoginPanel
              key={location.key}
              initialStep={resetFirst ? { mode: 'otp-reset' } : { mode: 'password' }}
            />
          ) : (
            <SignupPanel />
          )}
        </div>
        <p className="mt-6 border-t border-line pt-5 text-center text-sm text-ink-muted">
          {isLogin ? AUTH_FORM_TEXT.noAccount : AUTH_FORM_TEXT.haveAccount}{' '}
          <Link
            to={other}
            state={carried}
            className="inline-flex min-h-10 items-center font-semibold text-sapphire-600 hover:underline"
          >
            {isLogin ? NAV_TEXT.signup : NAV_TEXT.login}
          </Link>
        </p>
      </section>
      <AuthHero className="lg:order-1" />
    </div>
  );
}
