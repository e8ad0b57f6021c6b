import { type EvidenceSignals, SIGNAL_WEIGHT_TEXT as W } from '@ibh/contract';
import { Info } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { cx } from '@/lib/cx';

/** The popover (Radix) loads in a chunk of its own, so the idea page's budget does not carry it. */
const HowWeighted = lazy(() => import('./how-weighted').then((m) => ({ default: m.HowWeighted })));

/** What shows while the popover's code loads: the same trigger, not yet interactive. */
function TriggerPlaceholder({ compact }: { compact: boolean }) {
  return (
    <span
      aria-hidden
      className="inline-flex min-h-10 min-w-10 items-center justify-center gap-1 px-2 text-sm text-sapphire-700"
    >
      <Info className="size-4" />
      {compact ? null : W.howWeighted}
    </span>
  );
}

/** Raw and weighted counts side by side: "7 upvotes · 3.4 weighted", "3 useful · 1.2 weighted". */
export function WeightedSignals({
  signals,
  compact = false,
  className,
}: {
  signals: EvidenceSignals;
  compact?: boolean;
  className?: string;
}) {
  const pairs = [
    [W.upvotes(signals.proUpvotes + signals.communityUpvotes), signals.weightedUpvotes],
    [W.useful(signals.usefulCount), signals.weightedUseful],
  ] as const;
  return (
    <div
      className={cx(
        'flex flex-wrap items-center gap-x-4 gap-y-1',
        compact ? 'text-xs' : 'text-sm',
        className,
      )}
      data-testid="weighted-signals"
    >
      {pairs.map(([raw, weighted]) => (
        <span key={raw}>
          <span className="font-semibold text-ink">{raw}</span>
          <span className="text-ink-muted"> · {W.weightedCount(weighted)}</span>
        </span>
      ))}
      <Suspense fallback={<TriggerPlaceholder compact={compact} />}>
        <HowWeighted compact={compact} />
      </Suspense>
    </div>
  );
}
