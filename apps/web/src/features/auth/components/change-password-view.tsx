import { AUTH_FORM_TEXT, AUTH_TEXT, PATHS } from '@ibh/contract';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { useChangePassword } from '../api/change-password';
import { useSignOutToLogin } from '../hooks/use-sign-out-to-login';
import { errorMessage } from '../lib/auth-errors';
import { AuthCard, textLinkClasses } from './auth-card';
import { NewPasswordForm } from './new-password-form';

/**
 * The simple /change-password page: current, new and confirm (decision 46); success signs out
 * everywhere and goes to /login.
 */
export function ChangePasswordView() {
  const change = useChangePassword();
  const signOutToLogin = useSignOutToLogin();
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <AuthCard
      icon={KeyRound}
      title={AUTH_FORM_TEXT.changeTitle}
      description={AUTH_FORM_TEXT.changeIntro}
      footer={
        <Link to={PATHS.dashboard} className={textLinkClasses}>
          {AUTH_FORM_TEXT.cancel}
        </Link>
      }
    >
      <NewPasswordForm
        minMessage={AUTH_TEXT.passwordMin8}
        submitLabel={AUTH_FORM_TEXT.savePassword}
        askCurrent
        failure={failure}
        onSubmit={async (password, currentPassword) => {
          setFailure(null);
          try {
            await change.mutateAsync({ currentPassword, password });
          } catch (error) {
            setFailure(`${AUTH_TEXT.passwordChangeFailedPrefix}${errorMessage(error, AUTH_TEXT.unexpected)}`);
            return;
          }
          toast.success(AUTH_TEXT.passwordChanged);
          await signOutToLogin();
        }}
      />
    </AuthCard>
  );
}
