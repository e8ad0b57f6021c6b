import { HOME_TEXT, SHELL_TEXT } from '@ibh/contract';
import { Activity } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { PulseTicker } from './pulse-ticker';
import { TICKER_FEEDS } from './ticker-samples';

/** Live Innovation Pulse: three tickers of static sample activity (000 section 2, 001 section 2.9). */
export function LivePulseSection() {
  return (
    <section aria-labelledby="pulse-title" className="mt-16 sm:mt-20">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2
            id="pulse-title"
            className="flex items-center gap-2 text-2xl font-semibold tracking-tight text-ink"
          >
            <Activity aria-hidden className="size-6 text-sapphire-600" />
            {HOME_TEXT.pulseTitle}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">What founders, supporters and the network are doing.</p>
        </div>
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <Badge tone="gold">{SHELL_TEXT.sampleData}</Badge>
          These tickers show examples, not live activity.
        </p>
      </div>
      <div className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {TICKER_FEEDS.map((feed) => (
          <PulseTicker key={feed.title} feed={feed} />
        ))}
      </div>
    </section>
  );
}
