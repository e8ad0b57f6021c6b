import { HOME } from '@ibh/contract';
import { useId, useState } from 'react';
import { cx } from '@/lib/cx';
import { useRotatingIndex } from '../hooks/use-rotating-index';
import type { TickerFeed } from './ticker-samples';

const VISIBLE = 3;

const TONE = {
  gold: 'bg-gold-50 text-gold-700',
  sapphire: 'bg-sapphire-50 text-sapphire-600',
  neutral: 'bg-surface-muted text-ink-muted',
};

/** One ticker: the newest item on top, a new one every 3.5-4.4 s; hovering or focusing pauses it. */
export function PulseTicker({ feed }: { feed: TickerFeed }) {
  const [paused, setPaused] = useState(false);
  const index = useRotatingIndex(feed.items.length, HOME.tickerMin, HOME.tickerMax, paused);
  const titleId = useId();
  const count = Math.min(VISIBLE, feed.items.length);
  const visible = Array.from({ length: count }, (_, i) => {
    const item = feed.items[(index + count - 1 - i) % feed.items.length];
    return item ? [item] : [];
  }).flat();
  const Icon = feed.icon;

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col rounded-card border border-line bg-surface p-5 shadow-sm"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="flex items-center gap-2.5">
        <span className={cx('inline-flex size-8 items-center justify-center rounded-lg', TONE[feed.tone])}>
          <Icon aria-hidden className="size-4" />
        </span>
        <h3 id={titleId} className="text-base font-semibold text-ink">
          {feed.title}
        </h3>
        {paused ? <span className="ml-auto text-xs font-medium text-ink-muted">Paused</span> : null}
      </div>
      <ul className="mt-4 flex min-h-[13.5rem] flex-col gap-2" aria-live="off">
        {visible.map((item, position) => (
          <li
            key={item.text}
            className={cx(
              'rounded-lg border border-line px-3 py-2.5',
              position === 0 ? 'motion-safe:animate-ticker-in bg-canvas' : 'bg-surface',
            )}
          >
            <p className="text-sm leading-snug text-ink">{item.text}</p>
            <p className="mt-1 flex items-center gap-2 text-xs text-ink-muted">
              <span className="rounded bg-surface-muted px-1.5 py-0.5 font-medium">{item.country}</span>
              {item.kind}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
