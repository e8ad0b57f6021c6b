import { HOME, PULSE_TEXT, type PulseItem } from '@ibh/contract';
import type { LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { useMotionAllowed } from '../hooks/use-page-motion';
import { useRotatingIndex } from '../hooks/use-rotating-index';

const VISIBLE = 3;

const TONE = {
  gold: 'bg-gold-50 text-gold-700',
  sapphire: 'bg-sapphire-50 text-sapphire-600',
  neutral: 'bg-surface-muted text-ink-muted',
};

export interface PulseTickerProps {
  title: string;
  icon: LucideIcon;
  tone: keyof typeof TONE;
  /** This ticker's items of the queue, newest first. */
  items: readonly PulseItem[];
  isLoading?: boolean;
}

/** The items shown for a rotation step: VISIBLE of them, the step's newest on top. */
export function visibleItems(items: readonly PulseItem[], index: number): PulseItem[] {
  const count = Math.min(VISIBLE, items.length);
  return Array.from({ length: count }, (_, i) => items[(index + i) % items.length]).flatMap((item) =>
    item ? [item] : [],
  );
}

function PulseEntry({ item, first }: { item: PulseItem; first: boolean }) {
  return (
    <li
      className={cx(
        'rounded-lg border border-line px-3 py-2.5',
        first ? 'motion-safe:animate-ticker-in bg-canvas' : 'bg-surface',
      )}
    >
      <p className="flex items-start gap-2 text-sm leading-snug text-ink">
        <Avatar url={item.actor.avatarUrl} name={item.actor.name} size={24} className="mt-px" />
        <span className="min-w-0 break-words">
          <span className="font-medium">{item.actor.name}</span> {PULSE_TEXT.verbs[item.kind]}{' '}
          <Link
            to={item.subject.path}
            className="font-medium text-sapphire-700 underline-offset-2 hover:underline focus-visible:underline"
          >
            {item.subject.title}
          </Link>
        </span>
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-muted">
        {item.actor.country ? (
          <span className="rounded bg-surface-muted px-1.5 py-0.5 font-medium">{item.actor.country}</span>
        ) : null}
        <span>{PULSE_TEXT.kindLabels[item.kind]}</span>
        <RelativeTime value={item.occurredAt} />
      </p>
    </li>
  );
}

/**
 * One ticker: the newest items on top, moving on every 3.5-4.4 s (HOME.tickerMin/Max, jittered).
 * It stands still while hovered or focused, while the tab is hidden and when the user prefers
 * reduced motion.
 */
export function PulseTicker({ title, icon: Icon, tone, items, isLoading }: PulseTickerProps) {
  const [held, setHeld] = useState(false);
  const motion = useMotionAllowed();
  // With no more items than it shows, everything is in view and nothing moves.
  const rotating = items.length > VISIBLE ? items.length : 0;
  const index = useRotatingIndex(rotating, HOME.tickerMin, HOME.tickerMax, held || !motion);
  const titleId = useId();
  const visible = visibleItems(items, index);

  return (
    <section
      aria-labelledby={titleId}
      data-testid="pulse-ticker"
      className="flex min-w-0 flex-col rounded-card border border-line bg-surface p-5 shadow-sm"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="flex items-center gap-2.5">
        <span className={cx('inline-flex size-8 items-center justify-center rounded-lg', TONE[tone])}>
          <Icon aria-hidden className="size-4" />
        </span>
        <h3 id={titleId} className="text-base font-semibold text-ink">
          {title}
        </h3>
        {held && rotating > 0 ? (
          <span className="ml-auto text-xs font-medium text-ink-muted">{PULSE_TEXT.paused}</span>
        ) : null}
      </div>
      {isLoading ? (
        <div className="mt-4 flex min-h-[13.5rem] flex-col gap-2" aria-hidden>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : visible.length === 0 ? (
        <p className="mt-4 flex min-h-[13.5rem] items-center justify-center rounded-lg border border-dashed border-line px-3 text-center text-sm text-ink-muted">
          {PULSE_TEXT.tickerEmpty}
        </p>
      ) : (
        <ul className="mt-4 flex min-h-[13.5rem] flex-col gap-2" aria-live="off">
          {visible.map((item, position) => (
            <PulseEntry key={item.key} item={item} first={position === 0} />
          ))}
        </ul>
      )}
    </section>
  );
}
