import { formatMoney, type Milestone, ORDER_PAGE_TEXT, ORDER_SCREEN_TEXT } from '@ibh/contract';
import { formatDay } from '../../lib/format';
import { MilestoneStatusBadge, OverdueBadge } from '../status-badge';

/** The order page's milestone list: title, amount, due date, status (001 section 2.3). */
export function MilestoneTable({ milestones }: { milestones: readonly Milestone[] }) {
  return (
    <section
      aria-labelledby="order-milestones"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id="order-milestones" className="text-lg font-semibold text-ink">
        {ORDER_PAGE_TEXT.milestones}
      </h2>
      <ol className="flex flex-col divide-y divide-line">
        {milestones.map((milestone) => (
          <li
            key={milestone.id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
            data-milestone={milestone.position}
          >
            <div className="flex min-w-0 flex-col">
              <span className="font-medium text-ink">{milestone.title}</span>
              <span className="text-sm text-ink-muted">
                {ORDER_SCREEN_TEXT.dueDate} {formatDay(milestone.dueDate)}
              </span>
            </div>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold text-ink tabular-nums">
                {formatMoney(milestone.amountCents)}
              </span>
              {milestone.overdue ? <OverdueBadge /> : null}
              <MilestoneStatusBadge status={milestone.status} />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
