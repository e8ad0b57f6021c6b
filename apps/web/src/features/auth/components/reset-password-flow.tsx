import { AUTH_FORM_TEXT, AUTH_TEXT, type CodeSentResponse } from '@ibh/contract';
import { ArrowLeft, LockKeyhole } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { isApiRequestError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useSetNewPassword } from '../hooks/use-set-new-password';
import { textLinkClasses } from './auth-card';
import { EmailCodeForm } from './email-code-form';
import { NewPasswordForm } from './new-password-form';
import { PanelHeading } from './panel-heading';
import { VerificationPanel } from './verification-panel';

type Stage = { step: 'email' } | { step: 'code'; sent: CodeSentResponse } | { step: 'set' };

function sendFailure(error: unknown): string {
  if (isApiRequestError(error) && error.code === 'E_RATE_LIMITED') return error.message;
  return AUTH_TEXT.failedToSendReset;
}

/** A step of the reset with its own form: the lock heading, the form, Back to login. */
function ResetStep({
  title,
  intro,
  onCancel,
  children,
}: {
  title: string;
  intro: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5">
      <PanelHeading icon={LockKeyhole} title={title}>
        {intro}
      </PanelHeading>
      {children}
      <div>
        <button type="button" onClick={onCancel} className={textLinkClasses}>
          <ArrowLeft aria-hidden className="size-4" />
          {AUTH_FORM_TEXT.backToLogin}
        </button>
      </div>
    </div>
  );
}

/**
 * Login sub-mode otp-reset: the otp step (email, then the emailed recovery code) and the set step
 * (new password). Afterwards the user is signed out; the caller returns to password login.
 */
export function ResetPasswordFlow({
  email,
  onEmailChange,
  onCancel,
  onDone,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onCancel: () => void;
  onDone: () => void;
}) {
  const [stage, setStage] = useState<Stage>({ step: 'email' });
  const { signOut } = useAuth();
  const { failure, setFailure, submit } = useSetNewPassword(AUTH_TEXT.couldntUpdatePassword, async () => {
    await signOut();
    onDone();
  });

  if (stage.step === 'code') {
    return (
      <VerificationPanel
        email={email}
        purpose="recovery"
        resendAfterSeconds={stage.sent.resendAfterSeconds}
        errorStyle="login"
        submitLabel={AUTH_FORM_TEXT.verifyReset}
        onVerified={() => setStage({ step: 'set' })}
        onBack={() => setStage({ step: 'email' })}
        backLabel={AUTH_FORM_TEXT.changeEmail}
      />
    );
  }

  if (stage.step === 'set') {
    return (
      <ResetStep title={AUTH_FORM_TEXT.setTitle} intro={AUTH_FORM_TEXT.setIntro} onCancel={onCancel}>
        <NewPasswordForm
          minMessage={AUTH_TEXT.useAtLeast8}
          submitLabel={AUTH_FORM_TEXT.savePassword}
          focusOnMount
          failure={failure?.message}
          failureAction={
            failure?.expired ? (
              <Button variant="secondary" onClick={() => setStage({ step: 'email' })}>
                {AUTH_FORM_TEXT.requestNewCode}
              </Button>
            ) : undefined
          }
          onSubmit={submit}
        />
      </ResetStep>
    );
  }

  return (
    <ResetStep title={AUTH_FORM_TEXT.resetTitle} intro={AUTH_FORM_TEXT.resetIntro} onCancel={onCancel}>
      <EmailCodeForm
        purpose="recovery"
        defaultEmail={email}
        onEmailChange={onEmailChange}
        submitLabel={AUTH_FORM_TEXT.sendResetCode}
        failureMessage={sendFailure}
        focusOnMount
        onSent={(address, sent) => {
          onEmailChange(address);
          setFailure(null);
          setStage({ step: 'code', sent });
        }}
      />
    </ResetStep>
  );
}
