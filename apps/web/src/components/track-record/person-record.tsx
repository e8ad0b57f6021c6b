import { REVIEW_TEXT as R, type ReviewRole, TRACK_RECORD_TEXT as T } from '@ibh/contract';
import { CardSection } from '@/components/ui/card-section';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeletons } from '@/components/ui/skeletons';
import { ReviewCard } from './review-card';
import { usePersonReviews, useTrackRecord } from './track-record-api';
import { TrackRecordFigures } from './track-record-figures';

const RETRY = T.retry;

function RecordPart({ userId, side }: { userId: string; side: ReviewRole }) {
  const record = useTrackRecord(userId);
  if (record.isPending)
    return <Skeletons className="grid grid-cols-2 gap-3" shapes={['h-12', 'h-12', 'h-12', 'h-12']} />;
  if (record.isError)
    return <RetryAlert message={T.loadFailed} retry={RETRY} onRetry={() => void record.refetch()} />;
  return <TrackRecordFigures record={record.data} side={side} />;
}

/** The visible reviews about the person on this side (of one service when given). */
export function ReviewsPart({
  userId,
  side,
  serviceId = null,
}: {
  userId: string;
  side: ReviewRole;
  serviceId?: string | null;
}) {
  const reviews = usePersonReviews(userId, side, serviceId);
  if (reviews.isPending) return <Skeletons className="flex flex-col gap-3" shapes={['h-24', 'h-24']} />;
  if (reviews.isError)
    return <RetryAlert message={R.loadFailed} retry={RETRY} onRetry={() => void reviews.refetch()} />;
  if (reviews.data.items.length === 0) return <p className="text-sm text-ink-muted">{R.empty}</p>;
  return (
    <div className="flex flex-col gap-3">
      {reviews.data.items.map((review) => (
        <ReviewCard key={review.id} review={review} showService={serviceId === null} />
      ))}
    </div>
  );
}

/**
 * A person's track record on one side (figures, n, "How is this counted?") and, unless
 * `reviews` is false, the reviews about them beside it. Loaded lazily by the service page, the
 * profiles and the checkout (issue 29).
 */
export default function PersonRecord({
  userId,
  side = 'pro',
  serviceId = null,
  reviews = true,
  className,
}: {
  userId: string;
  side?: ReviewRole;
  serviceId?: string | null;
  reviews?: boolean;
  className?: string;
}) {
  return (
    <div className={className ?? 'flex flex-col gap-6'}>
      <CardSection title={side === 'pro' ? T.proTitle : T.buyerTitle} className="gap-3">
        <RecordPart userId={userId} side={side} />
      </CardSection>
      {reviews ? (
        <CardSection title={R.title} className="gap-3">
          <ReviewsPart userId={userId} side={side} serviceId={serviceId} />
        </CardSection>
      ) : null}
    </div>
  );
}

/** The service page's reviews card: the visible reviews of this service's orders. */
export function ServiceReviews({ userId, serviceId }: { userId: string; serviceId: string }) {
  return (
    <CardSection title={R.title} className="gap-3">
      <ReviewsPart userId={userId} side="pro" serviceId={serviceId} />
    </CardSection>
  );
}
