import { REVIEW_TEXT as R, REVIEWS } from '@ibh/contract';
import { type FormEvent, useId, useState } from 'react';
import { SubmitButton } from '@/components/submit-button/submit-button';
import { TextareaField } from '@/components/ui/textarea-field';
import { cx } from '@/lib/cx';
import { useWriteReview } from '../../api/reviews';

/** A rating (five labelled radio stars) and a short text; posted once (issue 29). */
export function ReviewForm({ orderId }: { orderId: string }) {
  const write = useWriteReview(orderId);
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState('');
  const name = useId();
  const trimmed = body.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating > 0 && trimmed && !write.isPending) write.mutate({ rating, body: trimmed });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label={R.formTitle}>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium text-ink">{R.ratingLabel}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="inline-flex size-10 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-sapphire-500"
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="sr-only"
                aria-label={R.stars(n)}
              />
              <span
                aria-hidden
                className={cx('text-2xl', n <= rating ? 'text-gold-500' : 'text-ink-muted/50')}
              >
                ★
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextareaField
        label={R.bodyLabel}
        hint={R.bodyHint}
        value={body}
        maxLength={REVIEWS.bodyMax}
        onChange={(event) => setBody(event.target.value)}
      />
      <SubmitButton
        busy={write.isPending}
        label={R.submit}
        busyLabel={R.submitting}
        disabled={rating === 0 || !trimmed}
        className="self-start"
      />
    </form>
  );
}
