import { formatMoney, type Milestone, ORDER_PAGE_TEXT, ORDER_SCREEN_TEXT } from '@ibh/contract';
import { CardSection } from '@/components/ui/card-section';
import { formatDay } from '../../lib/format';
import { MilestoneStatusBadge, OverdueBadge } from '../status-badge';

/** The order page's milestone list: title, amount, due date, status (001 section 2.3). */
export function MilestoneTable({ milestones }: { milestones: readonly Milestone[] }) {
  return (
    <CardSection id="order-milestones" title={ORDER_PAGE_TEXT.milestones} className="gap-3">
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
    </CardSection>
  );
}
