import { AUTH_FORM_TEXT, type CodeSentResponse } from '@ibh/contract';
import { useState } from 'react';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import type { SignupValues } from '../lib/form-schemas';
import { SignupForm } from './signup-form';
import { VerificationPanel } from './verification-panel';

const EMPTY: SignupValues = { fullName: '', email: '', password: '', role: '' };

/** Signup mode: the form, then the emailed code ('Invalid code: {message}' on failure). */
export function SignupPanel() {
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [sent, setSent] = useState<CodeSentResponse | null>(null);
  const finishSignIn = useFinishSignIn();

  if (sent) {
    return (
      <VerificationPanel
        email={values.email}
        purpose="signup"
        resendAfterSeconds={sent.resendAfterSeconds}
        errorStyle="signup"
        submitLabel={AUTH_FORM_TEXT.verify}
        onVerified={finishSignIn}
        onBack={() => setSent(null)}
        backLabel={AUTH_FORM_TEXT.changeEmail}
      />
    );
  }
  return (
    <SignupForm
      defaultValues={values}
      onSent={(form, answer) => {
        setValues(form);
        setSent(answer);
      }}
    />
  );
}
