import { AUTH_FORM_TEXT, AUTH_TEXT, PATHS, TOASTS } from '@ibh/contract';
import { KeyRound, ShieldAlert } from 'lucide-react';
import toast from 'react-hot-toast';
import { ButtonLink } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { setPasswordResetPending } from '@/lib/auth-redirect';
import { useRecoveryStatus } from '../api/reset-password';
import { useSetNewPassword } from '../hooks/use-set-new-password';
import { useSignOutToLogin } from '../hooks/use-sign-out-to-login';
import { errorMessage } from '../lib/auth-errors';
import type { LoginState } from '../lib/login-state';
import { AuthCard } from './auth-card';
import { NewPasswordForm } from './new-password-form';

const newCodeState: LoginState = { loginMode: 'otp-reset' };

function RequestNewCode({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <ButtonLink
      to={PATHS.login}
      state={newCodeState}
      variant={variant}
      onClick={() => setPasswordResetPending(true)}
    >
      {AUTH_FORM_TEXT.requestNewCode}
    </ButtonLink>
  );
}

/** /reset-password: needs the recovery session of a reset link; afterwards sign out and log in again. */
export function ResetPasswordView() {
  const status = useRecoveryStatus();
  const signOutToLogin = useSignOutToLogin();
  const { failure, submit } = useSetNewPassword(AUTH_TEXT.couldNotUpdatePassword, async () => {
    toast.success(AUTH_TEXT.resetDone, { duration: TOASTS.login });
    await signOutToLogin();
  });

  if (status.isPending) {
    return (
      <AuthCard icon={KeyRound} title={AUTH_FORM_TEXT.setTitle}>
        <div role="status" aria-label={AUTH_FORM_TEXT.checkingRecovery} className="flex flex-col gap-4">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      </AuthCard>
    );
  }

  if (status.isError) {
    return (
      <AuthCard icon={ShieldAlert} tone="danger" title={AUTH_FORM_TEXT.setTitle}>
        <RetryAlert
          message={errorMessage(status.error, AUTH_TEXT.unexpected)}
          retry={AUTH_FORM_TEXT.retry}
          onRetry={() => void status.refetch()}
        />
      </AuthCard>
    );
  }

  if (!status.data.active || failure?.expired) {
    return (
      <AuthCard icon={ShieldAlert} tone="danger" title={AUTH_FORM_TEXT.resetTitle}>
        <FormAlert>{AUTH_TEXT.recoveryNotFound}</FormAlert>
        <div className="mt-5 flex flex-col gap-2 sm:flex-row">
          <RequestNewCode />
          <ButtonLink to={PATHS.login} variant="secondary">
            {AUTH_FORM_TEXT.backToLogin}
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard icon={KeyRound} title={AUTH_FORM_TEXT.setTitle} description={AUTH_FORM_TEXT.setIntro}>
      <NewPasswordForm
        minMessage={AUTH_TEXT.passwordMin8}
        submitLabel={AUTH_FORM_TEXT.savePassword}
        failure={failure?.message}
        onSubmit={submit}
      />
    </AuthCard>
  );
}
