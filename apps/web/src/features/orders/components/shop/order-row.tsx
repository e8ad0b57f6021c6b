import { buildPath, formatMoney, ORDERS_TAB_TEXT, type OrderSummary, PATHS } from '@ibh/contract';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { RelativeTime } from '@/components/ui/relative-time';
import { CheckoutActions } from '../order/checkout-actions';
import { OrderStatusBadge } from '../status-badge';

/**
 * One order on /shop: service, package, the other party, price, progress, status; an unpaid
 * order of the buyer's also offers Continue to payment and Cancel order (issue 26).
 */
export function OrderRow({ order }: { order: OrderSummary }) {
  const checkout = order.allowedActions.includes('checkout') || order.allowedActions.includes('cancel');
  const other =
    order.viewerRole === 'buyer'
      ? ORDERS_TAB_TEXT.professional(order.professional.fullName)
      : ORDERS_TAB_TEXT.buyer(order.buyer.fullName);
  return (
    <li className="flex flex-col rounded-card border border-line bg-surface shadow-sm transition-colors hover:border-line-strong">
      <Link
        to={buildPath(PATHS.order, { orderId: order.id })}
        className="flex items-center gap-3 rounded-card p-4"
        data-order-id={order.id}
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-words text-ink">{order.service.title}</span>
            <OrderStatusBadge status={order.status} />
          </div>
          <span className="text-sm text-ink-muted">
            {order.packageName} · {other} · <RelativeTime value={order.createdAt} />
          </span>
          <span className="text-xs text-ink-muted">
            {ORDERS_TAB_TEXT.milestones(order.milestonesApproved, order.milestonesTotal)}
          </span>
        </div>
        <span className="font-semibold text-ink tabular-nums">{formatMoney(order.priceCents)}</span>
        <ChevronRight aria-hidden className="size-4 shrink-0 text-ink-muted" />
      </Link>
      {checkout ? (
        <CheckoutActions order={order} labelled className="border-t border-line px-4 py-3" />
      ) : null}
    </li>
  );
}
