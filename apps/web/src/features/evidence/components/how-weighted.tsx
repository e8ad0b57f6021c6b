import { SIGNAL_WEIGHT_TEXT as W } from '@ibh/contract';
import { Info } from 'lucide-react';
import { Fragment } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cx } from '@/lib/cx';

export const howWeightedTriggerClass = (compact: boolean) =>
  cx(
    'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-lg text-sapphire-700 hover:bg-sapphire-50',
    compact ? 'px-0' : 'px-2 text-sm font-medium',
  );

/**
 * "How is this weighted?": the published weights (the contract's SIGNAL_WEIGHTS, decision 154) in a
 * popover. The trigger is a button (Enter or Space opens it; Escape closes it and focus returns);
 * `compact` shows only its icon, named for screen readers.
 */
export function HowWeighted({ compact = false }: { compact?: boolean }) {
  return (
    <Popover>
      <PopoverTrigger className={howWeightedTriggerClass(compact)}>
        <Info aria-hidden className="size-4" />
        {compact ? <span className="sr-only">{W.howWeighted}</span> : W.howWeighted}
      </PopoverTrigger>
      <PopoverContent label={W.title}>
        <p className="font-semibold text-ink">{W.title}</p>
        <p className="mt-2 text-ink-muted">{W.intro}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
          {W.rows.map((row) => (
            <Fragment key={row.label}>
              <dt className="text-ink">{row.label}</dt>
              <dd className="font-semibold text-ink tabular-nums">{row.value}</dd>
            </Fragment>
          ))}
        </dl>
        <p className="mt-3 text-ink-muted">{W.ring}</p>
        <p className="mt-2 text-ink-muted">{W.rounding}</p>
      </PopoverContent>
    </Popover>
  );
}
