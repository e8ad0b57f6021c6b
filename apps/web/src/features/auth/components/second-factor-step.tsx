import { type SecondFactorMethod, SIGN_IN_SECOND_STEP_TEXT } from '@ibh/contract';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { SubmitButton } from '@/components/submit-button/submit-button';
import { FormAlert } from '@/components/ui/form-alert';
import { OneTimeCodeField, TextField } from '@/components/ui/text-field';
import { useVerifySecondFactor } from '../api/verify-second-factor';
import { errorMessage } from '../lib/auth-errors';
import { textLinkClasses } from './auth-card';
import { PanelHeading } from './panel-heading';
import { PasskeySignInButton } from './passkey-sign-in-button';

const T = SIGN_IN_SECOND_STEP_TEXT;

/**
 * The sign-in's second step (the password or emailed code was right, the account has a second
 * factor): a 6-digit code, a recovery code, or a passkey. Finishing it is the sign-in.
 */
export function SecondFactorStep({
  methods,
  onSignedIn,
  onStartOver,
}: {
  methods: readonly SecondFactorMethod[];
  onSignedIn: () => Promise<void>;
  onStartOver: () => void;
}) {
  const hasCode = methods.includes('totp');
  const [method, setMethod] = useState<'totp' | 'recovery'>('totp');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const verify = useVerifySecondFactor();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await verify.mutateAsync({ method, code: code.trim() });
    } catch (error) {
      setFailure(errorMessage(error, T.passkeyFailed));
      return;
    }
    await onSignedIn();
  };
  const switchTo = (next: 'totp' | 'recovery') => {
    setMethod(next);
    setCode('');
    setFailure(null);
  };

  return (
    <div className="flex flex-col gap-5">
      <PanelHeading icon={ShieldCheck} title={T.title} focusOnMount>
        {T.intro}
      </PanelHeading>
      {methods.includes('passkey') ? (
        <PasskeySignInButton onSignedIn={onSignedIn} label={T.usePasskey} />
      ) : null}
      {hasCode ? (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {method === 'totp' ? (
            <OneTimeCodeField label={T.codeLabel} value={code} onChange={(e) => setCode(e.target.value)} />
          ) : (
            <TextField
              label={T.recoveryLabel}
              autoComplete="off"
              spellCheck={false}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          )}
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <SubmitButton
            size="lg"
            className="w-full"
            busy={verify.isPending}
            label={T.verify}
            busyLabel={T.verifying}
          />
          <button
            type="button"
            className={`${textLinkClasses} self-start`}
            onClick={() => switchTo(method === 'totp' ? 'recovery' : 'totp')}
          >
            {method === 'totp' ? T.useRecovery : T.useCode}
          </button>
        </form>
      ) : null}
      <button type="button" className={`${textLinkClasses} self-start`} onClick={onStartOver}>
        {T.startOver}
      </button>
    </div>
  );
}
