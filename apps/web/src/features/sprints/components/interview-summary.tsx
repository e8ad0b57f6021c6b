import { OUTCOME_LABELS, type SprintInterview } from '@ibh/contract';
import { Badge } from '@/components/ui/badge';

const TONE = { positive: 'success', neutral: 'neutral', negative: 'danger' } as const;

/** An interview at a glance: its outcome, who (or `noWho`) and by what channel, then what was learnt. */
export function InterviewSummary({
  interview,
  noWho,
}: {
  interview: Pick<SprintInterview, 'outcome' | 'who' | 'channel' | 'learning'>;
  noWho?: string;
}) {
  const who = interview.who || noWho;
  return (
    <>
      <span className="flex flex-wrap items-center gap-2">
        <Badge tone={TONE[interview.outcome]}>{OUTCOME_LABELS[interview.outcome]}</Badge>
        {who ? <span className="text-sm font-medium text-ink">{who}</span> : null}
        {interview.channel ? <span className="text-xs text-ink-muted">{interview.channel}</span> : null}
      </span>
      {interview.learning ? <span className="text-sm text-ink">{interview.learning}</span> : null}
    </>
  );
}
