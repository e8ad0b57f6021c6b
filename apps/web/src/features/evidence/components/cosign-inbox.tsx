import { EVIDENCE_TEXT, EVIDENCE_SCREEN_TEXT as T } from '@ibh/contract';
import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { RelativeTime } from '@/components/ui/relative-time';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiRequestError } from '@/lib/api-client';
import { useInbox } from '../api/evidence-queries';
import { RespondToInvite } from './review-panel';

/** /pro/cosign-inbox: pending pro-sign requests (professionals only). */
export function CosignInbox() {
  const inbox = useInbox();
  if (inbox.isPending) return <Skeleton className="h-40 w-full" />;
  if (inbox.isError) {
    if (isApiRequestError(inbox.error) && inbox.error.code === 'E_NOT_PROFESSIONAL') {
      return <FormAlert>{EVIDENCE_TEXT.professionalsOnly}</FormAlert>;
    }
    return (
      <RetryAlert message={EVIDENCE_TEXT.inboxFailed} retry="Retry" onRetry={() => void inbox.refetch()} />
    );
  }
  if (inbox.data.items.length === 0)
    return <EmptyState icon={Inbox} title={EVIDENCE_TEXT.noPendingRequests} />;
  return (
    <ul className="flex flex-col gap-3">
      {inbox.data.items.map((row) => (
        <li
          key={row.id}
          className="flex flex-col gap-3 rounded-card border border-sapphire-100 bg-surface p-4"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <Link to={`/ledger/e/${row.evidenceId}`} className="font-semibold text-ink hover:underline">
              {row.evidenceTitle}
            </Link>
            <span className="text-xs text-ink-muted">
              <RelativeTime value={row.requestedAt} />
            </span>
          </div>
          <p className="text-sm text-ink-muted">{T.requestedBy(row.requesterName)}</p>
          {row.message ? <p className="text-sm text-ink">{row.message}</p> : null}
          {row.allowedActions.includes('accept') || row.allowedActions.includes('decline') ? (
            <RespondToInvite inviteId={row.id} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
