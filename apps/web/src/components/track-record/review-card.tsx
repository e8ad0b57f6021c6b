import { REVIEW_TEXT as R, type Review } from '@ibh/contract';
import { ShieldCheck } from 'lucide-react';
import { formatDate } from '@/lib/dates';

/** Five stars (text glyphs: no new icon in the shared icon chunk), the first `rating` gold. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={R.stars(rating)} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden className={n <= rating ? 'text-gold-500' : 'text-ink-muted/40'}>
          ★
        </span>
      ))}
    </span>
  );
}

/** One review: stars, the author and their side, the text, and the dispute ruling if there was one. */
export function ReviewCard({ review, showService = false }: { review: Review; showService?: boolean }) {
  return (
    <article className="flex flex-col gap-2 rounded-lg border border-line p-4" data-review={review.id}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="text-sm font-medium text-ink">{review.author.name}</span>
        <span className="text-xs text-ink-muted">
          {review.role === 'buyer' ? R.byBuyer : R.byPro} · {formatDate(review.createdAt)}
        </span>
      </div>
      {showService ? <p className="text-xs text-ink-muted">{review.serviceTitle}</p> : null}
      <p className="text-sm whitespace-pre-line break-words text-ink">{review.body}</p>
      {review.ruling ? (
        <p className="inline-flex items-center gap-1.5 text-xs font-medium text-ink-muted" data-ruling>
          <ShieldCheck aria-hidden className="size-4 shrink-0" />
          {R.ruling[review.ruling.resolution]} · {formatDate(review.ruling.decidedAt)}
        </p>
      ) : null}
    </article>
  );
}
