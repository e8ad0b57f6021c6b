import { COMPLETE_PROFILE_TEXT, PATHS, PROFILE, PROFILE_TEXT } from '@ibh/contract';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { LoadingState } from '@/components/ui/spinner';
import { isApiRequestError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useMyProfile } from '../../api/my-profile';
import { CompleteProfileForm } from './complete-profile-form';

/** 'You are not signed in. Redirecting to login…', then /login after 0.8 s (000 section 8). */
function SignedOutNotice() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate(PATHS.login, { replace: true }),
      PROFILE.signedOutRedirectDelay,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return <FormAlert>{PROFILE_TEXT.notSignedInRedirecting}</FormAlert>;
}

/**
 * /complete-signup: loads the profile ('Preparing your profile…'), then the form. Someone whose
 * profile was already complete when the page opened goes to /dashboard (the form is for
 * onboarding; Edit Profile changes a complete profile). Finishing it here shows 'All set!' first.
 */
export function CompleteProfileView() {
  const { user } = useAuth();
  const profile = useMyProfile();
  const completeOnArrival = useRef<boolean | null>(null);
  if (profile.isSuccess && completeOnArrival.current === null) {
    completeOnArrival.current = profile.data.onboardComplete;
  }
  if (completeOnArrival.current) return <Navigate to={PATHS.dashboard} replace />;

  return (
    <section aria-labelledby="complete-title" className="mx-auto w-full max-w-2xl py-2 sm:py-6">
      <title>{`${COMPLETE_PROFILE_TEXT.title} · IBH`}</title>
      <div className="rounded-card border border-line bg-surface p-5 shadow-sm sm:p-8">
        {profile.isPending ? <LoadingState label={PROFILE_TEXT.preparing} /> : null}
        {profile.isError ? (
          <div className="flex flex-col gap-4">
            <h1 id="complete-title" className="text-2xl font-semibold tracking-tight text-ink">
              {COMPLETE_PROFILE_TEXT.title}
            </h1>
            {isApiRequestError(profile.error) && profile.error.status === 401 ? (
              <SignedOutNotice />
            ) : (
              <RetryAlert
                message={PROFILE_TEXT.couldNotInitialize}
                retry={COMPLETE_PROFILE_TEXT.retry}
                onRetry={() => void profile.refetch()}
              />
            )}
          </div>
        ) : null}
        {profile.isSuccess ? (
          <CompleteProfileForm profile={profile.data} sessionName={user?.fullName ?? null} />
        ) : null}
      </div>
    </section>
  );
}
