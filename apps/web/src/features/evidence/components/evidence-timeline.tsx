import { EVIDENCE_TEXT, type EvidenceItem, shortEvidenceId, EVIDENCE_SCREEN_TEXT as T } from '@ibh/contract';
import { FileCheck2, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { usePageItems } from '@/components/lists/keyset-pages';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { RelativeTime } from '@/components/ui/relative-time';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth';
import { useUseful } from '../api/evidence-mutations';
import { useEvidenceTimeline, useMilestones } from '../api/evidence-queries';
import { errorText, STATE_LABEL } from '../lib/evidence-labels';
import { WeightedSignals } from './weighted-signals';

/** Mark useful, toggled at once and rolled back with the server's words when it fails. */
function UsefulToggle({ item }: { item: EvidenceItem }) {
  const useful = useUseful();
  const [mine, setMine] = useState(item.myUseful);
  const [count, setCount] = useState(item.signals.usefulCount);
  function toggle() {
    const next = !mine;
    setMine(next);
    setCount((c) => c + (next ? 1 : -1));
    useful.mutate(
      { id: item.id, on: next },
      {
        onSuccess: (r) => {
          setMine(r.myUseful);
          setCount(r.usefulCount);
        },
        onError: (e) => {
          setMine(!next);
          setCount((c) => c + (next ? -1 : 1));
          toast.error(errorText(e, EVIDENCE_TEXT.voteFailed));
        },
      },
    );
  }
  return (
    <Button type="button" variant={mine ? 'gold' : 'secondary'} aria-pressed={mine} onClick={toggle}>
      <ThumbsUp aria-hidden className="size-4" />
      {mine ? T.markedUseful : T.markUseful} · {count}
    </Button>
  );
}

function TimelineItem({
  item,
  milestone,
}: {
  item: EvidenceItem;
  milestone?: { proTrustSignals: number; communityValidated: boolean };
}) {
  const { status } = useAuth();
  const state = STATE_LABEL[item.state];
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={state.tone}>{state.label}</Badge>
        <Badge>{item.privacy.replace('_', ' ')}</Badge>
        {item.kind === 'experiment_not_met' ? <Badge tone="danger">{T.negativeResult}</Badge> : null}
        {milestone ? (
          <Badge tone={milestone.communityValidated ? 'success' : 'sapphire'}>
            {milestone.communityValidated ? T.communityValidated : T.trustSignals(milestone.proTrustSignals)}
          </Badge>
        ) : null}
        <span className="ms-auto text-xs text-ink-muted">
          <RelativeTime value={item.createdAt} />
        </span>
      </div>
      <h3 className="text-base font-semibold text-ink">
        <Link to={`/ledger/e/${item.id}`} className="hover:underline">
          {item.title}
        </Link>
      </h3>
      <p className="text-sm text-ink-muted">
        {item.createdBy.name}
        {item.summary ? ` · ${item.summary.slice(0, 180)}` : ''}
      </p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
        <li>
          {T.integrityHash}:{' '}
          <span className="font-mono">{item.hash ? shortEvidenceId(item.hash) : EVIDENCE_TEXT.draft}</span>
        </li>
        <li>{T.attachments(item.artifactTypes.length)}</li>
        <li>{T.signatures(item.signals.proCosigns)}</li>
        <li>{T.attestationsCount(item.signals.attestations)}</li>
      </ul>
      {item.state !== 'draft' ? <WeightedSignals signals={item.signals} compact /> : null}
      {status === 'signed_in' && item.state !== 'draft' && item.state !== 'tombstoned' ? (
        <div>
          <UsefulToggle item={item} />
        </div>
      ) : null}
    </li>
  );
}

/** /evidence: the timeline with cursor paging, a milestone chip per item and mark useful. */
export function EvidenceTimeline() {
  const list = useEvidenceTimeline();
  const items = usePageItems(list.data);
  const milestones = useMilestones(items.map((i) => i.id).slice(0, 100));
  if (list.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-36 w-full" />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <RetryAlert message={EVIDENCE_TEXT.timelineFailed} retry="Retry" onRetry={() => void list.refetch()} />
    );
  }
  if (items.length === 0) return <EmptyState icon={FileCheck2} title={EVIDENCE_TEXT.noEvidence} />;
  return (
    <div className="flex flex-col gap-3">
      {milestones.isError ? <FormAlert>{EVIDENCE_TEXT.milestonesFailed}</FormAlert> : null}
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <TimelineItem
            key={item.id}
            item={item}
            milestone={milestones.data?.items.find((m) => m.evidenceId === item.id)}
          />
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {T.loadMore}
        </Button>
      ) : null}
    </div>
  );
}
