import { type Passkey, SECOND_FACTOR, SECOND_FACTOR_TEXT } from '@ibh/contract';
import { Fingerprint, Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmActionButton } from '@/components/confirm/confirm-action-button';
import { confirmedToasts } from '@/components/confirm/confirmed-toasts';
import { SubmitButton } from '@/components/submit-button/submit-button';
import { CardSection } from '@/components/ui/card-section';
import { FormAlert } from '@/components/ui/form-alert';
import { RelativeTime } from '@/components/ui/relative-time';
import { TextField } from '@/components/ui/text-field';
import { isApiRequestError } from '@/lib/api-client';
import { passkeysSupported } from '@/lib/webauthn';
import { useAddPasskey, useRemovePasskey } from '../api/second-factor-settings';

const T = SECOND_FACTOR_TEXT.security;

function PasskeyRow({ passkey, canChange }: { passkey: Passkey; canChange: boolean }) {
  const remove = useRemovePasskey();
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 items-center gap-3">
        <Fingerprint aria-hidden className="size-5 shrink-0 text-sapphire-600" />
        <div className="min-w-0">
          <p className="truncate font-medium text-ink">{passkey.name}</p>
          <p className="text-xs text-ink-muted">
            {T.added('')}
            <RelativeTime value={passkey.createdAt} />
            {passkey.lastUsedAt ? (
              <>
                {', '}
                {T.lastUsed('')}
                <RelativeTime value={passkey.lastUsedAt} />
              </>
            ) : null}
          </p>
        </div>
      </div>
      {canChange ? (
        <ConfirmActionButton
          variant="ghost"
          aria-label={T.removePasskey(passkey.name)}
          busy={remove.isPending}
          confirm={{
            title: T.removeConfirmTitle,
            body: T.removeConfirmBody,
            confirmLabel: T.remove,
            cancelLabel: T.cancel,
          }}
          onConfirm={(close) =>
            remove.mutate(passkey.id, confirmedToasts(close, T.passkeyRemoved, T.passkeyFailed))
          }
        >
          <Trash2 aria-hidden className="size-4" />
        </ConfirmActionButton>
      ) : null}
    </li>
  );
}

/** Passkeys: the list (remove with a confirmation) and "Add a passkey" with its name. */
export function PasskeysCard({ passkeys, canChange }: { passkeys: readonly Passkey[]; canChange: boolean }) {
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    add.mutate(name.trim() || T.passkeyNameHint.replace('For example: ', ''), {
      onSuccess: () => {
        setName('');
        toast.success(T.passkeyAdded);
      },
      onError: (error) => setFailure(isApiRequestError(error) ? error.message : T.passkeyFailed),
    });
  };
  return (
    <CardSection title={T.passkeysTitle}>
      <p className="text-sm text-ink-muted">{T.passkeysIntro}</p>
      {passkeys.length === 0 ? (
        <p className="text-sm text-ink-muted">{T.passkeysEmpty}</p>
      ) : (
        <ul className="divide-y divide-line">
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} canChange={canChange} />
          ))}
        </ul>
      )}
      {canChange && passkeysSupported() && passkeys.length < SECOND_FACTOR.passkeysMax ? (
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            className="sm:max-w-xs sm:flex-1"
            label={T.passkeyName}
            hint={T.passkeyNameHint}
            maxLength={SECOND_FACTOR.passkeyNameMax}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <SubmitButton
            busy={add.isPending}
            label={T.addPasskey}
            busyLabel={T.addingPasskey}
            className="sm:mb-6"
          />
        </form>
      ) : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
    </CardSection>
  );
}
