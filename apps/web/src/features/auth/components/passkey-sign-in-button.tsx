import { SIGN_IN_SECOND_STEP_TEXT } from '@ibh/contract';
import { Fingerprint } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { passkeysSupported, signInWithPasskey } from '@/lib/webauthn';

/**
 * "Sign in with a passkey": the browser offers this site's passkeys (no email needed); a passkey
 * is a full sign-in on its own. Hidden where the browser has no WebAuthn.
 */
export function PasskeySignInButton({
  onSignedIn,
  label = SIGN_IN_SECOND_STEP_TEXT.passkeyButton,
}: {
  onSignedIn: () => Promise<void>;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!passkeysSupported()) return null;
  const start = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await signInWithPasskey();
    } catch {
      setFailed(true);
      setBusy(false);
      return;
    }
    await onSignedIn();
  };
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" size="lg" className="w-full" onClick={start} disabled={busy}>
        <Fingerprint aria-hidden className="size-4" />
        {busy ? SIGN_IN_SECOND_STEP_TEXT.passkeyWaiting : label}
      </Button>
      {failed ? <FormAlert>{SIGN_IN_SECOND_STEP_TEXT.passkeyFailed}</FormAlert> : null}
    </div>
  );
}
