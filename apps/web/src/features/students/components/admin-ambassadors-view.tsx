import { AMBASSADOR_FILTERS, AMBASSADOR_TEXT, type AmbassadorApplicationDetail, TOASTS } from '@ibh/contract';
import { Check, GraduationCap, Mail, MapPin, X } from 'lucide-react';
import toast from 'react-hot-toast';
import { useReviewQueue } from '@/components/admin-review/use-review-queue';
import { ReviewQueue } from '@/components/lists/review-queue';
import { IconLabel } from '@/components/page/icon-label';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { type AmbassadorReview, useReviewAmbassador, useReviewAmbassadors } from '../api/review-ambassadors';

const TONE: Record<AmbassadorApplicationDetail['status'], BadgeTone> = {
  pending: 'gold',
  approved: 'success',
  declined: 'neutral',
};

function ApplicationItem({
  application,
  busy,
  onReview,
}: {
  application: AmbassadorApplicationDetail;
  busy: boolean;
  onReview: (kind: AmbassadorReview['kind']) => void;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-ink">{application.fullName}</h2>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
            <span className="inline-flex min-w-0 items-center gap-1 break-all">
              <Mail aria-hidden className="size-4 shrink-0" />
              {application.email}
            </span>
            {application.university ? (
              <IconLabel icon={GraduationCap}>{application.university}</IconLabel>
            ) : null}
            <IconLabel icon={MapPin}>{application.country}</IconLabel>
          </p>
        </div>
        <p className="flex flex-wrap items-center gap-2 text-xs text-ink-muted">
          <Badge tone={TONE[application.status]}>{AMBASSADOR_TEXT.status[application.status]}</Badge>
          <RelativeTime value={application.createdAt} />
        </p>
      </div>
      {application.why ? <p className="text-sm whitespace-pre-line text-ink">{application.why}</p> : null}
      {application.socials ? (
        <p className="text-sm break-words text-ink-muted">{application.socials}</p>
      ) : null}
      <p className="text-xs text-ink-muted">
        {AMBASSADOR_TEXT.source(application.source)}
        {application.userId ? ` · ${AMBASSADOR_TEXT.signedInAs}` : ''}
      </p>
      {application.status !== 'declined' ? (
        <div className="flex flex-wrap gap-2">
          {application.status === 'pending' ? (
            <Button
              disabled={busy}
              onClick={() => onReview('approve')}
              aria-label={`${AMBASSADOR_TEXT.approve}: ${application.fullName}`}
            >
              <Check aria-hidden className="size-4" />
              {AMBASSADOR_TEXT.approve}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => onReview('decline')}
            aria-label={`${AMBASSADOR_TEXT.decline}: ${application.fullName}`}
          >
            <X aria-hidden className="size-4" />
            {AMBASSADOR_TEXT.decline}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * /admin/ambassadors (issue 19): applications from the students page, newest first, by status;
 * approve (the ambassador shows on /students) or decline. The server checks admin rights on
 * every call; the page sits inside the access gate.
 */
export function AdminAmbassadorsView() {
  const { list, items, queue } = useReviewQueue(AMBASSADOR_FILTERS, useReviewAmbassadors);
  const review = useReviewAmbassador();

  const run = (next: AmbassadorReview) =>
    review.mutate(next, {
      onSuccess: () =>
        toast.success(next.kind === 'approve' ? AMBASSADOR_TEXT.approved : AMBASSADOR_TEXT.declined, {
          duration: TOASTS.admin,
        }),
      onError: () => toast.error(AMBASSADOR_TEXT.updateFailed, { duration: TOASTS.admin }),
    });

  return (
    <ReviewQueue
      titleId="admin-ambassadors-title"
      text={AMBASSADOR_TEXT}
      {...queue}
      loading={
        <div className="flex flex-col gap-4" aria-busy="true">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-36" />
          ))}
        </div>
      }
      error={<ErrorPanel message={AMBASSADOR_TEXT.loadFailed} onRetry={() => void list.refetch()} />}
    >
      {items.map((application) => (
        <ApplicationItem
          key={application.id}
          application={application}
          busy={review.isPending && review.variables?.id === application.id}
          onReview={(kind) => run({ kind, id: application.id })}
        />
      ))}
    </ReviewQueue>
  );
}
