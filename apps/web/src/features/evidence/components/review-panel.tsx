import {
  ATTESTATION_DEPTHS,
  ATTESTATION_RATINGS,
  type AttestationDepth,
  type AttestationRating,
  EVIDENCE_TEXT,
  type EvidenceDetail,
  EVIDENCE_SCREEN_TEXT as T,
} from '@ibh/contract';
import { ArrowBigUp } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { TitledSection } from '@/components/page/titled-section';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useAttest, useCosign, useRespondInvite, useUpvote } from '../api/evidence-mutations';
import { errorText } from '../lib/evidence-labels';

/** Upvote toggled at once; a failure rolls back with the mapped message or 'Failed to update vote.'. */
function UpvoteToggle({ detail }: { detail: EvidenceDetail }) {
  const upvote = useUpvote(detail.id);
  const [on, setOn] = useState(detail.viewer.upvoted);
  const [count, setCount] = useState(detail.signals.proUpvotes + detail.signals.communityUpvotes);
  function toggle() {
    const next = !on;
    setOn(next);
    setCount((c) => c + (next ? 1 : -1));
    upvote.mutate(next, {
      onError: (e) => {
        setOn(!next);
        setCount((c) => c + (next ? -1 : 1));
        toast.error(errorText(e, EVIDENCE_TEXT.voteFailed));
      },
    });
  }
  return (
    <Button type="button" variant={on ? 'primary' : 'secondary'} aria-pressed={on} onClick={toggle}>
      <ArrowBigUp aria-hidden className="size-4" />
      {on ? T.upvoted : T.upvote} · {count}
    </Button>
  );
}

function AttestForm({ detail }: { detail: EvidenceDetail }) {
  const attest = useAttest(detail.id);
  const [clarity, setClarity] = useState<AttestationRating>('good');
  const [feasibility, setFeasibility] = useState<AttestationRating>('good');
  const [depth, setDepth] = useState<AttestationDepth>('medium');
  const [publicNote, setPublicNote] = useState('');
  const [privateNote, setPrivateNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    attest.mutate(
      {
        versionId: detail.version.id,
        clarity,
        feasibility,
        depth,
        publicNote,
        privateNote: privateNote || null,
      },
      {
        onSuccess: () => toast.success(T.attested),
        onError: (e) => setError(errorText(e, EVIDENCE_TEXT.loadFailed)),
      },
    );
  }
  return (
    <form onSubmit={onSubmit} aria-labelledby="attest-title" className="flex flex-col gap-3">
      <h3 id="attest-title" className="font-semibold text-ink">
        {T.attest}
      </h3>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <SelectField
          label={T.clarity}
          value={clarity}
          options={ATTESTATION_RATINGS}
          onChange={(e) => setClarity(e.target.value as AttestationRating)}
        />
        <SelectField
          label={T.feasibility}
          value={feasibility}
          options={ATTESTATION_RATINGS}
          onChange={(e) => setFeasibility(e.target.value as AttestationRating)}
        />
        <SelectField
          label={T.depth}
          value={depth}
          options={ATTESTATION_DEPTHS}
          onChange={(e) => setDepth(e.target.value as AttestationDepth)}
        />
      </div>
      <TextareaField
        label={T.publicNote}
        required
        value={publicNote}
        maxLength={1000}
        onChange={(e) => setPublicNote(e.target.value)}
      />
      <TextareaField
        label={T.privateNote}
        value={privateNote}
        maxLength={1000}
        onChange={(e) => setPrivateNote(e.target.value)}
      />
      <Button type="submit" className="self-start" disabled={publicNote.trim() === '' || attest.isPending}>
        {T.attest}
      </Button>
    </form>
  );
}

/** A pending pro-sign request to this professional: accept with a short note, or decline. */
export function RespondToInvite({ inviteId, onDone }: { inviteId: string; onDone?: () => void }) {
  const respond = useRespondInvite();
  const [note, setNote] = useState('');
  // mutateAsync: the inbox row unmounts once the list refreshes, and the toast must still show.
  const answer = (accept: boolean) =>
    respond.mutateAsync({ id: inviteId, accept, note }).then(
      () => {
        toast.success(accept ? EVIDENCE_TEXT.proSignAccepted : EVIDENCE_TEXT.proSignDeclined);
        onDone?.();
      },
      (e: unknown) => toast.error(EVIDENCE_TEXT.respondFailed(errorText(e, EVIDENCE_TEXT.loadFailed))),
    );
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={T.acceptNote}
        value={note}
        maxLength={1000}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" disabled={respond.isPending} onClick={() => answer(true)}>
          {T.accept}
        </Button>
        <Button variant="secondary" disabled={respond.isPending} onClick={() => answer(false)}>
          {T.decline}
        </Button>
      </div>
    </div>
  );
}

/** What professionals gave (co-signs, attestations) under a heading, or the line saying there is none. */
function ProNotes<N extends { pro: { id: string } }>({
  title,
  empty,
  items,
  children,
}: {
  title: string;
  empty: string;
  items: readonly N[];
  children: (item: N) => ReactNode;
}) {
  return (
    <div>
      <h3 className="font-semibold text-ink">{title}</h3>
      {items.length === 0 ? <p className="mt-1 text-sm text-ink-muted">{empty}</p> : null}
      <ul className="mt-2 flex flex-col gap-2 text-sm">
        {items.map((item) => (
          <li key={item.pro.id} className="rounded-lg bg-surface-muted p-3">
            {children(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The review panel: co-signers, attestations, and what this professional may do. */
export function ReviewPanel({ detail }: { detail: EvidenceDetail }) {
  const cosign = useCosign(detail.id);
  const v = detail.viewer;
  const canCosign = v.allowedActions.includes('cosign');
  return (
    <TitledSection
      id="review-title"
      title={T.reviewPanel}
      className="flex flex-col gap-4 rounded-card border border-sapphire-100 bg-surface p-5"
    >
      {detail.tombstoned ? <p className="text-sm text-ink-muted">{T.professionalActionsHidden}</p> : null}
      {!detail.tombstoned && (v.canUpvote || canCosign || v.upvoted) ? (
        <div className="flex flex-wrap gap-2">
          {v.canUpvote || v.upvoted ? <UpvoteToggle detail={detail} /> : null}
          {canCosign ? (
            <Button
              variant="primary"
              disabled={cosign.isPending}
              onClick={() =>
                cosign.mutate(detail.version.id, {
                  onSuccess: () => toast.success(T.cosigned),
                  onError: (e) => toast.error(errorText(e, EVIDENCE_TEXT.loadFailed)),
                })
              }
            >
              {T.cosign}
            </Button>
          ) : null}
        </div>
      ) : null}
      {!detail.tombstoned && v.pendingInviteId ? <RespondToInvite inviteId={v.pendingInviteId} /> : null}
      {!detail.tombstoned && v.allowedActions.includes('attest') ? <AttestForm detail={detail} /> : null}
      <ProNotes title={T.cosigners} empty={T.noCosigners} items={detail.cosigners}>
        {(c) => (
          <>
            <span className="font-medium text-ink">{c.pro.name}</span>
            {c.note ? <span className="text-ink-muted"> · {c.note}</span> : null}
          </>
        )}
      </ProNotes>
      <ProNotes title={T.attestations} empty={T.noAttestations} items={detail.attestations}>
        {(a) => (
          <>
            <p className="font-medium text-ink">
              {a.pro.name} · {T.clarity} {a.clarity} · {T.feasibility} {a.feasibility} · {a.depth}
            </p>
            <p className="text-ink">{a.publicNote}</p>
            {a.privateNote ? <p className="text-ink-muted">{a.privateNote}</p> : null}
          </>
        )}
      </ProNotes>
    </TitledSection>
  );
}
