import {
  HOME,
  HOME_TEXT,
  PULSE_TEXT,
  PULSE_TICKERS,
  type PulseItem,
  type PulseTicker as Ticker,
} from '@ibh/contract';
import { Activity, Globe2, type LucideIcon, Rocket, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useLivePulse } from '../api/home-data';
import { mergePulse } from '../lib/pulse-queue';
import { PulseTicker } from './pulse-ticker';

const TICKERS: Record<Ticker, { title: string; icon: LucideIcon; tone: 'gold' | 'sapphire' | 'neutral' }> = {
  founderActivity: { title: HOME_TEXT.tickers.founderActivity, icon: Rocket, tone: 'gold' },
  supporterBoosts: { title: HOME_TEXT.tickers.supporterBoosts, icon: Sparkles, tone: 'sapphire' },
  globalPulse: { title: HOME_TEXT.tickers.globalPulse, icon: Globe2, tone: 'neutral' },
};

/** The queue of at most HOME.liveFeedQueue items, merged with each refresh's answer. */
function usePulseQueue(fetched: readonly PulseItem[] | undefined): PulseItem[] {
  const [state, setState] = useState<{ source?: readonly PulseItem[]; queue: PulseItem[] }>({ queue: [] });
  if (fetched && fetched !== state.source) {
    const queue = mergePulse(state.queue, fetched, HOME.liveFeedFetch, HOME.liveFeedQueue);
    setState({ source: fetched, queue });
    return queue;
  }
  return state.queue;
}

export interface LivePulseSectionProps {
  /** Whether the home page's answer (which brought the first pulse) has arrived. */
  ready: boolean;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

/**
 * Live Innovation Pulse (000 section 2, 001 section 2.9): three tickers of the network's real
 * activity, refreshed live (signed in) or every 35 s, each item linking to what it is about.
 */
export function LivePulseSection({ ready, isLoading, isError, onRetry }: LivePulseSectionProps) {
  const { pulse, live } = useLivePulse(ready);
  const queue = usePulseQueue(pulse.data?.items);
  const empty = ready && pulse.isSuccess && queue.length === 0;

  return (
    <section aria-labelledby="pulse-title" className="mt-16 sm:mt-20" data-testid="live-pulse">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2
            id="pulse-title"
            className="flex items-center gap-2 text-2xl font-semibold tracking-tight text-ink"
          >
            <Activity aria-hidden className="size-6 text-sapphire-600" />
            {HOME_TEXT.pulseTitle}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{PULSE_TEXT.subtitle}</p>
        </div>
        {live ? (
          <p className="inline-flex items-center gap-2 text-sm font-medium text-success-600">
            <span aria-hidden className="size-2 rounded-full bg-success-600" />
            {PULSE_TEXT.live}
          </p>
        ) : null}
      </div>
      {isError ? (
        <RetryAlert
          className="mt-6"
          message={PULSE_TEXT.loadFailed}
          retry={PULSE_TEXT.retry}
          onRetry={onRetry}
        />
      ) : empty ? (
        <EmptyState icon={Activity} className="mt-6">
          {PULSE_TEXT.empty}
        </EmptyState>
      ) : (
        <div className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {isLoading ? (
            <span className="sr-only" role="status">
              {PULSE_TEXT.loading}
            </span>
          ) : null}
          {PULSE_TICKERS.map((ticker) => (
            <PulseTicker
              key={ticker}
              {...TICKERS[ticker]}
              items={queue.filter((item) => item.ticker === ticker)}
              isLoading={isLoading}
            />
          ))}
        </div>
      )}
    </section>
  );
}
