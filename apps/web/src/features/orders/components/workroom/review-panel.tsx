import { type OrderReviews, REVIEW_TEXT as R, TRACK_RECORD_TEXT } from '@ibh/contract';
import { ReviewCard } from '@/components/track-record/review-card';
import { CardSection } from '@/components/ui/card-section';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeletons } from '@/components/ui/skeletons';
import { formatDate } from '@/lib/dates';
import { useOrderReviews } from '../../api/reviews';
import { ReviewForm } from './review-form';

function Theirs({ reviews }: { reviews: OrderReviews }) {
  const other = reviews.role === 'buyer' ? 'pro' : 'buyer';
  return (
    <div className="flex flex-col gap-2" data-theirs>
      <h3 className="text-sm font-semibold text-ink">{R.theirs(other)}</h3>
      {reviews.theirs.review ? (
        <ReviewCard review={reviews.theirs.review} />
      ) : (
        <p className="text-sm text-ink-muted">{reviews.theirs.written ? R.theirsHidden : R.theirsNone}</p>
      )}
    </div>
  );
}

function Loaded({ reviews }: { reviews: OrderReviews }) {
  const revealed = reviews.theirs.review !== null;
  return (
    <div className="flex flex-col gap-4">
      {reviews.mine ? (
        <div className="flex flex-col gap-2" data-mine>
          <h3 className="text-sm font-semibold text-ink">{R.yours}</h3>
          <ReviewCard review={reviews.mine} />
          {revealed ? null : <p className="text-sm text-ink-muted">{R.waiting}</p>}
        </div>
      ) : reviews.canWrite ? (
        <ReviewForm orderId={reviews.orderId} />
      ) : (
        <p className="text-sm text-ink-muted">{R.windowClosed}</p>
      )}
      <Theirs reviews={reviews} />
      {reviews.revealAt && !revealed ? (
        <p className="text-xs text-ink-muted">{R.revealOn(formatDate(reviews.revealAt))}</p>
      ) : null}
    </div>
  );
}

/** The workroom's reviews once the order is completed: double-blind until both wrote or 14 days. */
export default function ReviewPanel({ orderId }: { orderId: string }) {
  const reviews = useOrderReviews(orderId);
  return (
    <CardSection title={R.formTitle} className="gap-3">
      {reviews.isPending ? (
        <Skeletons className="flex flex-col gap-3" shapes={['h-10 w-56', 'h-24']} />
      ) : reviews.isError ? (
        <RetryAlert
          message={R.loadFailed}
          retry={TRACK_RECORD_TEXT.retry}
          onRetry={() => void reviews.refetch()}
        />
      ) : (
        <Loaded reviews={reviews.data} />
      )}
    </CardSection>
  );
}
