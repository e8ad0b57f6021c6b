import {
  EVIDENCE,
  EVIDENCE_TEXT,
  type EvidenceDetail,
  SCOPE_LABELS,
  shortEvidenceId,
  EVIDENCE_SCREEN_TEXT as T,
} from '@ibh/contract';
import { Copy, FileText, Link as LinkIcon, Music } from 'lucide-react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiRequestError } from '@/lib/api-client';
import { formatFull } from '@/lib/dates';
import { bumpView } from '../api/evidence-mutations';
import { useEvidence } from '../api/evidence-queries';
import { STATE_LABEL } from '../lib/evidence-labels';
import { HashChain } from './hash-chain';
import { OwnerActions } from './owner-actions';
import { ReviewPanel } from './review-panel';
import { WeightedSignals } from './weighted-signals';

function Header({ detail }: { detail: EvidenceDetail }) {
  const navigate = useNavigate();
  const state = STATE_LABEL[detail.version.state];
  async function copy() {
    try {
      await navigator.clipboard.writeText(detail.id);
      toast.success(EVIDENCE_TEXT.idCopied(shortEvidenceId(detail.id)));
    } catch {
      toast.error(EVIDENCE_TEXT.idCopyFailed);
    }
  }
  return (
    <header className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-ink-muted">{T.evidenceId}</span>
        <code className="font-mono text-ink">{shortEvidenceId(detail.id)}</code>
        <Button variant="ghost" size="icon" aria-label={T.copyId} onClick={() => void copy()}>
          <Copy aria-hidden className="size-4" />
        </Button>
        <Badge tone={state.tone}>{state.label}</Badge>
        <Badge>{SCOPE_LABELS[detail.scope]}</Badge>
        {detail.kind === 'experiment_not_met' ? <Badge tone="danger">{T.negativeResult}</Badge> : null}
      </div>
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-ink">
        {detail.version.title}
      </h1>
      {detail.kind === 'experiment_not_met' ? (
        <p className="text-sm text-ink" data-testid="negative-result-note">
          {T.negativeResultNote}
        </p>
      ) : null}
      <p className="text-sm text-ink-muted">
        {detail.owner.name}
        {detail.linkedIdea ? (
          <>
            {' · '}
            <Link className="text-sapphire-600 hover:underline" to={`/ideas/${detail.linkedIdea.id}`}>
              {detail.linkedIdea.title}
            </Link>
          </>
        ) : null}
      </p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <SelectField
          label={T.version}
          value={detail.version.id}
          options={detail.versions.map((v) => ({
            value: v.id,
            label: `v${v.version} · ${STATE_LABEL[v.state].label}`,
          }))}
          onChange={(e) => navigate(`/ledger/e/${detail.id}?v=${e.target.value}`)}
        />
        <dl className="text-sm">
          <dt className="text-ink-muted">{T.created_at}</dt>
          <dd className="text-ink">{formatFull(new Date(detail.version.createdAt))}</dd>
        </dl>
        <dl className="text-sm">
          <dt className="text-ink-muted">{T.finalized_at}</dt>
          <dd className="text-ink">
            {detail.version.finalizedAt
              ? formatFull(new Date(detail.version.finalizedAt))
              : EVIDENCE_TEXT.draft}
          </dd>
        </dl>
      </div>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-label={T.signals}>
        {(
          [
            [T.proUpvotes, detail.signals.proUpvotes],
            [T.communityUpvotes, detail.signals.communityUpvotes],
            [T.proCosigns, detail.signals.proCosigns],
            [T.usefulCount, detail.signals.usefulCount],
            [T.views, detail.viewCount],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="flex gap-1">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <WeightedSignals signals={detail.signals} />
      {detail.ownerIntent.length ? (
        <ul className="flex flex-wrap gap-1" aria-label={T.tags}>
          {detail.ownerIntent.map((tag) => (
            <li key={tag}>
              <Badge tone="gold">{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}

function Body({ detail }: { detail: EvidenceDetail }) {
  const v = detail.version;
  const interviews = v.interviews.slice(0, EVIDENCE.maxInterviewsShown);
  const artifacts = v.artifacts.slice(0, EVIDENCE.maxArtifactsShown);
  return (
    <section
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5"
      aria-labelledby="summary-title"
    >
      <h2 id="summary-title" className="text-lg font-semibold text-ink">
        {T.summary}
      </h2>
      <p className="whitespace-pre-line text-sm text-ink">{v.summary || '—'}</p>
      <h2 className="text-lg font-semibold text-ink">{T.interviews}</h2>
      {interviews.length === 0 ? (
        <p className="text-sm text-ink-muted">{T.noInterviews}</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm">
          {interviews.map((i) => (
            <li key={i.number} className="rounded-lg bg-surface-muted p-3">
              <p className="font-medium text-ink">
                {i.number}. {i.question}
              </p>
              <p className="text-ink">{i.answer}</p>
              {i.who || i.channel ? (
                <p className="text-xs text-ink-muted">{[i.who, i.channel].filter(Boolean).join(' · ')}</p>
              ) : null}
              {i.learning && i.learning.trim() !== i.answer.trim() ? (
                <p className="text-xs text-ink-muted">{i.learning}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <h2 className="text-lg font-semibold text-ink">{T.artifacts}</h2>
      {artifacts.length === 0 ? (
        <p className="text-sm text-ink-muted">{T.noArtifacts}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {artifacts.map((a, index) => (
            <li
              key={a.contentHash ?? a.sourceUrl ?? a.name ?? String(index)}
              className="flex flex-col gap-2 rounded-lg border border-line p-3 text-sm"
            >
              {a.type === 'image' ? (
                <img
                  src={a.url}
                  alt={a.name ?? `${T.artifacts} ${index + 1}`}
                  className="max-h-48 w-full rounded object-contain"
                />
              ) : null}
              <a
                href={a.url}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex min-h-10 items-center gap-2 text-sapphire-600 hover:underline"
              >
                {a.type === 'link' ? (
                  <LinkIcon aria-hidden className="size-4" />
                ) : a.type === 'audio' ? (
                  <Music aria-hidden className="size-4" />
                ) : (
                  <FileText aria-hidden className="size-4" />
                )}
                {a.name ?? a.type}
              </a>
              {a.contentHash ? (
                <code className="break-all text-xs text-ink-muted">sha256 {a.contentHash}</code>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /ledger/e/{evidenceId}?v=: one evidence, every state of the page. */
export function EvidenceDetailView({ id, versionId }: { id: string; versionId?: string }) {
  const evidence = useEvidence(id, versionId);
  useEffect(() => bumpView(id), [id]);
  if (evidence.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (evidence.isError) {
    const error = evidence.error;
    if (isApiRequestError(error) && (error.status === 404 || error.code === 'E_INVALID_INPUT')) {
      return (
        <EmptyState title={EVIDENCE_TEXT.notFound} action={<Link to="/evidence">{T.ledgerTitle}</Link>} />
      );
    }
    if (isApiRequestError(error) && error.status === 403) {
      return (
        <FormAlert
          action={
            <Link to="/evidence" className="font-medium text-sapphire-600 hover:underline">
              {T.ledgerTitle}
            </Link>
          }
        >
          {EVIDENCE_TEXT.noAccess}
        </FormAlert>
      );
    }
    return (
      <RetryAlert message={EVIDENCE_TEXT.loadFailed} retry="Retry" onRetry={() => void evidence.refetch()} />
    );
  }
  const detail = evidence.data;
  return (
    <div className="flex flex-col gap-4">
      <title>{`${detail.version.title} · IBH`}</title>
      <Header detail={detail} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <Body detail={detail} />
          <HashChain detail={detail} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          {detail.viewer.isOwner ? <OwnerActions detail={detail} /> : null}
          <ReviewPanel detail={detail} />
        </div>
      </div>
    </div>
  );
}
