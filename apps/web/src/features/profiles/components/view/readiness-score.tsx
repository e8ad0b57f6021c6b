import { PROFILE_PAGE_TEXT } from '@ibh/contract';
import { CheckCircle2, Circle, Gauge, Info } from 'lucide-react';
import { useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { useReadinessExplanation } from '../../api/readiness';

/** The founder readiness score; its button opens the explanation (which items earned points). */
export function ReadinessScore({ userId, score }: { userId: string; score: number }) {
  const [open, setOpen] = useState(false);
  const explanation = useReadinessExplanation(userId, open);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-sapphire-100 bg-sapphire-50 px-3 text-sm font-medium text-sapphire-700 hover:bg-sapphire-100">
        <Gauge aria-hidden className="size-4" />
        {PROFILE_PAGE_TEXT.readiness}
        <span className="font-semibold">{PROFILE_PAGE_TEXT.readinessScore(score)}</span>
        <Info aria-hidden className="size-4" />
        <span className="sr-only">{PROFILE_PAGE_TEXT.readinessExplain}</span>
      </PopoverTrigger>
      <PopoverContent label={PROFILE_PAGE_TEXT.readinessExplain}>
        <p className="font-semibold text-ink">{PROFILE_PAGE_TEXT.readinessExplain}</p>
        {explanation.isPending ? (
          <div className="mt-3 flex flex-col gap-2">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-5 w-3/5" />
          </div>
        ) : null}
        {explanation.isError ? (
          <p className="mt-3 text-danger-600">{PROFILE_PAGE_TEXT.readinessLoadFailed}</p>
        ) : null}
        {explanation.isSuccess ? (
          <ul className="mt-3 flex flex-col gap-2">
            {explanation.data.items.map((item) => (
              <li key={item.key} className="flex items-start gap-2">
                {item.earned ? (
                  <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-success-600" />
                ) : (
                  <Circle aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-muted" />
                )}
                <span className={cx('flex-1', item.earned ? 'text-ink' : 'text-ink-muted')}>
                  {item.label}
                  <span className="sr-only">
                    {' '}
                    ({item.earned ? PROFILE_PAGE_TEXT.readinessEarned : PROFILE_PAGE_TEXT.readinessNotEarned})
                  </span>
                </span>
                <span
                  className={cx('tabular-nums', item.earned ? 'font-semibold text-ink' : 'text-ink-muted')}
                >
                  +{item.points}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
