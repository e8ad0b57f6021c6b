import { EVIDENCE_TEXT, type EvidenceDetail, EVIDENCE_SCREEN_TEXT as T } from '@ibh/contract';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useUpdateEvidence } from '../api/evidence-mutations';
import { useEvidence } from '../api/evidence-queries';
import { errorText } from '../lib/evidence-labels';
import { diffVersions, type VersionContent } from '../lib/version-diff';
import { VersionChanges } from './version-changes';

const contentOf = (v: EvidenceDetail['version']): VersionContent => ({
  title: v.title,
  summary: v.summary,
  interviews: v.interviews.map(({ question, answer, who, channel, learning }) => ({
    question,
    answer,
    who,
    channel,
    learning,
  })),
});

/**
 * A new version of finalized evidence (issue 26 item 6), prefilled from the latest version: the
 * owner edits title, summary and interview answers, sees what changed, and saves the draft (the
 * server's `revise`); the draft is then finalized into the chain.
 */
function NewVersionForm({ detail, onClose }: { detail: EvidenceDetail; onClose: () => void }) {
  const latest = useMemo(() => contentOf(detail.version), [detail.version]);
  const [draft, setDraft] = useState<VersionContent>(latest);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateEvidence(detail.id);
  const navigate = useNavigate();
  const changes = diffVersions(latest, draft);
  const titleError = draft.title.trim() === '' ? EVIDENCE_TEXT.titleRequired : undefined;
  const next = (detail.versions[0]?.version ?? detail.version.version) + 1;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (titleError || changes.length === 0) return;
    setError(null);
    const interviewsChanged = changes.some((c) => c.field.startsWith('Interview'));
    update.mutate(
      {
        title: draft.title,
        summary: draft.summary,
        ...(interviewsChanged
          ? {
              interviews: draft.interviews.map((i) => ({
                question: i.question,
                answer: i.answer,
                who: i.who,
                channel: i.channel,
                learning: i.learning,
              })),
            }
          : {}),
      },
      {
        onSuccess: (r) => {
          toast.success(T.draftSaved);
          onClose();
          navigate(`/ledger/e/${r.evidenceId}?v=${r.versionId}`);
        },
        onError: (e) => setError(errorText(e, EVIDENCE_TEXT.loadFailed)),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" aria-labelledby="new-version-title">
      <h3 id="new-version-title" className="font-semibold text-ink">
        {T.newVersionTitle(next)}
      </h3>
      <p className="text-sm text-ink-muted">{T.newVersionIntro}</p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <TextField
        label={T.title}
        value={draft.title}
        maxLength={200}
        error={titleError}
        onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
      />
      <TextareaField
        label={T.summary}
        value={draft.summary}
        rows={4}
        onChange={(e) => setDraft((d) => ({ ...d, summary: e.target.value }))}
      />
      {draft.interviews.map((i, index) => {
        // Interviews keep their order, so the numbered label names each row.
        const label = `${index + 1}. ${i.question}`;
        return (
          <TextareaField
            key={label}
            label={label}
            value={i.answer}
            rows={2}
            onChange={(e) =>
              setDraft((d) => ({
                ...d,
                interviews: d.interviews.map((row, n) =>
                  n === index ? { ...row, answer: e.target.value } : row,
                ),
              }))
            }
          />
        );
      })}
      <VersionChanges changes={changes} id="new-version-changes" />
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          variant="gold"
          disabled={update.isPending || changes.length === 0 || Boolean(titleError)}
        >
          {T.saveDraft}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          {T.discardEdit}
        </Button>
      </div>
    </form>
  );
}

/** The owner's "New version" entry: shown on the newest version when the table allows `revise`. */
export function NewVersion({ detail }: { detail: EvidenceDetail }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const newest = detail.versions[0]?.id === detail.version.id;
  if (!detail.viewer.allowedActions.includes('revise') || !newest) return null;
  if (!open) {
    return (
      <div>
        <Button ref={button} variant="secondary" onClick={() => setOpen(true)}>
          {T.newVersion}
        </Button>
      </div>
    );
  }
  return (
    <NewVersionForm
      detail={detail}
      onClose={() => {
        setOpen(false);
        requestAnimationFrame(() => button.current?.focus());
      }}
    />
  );
}

/** On a draft that follows a finalized version: what changed since it (before finalizing). */
export function DraftChanges({ detail }: { detail: EvidenceDetail }) {
  const previous = detail.versions.find((v) => v.hash && v.version < detail.version.version);
  return previous ? <ChangesSince detail={detail} previousId={previous.id} /> : null;
}

function ChangesSince({ detail, previousId }: { detail: EvidenceDetail; previousId: string }) {
  const before = useEvidence(detail.id, previousId);
  if (before.isPending) return <Skeleton className="h-20 w-full" />;
  if (before.isError) return <FormAlert>{EVIDENCE_TEXT.loadFailed}</FormAlert>;
  return (
    <VersionChanges
      id="draft-changes"
      changes={diffVersions(contentOf(before.data.version), contentOf(detail.version))}
    />
  );
}
