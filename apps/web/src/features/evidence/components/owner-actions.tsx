import {
  EVIDENCE,
  EVIDENCE_TEXT,
  type EvidenceDetail,
  type EvidenceVersionAction,
  EVIDENCE_SCREEN_TEXT as T,
} from '@ibh/contract';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmActionButton } from '@/components/confirm/confirm-action-button';
import { confirmedToasts } from '@/components/confirm/confirmed-toasts';
import { useDebouncedValue } from '@/components/forms/use-debounced-value';
import { TitledSection } from '@/components/page/titled-section';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useCancelInvite, useFinalize, useInvitePro, useWithdraw } from '../api/evidence-mutations';
import { useProSearch } from '../api/evidence-queries';
import { errorText } from '../lib/evidence-labels';
import { DraftChanges, NewVersion } from './new-version';

function InviteForm({ evidenceId }: { evidenceId: string }) {
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<{ userId: string; displayName: string } | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The search waits for typing to pause (001 section 9).
  const search = useProSearch(useDebouncedValue(q, EVIDENCE.proSearchDebounce));
  const invite = useInvitePro(evidenceId);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!picked) return;
    setError(null);
    invite.mutate(
      { proUserId: picked.userId, message: message || null },
      {
        onSuccess: () => {
          toast.success(T.inviteSent);
          setPicked(null);
          setQ('');
          setMessage('');
        },
        onError: (e) => setError(errorText(e, EVIDENCE_TEXT.inviteFailed)),
      },
    );
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" aria-labelledby="invite-title">
      <h3 id="invite-title" className="font-semibold text-ink">
        {T.invitePro}
      </h3>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <TextField
        label={T.searchPros}
        type="search"
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          setPicked(null);
        }}
      />
      {q.trim() && !picked ? (
        search.data?.items.length === 0 ? (
          <p className="text-sm text-ink-muted">{EVIDENCE_TEXT.noSearchResults}</p>
        ) : (
          <ul className="flex flex-col gap-1" aria-label={T.searchPros}>
            {search.data?.items.map((p) => (
              <li key={p.userId}>
                <Button
                  type="button"
                  variant="ghost"
                  className="w-full justify-start"
                  onClick={() => setPicked(p)}
                >
                  {p.displayName}
                  {p.headline ? <span className="text-xs text-ink-muted"> · {p.headline}</span> : null}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {picked ? <p className="text-sm text-ink">{picked.displayName}</p> : null}
      <TextareaField
        label={T.inviteMessage}
        value={message}
        maxLength={500}
        onChange={(e) => setMessage(e.target.value)}
      />
      <Button type="submit" variant="gold" className="self-start" disabled={!picked || invite.isPending}>
        {T.sendInvite}
      </Button>
    </form>
  );
}

const WITHDRAW_CONFIRM = {
  title: T.withdraw,
  body: T.withdrawConfirm,
  confirmLabel: T.withdraw,
  cancelLabel: T.cancelInvite,
};

/** Owner Actions and Pending Invites with cancel (001 section 2.10). */
export function OwnerActions({ detail }: { detail: EvidenceDetail }) {
  const finalize = useFinalize(detail.id);
  const withdraw = useWithdraw(detail.id);
  const cancel = useCancelInvite();
  const pending = detail.invites.filter((i) => i.status === 'pending');
  // The buttons are the server's allowedActions (the version table); finalize shows on the newest version.
  const can = (action: EvidenceVersionAction) => detail.viewer.allowedActions.includes(action);
  const draft = can('finalize') && detail.versions[0]?.id === detail.version.id;
  const finalizedOnce = detail.versions.some((v) => v.hash);
  if (detail.tombstoned) return null;
  return (
    <TitledSection
      id="owner-title"
      title={T.ownerActions}
      className="flex flex-col gap-4 rounded-card border border-gold-100 bg-gold-50/40 p-5"
    >
      {draft ? <DraftChanges detail={detail} /> : null}
      <NewVersion detail={detail} />
      <div className="flex flex-wrap gap-2">
        {draft ? (
          <Button
            variant="gold"
            disabled={finalize.isPending}
            onClick={() =>
              finalize.mutate(undefined, {
                onSuccess: () => toast.success(T.finalized),
                onError: (e) => toast.error(errorText(e, EVIDENCE_TEXT.loadFailed)),
              })
            }
          >
            {T.finalize}
          </Button>
        ) : null}
        {can('withdraw') ? (
          <ConfirmActionButton
            variant="secondary"
            confirm={WITHDRAW_CONFIRM}
            busy={withdraw.isPending}
            onConfirm={(close) => withdraw.mutate(undefined, confirmedToasts(close, T.withdrawn))}
          >
            {T.withdraw}
          </ConfirmActionButton>
        ) : null}
      </div>
      {finalizedOnce ? (
        <InviteForm evidenceId={detail.id} />
      ) : (
        <p className="text-sm text-ink-muted">{EVIDENCE_TEXT.notFinalizedForInvite}</p>
      )}
      <div>
        <h3 className="font-semibold text-ink">{T.pendingInvites}</h3>
        {pending.length === 0 ? (
          <p className="text-sm text-ink-muted">{EVIDENCE_TEXT.noRequests}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {pending.map((i) => (
              <li
                key={i.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface p-3 text-sm"
              >
                <span>{i.pro.name}</span>
                {i.allowedActions.includes('cancel') ? (
                  <Button
                    variant="ghost"
                    aria-label={`${T.cancelInvite} ${i.pro.name}`}
                    onClick={() => cancel.mutate(i.id, { onSuccess: () => toast.success(T.inviteCancelled) })}
                  >
                    {T.cancelInvite}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </TitledSection>
  );
}
