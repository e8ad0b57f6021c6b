import {
  formatCompactNumber,
  MERIT_AXES,
  MERIT_AXIS_LABELS,
  MERIT_TEXT,
  type MeritData,
} from '@ibh/contract';
import { cx } from '@/lib/cx';

/** The three bars (Deliver, Give, Community): recent points against the goal; a 0 bar says so. */
export function MeritBars({ merit, compact = false }: { merit: MeritData; compact?: boolean }) {
  return (
    <ul className={cx('flex flex-col', compact ? 'gap-1.5' : 'gap-2.5')}>
      {MERIT_AXES.map((axis) => {
        const value = merit.bars[axis];
        const percent = Math.round(value * 100);
        const label = MERIT_AXIS_LABELS[axis];
        return (
          <li key={axis} className="flex flex-col gap-1">
            <div className="flex items-baseline justify-between gap-2 text-xs">
              <span className="font-medium text-ink">{label}</span>
              <span className="text-ink-muted tabular-nums">
                {value === 0
                  ? MERIT_TEXT.noActivity
                  : `${formatCompactNumber(merit.recentPoints[axis])} / ${formatCompactNumber(merit.goals[axis])}`}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={`${label} (last 90 days)`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={value === 0 ? MERIT_TEXT.noActivity : `${percent}% of the goal`}
              data-axis={axis}
              className="h-1.5 w-full overflow-hidden rounded-full bg-surface-muted"
            >
              <div className="h-full rounded-full bg-sapphire-600" style={{ width: `${percent}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
