import {
  MILESTONE_STATUS_META,
  type MilestoneStatus,
  ORDER_STATUS_META,
  type OrderStatus,
  WORKROOM_TEXT,
} from '@ibh/contract';
import { AlertTriangle } from 'lucide-react';
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

/** A milestone past its due date and not yet approved (issue 26): text and icon, not colour alone. */
export function OverdueBadge() {
  return (
    <Badge tone="danger" className="whitespace-nowrap">
      <AlertTriangle aria-hidden className="size-3.5" />
      {WORKROOM_TEXT.overdue}
    </Badge>
  );
}
