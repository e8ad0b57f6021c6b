import {
  type GateView,
  SPRINT_STATUS_LABELS,
  type SprintStatus,
  SPRINT_SCREEN_TEXT as T,
} from '@ibh/contract';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { ProgressBar } from '@/components/ui/progress-bar';

const STATUS_TONE: Record<SprintStatus, BadgeTone> = {
  passed: 'success',
  not_met: 'danger',
  on_track: 'sapphire',
  at_risk: 'gold',
};

/** Progress (capped at 100%), totals chips, the pass-gate chip, the status chip and the confidence figure. */
export function GateDisplay({
  gate,
  totals,
}: {
  gate: GateView;
  totals: { pos: number; neu: number; neg: number };
}) {
  const feedback: { tone: BadgeTone; label: string; count: number }[] = [
    { tone: 'success', label: T.positives, count: totals.pos },
    { tone: 'neutral', label: T.neutrals, count: totals.neu },
    { tone: 'danger', label: T.negatives, count: totals.neg },
  ];
  return (
    <div className="flex flex-col gap-3" data-testid="gate-display">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium text-ink">{T.progress(gate.total, gate.target)}</span>
        <span className="text-ink-muted">{gate.progress}%</span>
      </div>
      <ProgressBar value={gate.progress} label={T.progressLabel} />
      <ul className="flex flex-wrap gap-2" aria-label={T.feedback}>
        {feedback.map(({ tone, label, count }) => (
          <li key={label}>
            <Badge tone={tone}>
              {label} {count}
            </Badge>
          </li>
        ))}
        <li>
          <Badge tone={gate.gateMet ? 'success' : 'neutral'}>{T.gateChip(totals.pos, gate.required)}</Badge>
        </li>
        <li>
          <Badge tone={STATUS_TONE[gate.status]}>{SPRINT_STATUS_LABELS[gate.status]}</Badge>
        </li>
        <li>
          <span title={T.confidenceHint}>
            <Badge tone="sapphire">{T.confidence(gate.confidence)}</Badge>
          </span>
        </li>
      </ul>
    </div>
  );
}
