import {
  MILESTONE_STATUS_META,
  type MilestoneStatus,
  ORDER_STATUS_META,
  type OrderStatus,
} from '@ibh/contract';
import { Badge } from '@/components/ui/badge';
import { cx } from '@/lib/cx';

/** An order's status: label and colour from the one map of 001 section 4.1. */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const meta = ORDER_STATUS_META[status];
  return (
    <Badge tone={meta.tone} className={cx('whitespace-nowrap', className)}>
      {meta.label}
    </Badge>
  );
}

/** A milestone's status (001 section 4.2). */
export function MilestoneStatusBadge({ status }: { status: MilestoneStatus }) {
  const meta = MILESTONE_STATUS_META[status];
  return (
    <Badge tone={meta.tone} className="whitespace-nowrap">
      {meta.label}
    </Badge>
  );
}
