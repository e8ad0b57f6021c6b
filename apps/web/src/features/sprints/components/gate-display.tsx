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
  return (
    <div className="flex flex-col gap-3" data-testid="gate-display">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium text-ink">{T.progress(gate.total, gate.target)}</span>
        <span className="text-ink-muted">{gate.progress}%</span>
      </div>
      <ProgressBar value={gate.progress} label={T.progressLabel} />
      <ul className="flex flex-wrap gap-2" aria-label={T.feedback}>
        <li>
          <Badge tone="success">
            {T.positives} {totals.pos}
          </Badge>
        </li>
        <li>
          <Badge>
            {T.neutrals} {totals.neu}
          </Badge>
        </li>
        <li>
          <Badge tone="danger">
            {T.negatives} {totals.neg}
          </Badge>
        </li>
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
