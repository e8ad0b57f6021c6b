import {
  AUTH_FORM_TEXT,
  AUTH_TEXT,
  type CodeSentResponse,
  type SecondFactorMethod,
  TOASTS,
} from '@ibh/contract';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { isApiRequestError } from '@/lib/api-client';
import { setPasswordResetPending } from '@/lib/auth-redirect';
import { sendCode } from '../api/send-code';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { errorMessage } from '../lib/auth-errors';
import { EmailCodeForm } from './email-code-form';
import { MethodSwitch } from './method-switch';
import { PanelHeading } from './panel-heading';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { PasswordLoginForm } from './password-login-form';
import { ResetPasswordFlow } from './reset-password-flow';
import { SecondFactorStep } from './second-factor-step';
import { VerificationPanel } from './verification-panel';

/** The login sub-modes of the spec (000 section 2): password, otp, otp-verify, otp-reset. */
export type LoginStep =
  | { mode: 'password'; focusPassword?: boolean }
  | { mode: 'otp'; focusEmail?: boolean }
  | { mode: 'otp-verify'; purpose: 'login' | 'signup'; resendAfterSeconds: number }
  | { mode: 'otp-reset' }
  | { mode: 'second-factor'; methods: SecondFactorMethod[] };

function sendFailure(error: unknown): string {
  if (isApiRequestError(error) && error.code === 'E_RATE_LIMITED') return error.message;
  return errorMessage(error, AUTH_TEXT.unexpectedSendingOtp);
}

/** Login mode of the sign-in card: one sub-mode at a time, the email carried between them. */
export function LoginPanel({ initialStep = { mode: 'password' } }: { initialStep?: LoginStep }) {
  const [step, setStep] = useState<LoginStep>(initialStep);
  const [email, setEmail] = useState('');
  const finishSignIn = useFinishSignIn();

  const go = (next: LoginStep) => {
    if (next.mode === 'otp-reset') setPasswordResetPending(true);
    setStep(next);
  };
  const verify = (purpose: 'login' | 'signup', sent: CodeSentResponse) =>
    go({ mode: 'otp-verify', purpose, resendAfterSeconds: sent.resendAfterSeconds });

  if (step.mode === 'second-factor') {
    return (
      <SecondFactorStep
        methods={step.methods}
        onSignedIn={finishSignIn}
        onStartOver={() => go({ mode: 'password' })}
      />
    );
  }

  if (step.mode === 'otp-verify') {
    return (
      <VerificationPanel
        email={email}
        purpose={step.purpose}
        resendAfterSeconds={step.resendAfterSeconds}
        errorStyle={step.purpose === 'signup' ? 'signup' : 'login'}
        submitLabel={AUTH_FORM_TEXT.verify}
        onVerified={async (result) => {
          if (result.secondFactor) go({ mode: 'second-factor', methods: result.secondFactor.methods });
          else await finishSignIn();
        }}
        onBack={() =>
          go(step.purpose === 'signup' ? { mode: 'password' } : { mode: 'otp', focusEmail: true })
        }
        backLabel={AUTH_FORM_TEXT.changeEmail}
      />
    );
  }

  if (step.mode === 'otp-reset') {
    return (
      <ResetPasswordFlow
        email={email}
        onEmailChange={setEmail}
        onCancel={() => {
          setPasswordResetPending(false);
          go({ mode: 'password' });
        }}
        onDone={() => {
          toast.success(AUTH_TEXT.resetDone, { duration: TOASTS.login });
          go({ mode: 'password', focusPassword: true });
        }}
      />
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <MethodSwitch
        value={step.mode}
        onChange={(mode) => go({ mode })}
        labels={{ password: AUTH_FORM_TEXT.methodPassword, otp: AUTH_FORM_TEXT.methodCode }}
        groupLabel={AUTH_FORM_TEXT.methodLabel}
      />
      {step.mode === 'password' ? (
        <PasswordLoginForm
          defaultEmail={email}
          onEmailChange={setEmail}
          focusPassword={step.focusPassword === true}
          onForgotPassword={() => go({ mode: 'otp-reset' })}
          onConfirmEmail={async (address) => {
            try {
              const sent = await sendCode({ email: address, purpose: 'signup' });
              setEmail(address);
              verify('signup', sent);
            } catch (error) {
              toast.error(sendFailure(error), { duration: TOASTS.login });
            }
          }}
          onSignedIn={finishSignIn}
          onSecondFactor={(methods) => go({ mode: 'second-factor', methods })}
        />
      ) : (
        <>
          <PanelHeading icon={Mail} title={AUTH_FORM_TEXT.codeTitle}>
            {AUTH_FORM_TEXT.codeIntro}
          </PanelHeading>
          <EmailCodeForm
            purpose="login"
            defaultEmail={email}
            onEmailChange={setEmail}
            submitLabel={AUTH_FORM_TEXT.sendCode}
            failureMessage={sendFailure}
            focusOnMount={step.focusEmail === true}
            onSent={(address, sent) => {
              setEmail(address);
              verify('login', sent);
            }}
          />
        </>
      )}
      <PasskeySignInButton onSignedIn={finishSignIn} />
    </div>
  );
}
