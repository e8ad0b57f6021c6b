import {
  ADMIN_CONSOLE_TEXT,
  buildPath,
  formatMoney,
  ORDER_PAGE_TEXT,
  ORDER_ROUTES,
  ORDER_SCREEN_TEXT,
  type OrderDetail,
  PATHS,
} from '@ibh/contract';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { CONFIRMING_POLL_MS, FALLBACK_POLL_MS, useOrder } from '../../api/order';
import { useOrderLive } from '../../hooks/use-order-live';
import { formatDay, revisionsText } from '../../lib/format';
import { isForbidden, isMissingOrder } from '../../lib/order-errors';
import { canOpenWorkroom } from '../../lib/workroom-access';
import { RulingPanel } from '../ruling-panel';
import { OrderStatusBadge } from '../status-badge';
import { CheckoutActions } from './checkout-actions';
import { MilestoneTable } from './milestone-table';
import { OrderDeadEnd, OrderLoadFailed, OrderSkeleton } from './order-states';

function Detail({
  term,
  children,
  wide = false,
}: {
  term: string;
  children: React.ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'flex flex-col gap-0.5 sm:col-span-2' : 'flex flex-col gap-0.5'}>
      <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{term}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

/** The checkout's result: success (and, until the webhook lands, 'confirming'), or cancelled. */
function PaymentBanner({
  order,
  success,
  canceled,
}: {
  order: OrderDetail;
  success: boolean;
  canceled: boolean;
}) {
  if (success) {
    const confirming = order.status === 'pending';
    return (
      <div className="flex flex-col gap-2">
        <FormAlert tone="success">
          <strong>{ORDER_PAGE_TEXT.successTitle}</strong> {ORDER_PAGE_TEXT.successBody}
        </FormAlert>
        {confirming ? (
          <p role="status" className="inline-flex items-center gap-2 text-sm text-ink-muted">
            <Spinner className="size-4" />
            {ORDER_SCREEN_TEXT.confirming}
          </p>
        ) : null}
      </div>
    );
  }
  if (canceled) {
    // Continue to payment / Cancel order are the pending panel's (issue 26).
    return (
      <div
        role="status"
        className="rounded-lg border border-gold-100 bg-gold-50 px-4 py-3 text-sm text-gold-800"
      >
        <p>
          <strong>{ORDER_PAGE_TEXT.cancelledTitle}</strong> {ORDER_PAGE_TEXT.cancelledBody}
        </p>
      </div>
    );
  }
  return null;
}

/** The buyer's unpaid order (issue 26): continue to the checkout or cancel it. */
function PendingPanel({ order }: { order: OrderDetail }) {
  if (order.status !== 'pending' || order.viewerRole !== 'buyer') return null;
  return (
    <section
      aria-labelledby="order-pending"
      className="flex flex-col gap-3 rounded-card border border-gold-100 bg-gold-50 p-4 sm:p-5"
    >
      <h2 id="order-pending" className="font-semibold text-gold-800">
        {ORDER_SCREEN_TEXT.pendingTitle}
      </h2>
      <p className="text-sm text-gold-800">{ORDER_SCREEN_TEXT.pendingBody}</p>
      <CheckoutActions order={order} />
    </section>
  );
}

/** An order that ended unpaid (cancelled or expired): nothing was charged; a coupon came back. */
function CancelledUnpaidNotice({ order }: { order: OrderDetail }) {
  if (order.status !== 'cancelled' || order.paidAt !== null || order.viewerRole !== 'buyer') return null;
  return (
    <FormAlert tone="info">
      {ORDER_SCREEN_TEXT.cancelledUnpaid}
      {order.couponReturned && order.couponCode
        ? ` ${ORDER_SCREEN_TEXT.couponReturned(order.couponCode)}`
        : ''}
    </FormAlert>
  );
}

function Loaded({ order }: { order: OrderDetail }) {
  const [params] = useSearchParams();
  const success = params.get(ORDER_ROUTES.query.success) === '1';
  const canceled = !success && params.get(ORDER_ROUTES.query.canceled) === '1';
  const other = order.viewerRole === 'buyer' ? order.professional : order.buyer;
  return (
    <div className="flex flex-col gap-6">
      <title>{`${ORDER_SCREEN_TEXT.title(order.service.title)} · IBH`}</title>
      {order.viewerRole === 'admin' ? (
        <FormAlert tone="info">{ADMIN_CONSOLE_TEXT.adminReadOnly}</FormAlert>
      ) : (
        <PaymentBanner order={order} success={success} canceled={canceled} />
      )}
      {success ? null : <PendingPanel order={order} />}
      <CancelledUnpaidNotice order={order} />
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <h1 className="text-2xl font-semibold tracking-tight break-words text-ink sm:text-3xl">
          {order.service.title}
        </h1>
        <OrderStatusBadge status={order.status} className="self-start" />
      </header>
      <RulingPanel order={order} />
      <CardSection id="order-service" title={ORDER_PAGE_TEXT.serviceDetails}>
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Detail term={ORDER_SCREEN_TEXT.package}>{order.package.name}</Detail>
          <Detail term={ORDER_SCREEN_TEXT.professional}>
            {order.professional.fullName}
            {order.professional.headline ? (
              <span className="block text-sm text-ink-muted">{order.professional.headline}</span>
            ) : null}
          </Detail>
          <Detail term={ORDER_SCREEN_TEXT.total}>
            <span className="font-semibold tabular-nums">{formatMoney(order.priceCents)}</span>
            {order.couponCode && order.discountCents > 0 ? (
              <span className="block text-sm text-ink-muted">
                {ORDER_SCREEN_TEXT.discount(order.couponCode, formatMoney(order.discountCents))}
              </span>
            ) : null}
          </Detail>
          <Detail term={ORDER_SCREEN_TEXT.orderDate}>{formatDay(order.createdAt)}</Detail>
          <Detail term={ORDER_SCREEN_TEXT.revisions}>
            <span data-revisions>{revisionsText(order.revisions)}</span>
          </Detail>
          {order.viewerRole !== 'buyer' ? (
            <Detail term={ORDER_SCREEN_TEXT.buyer}>
              {order.viewerRole === 'admin' ? order.buyer.fullName : other.fullName}
            </Detail>
          ) : null}
          {order.idea ? <Detail term={ORDER_SCREEN_TEXT.idea}>{order.idea.title}</Detail> : null}
          {order.brief ? (
            <Detail term={ORDER_SCREEN_TEXT.brief} wide>
              <span className="whitespace-pre-line">{order.brief}</span>
            </Detail>
          ) : null}
        </dl>
      </CardSection>
      <MilestoneTable milestones={order.milestones} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <ButtonLink to={PATHS.dashboard} variant="secondary">
          <ArrowLeft aria-hidden className="size-4" />
          {ORDER_PAGE_TEXT.backToDashboard}
        </ButtonLink>
        {order.viewerRole !== 'admin' && canOpenWorkroom(order.status, order.dispute?.ruling != null) ? (
          <ButtonLink to={buildPath(PATHS.workroom, { orderId: order.id })}>
            <MessagesSquare aria-hidden className="size-4" />
            {ORDER_PAGE_TEXT.openWorkroom}
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}

/**
 * /order/:orderId exactly as 001 section 2.3. After ?success=1 the webhook may land a moment
 * after the redirect: while the order is still pending it is refetched until it is paid.
 */
export function OrderView({ orderId }: { orderId: string }) {
  const [params] = useSearchParams();
  const success = params.get(ORDER_ROUTES.query.success) === '1';
  const live = useOrderLive(orderId, true);
  const order = useOrder(orderId, (loaded) =>
    success && loaded?.status === 'pending' ? CONFIRMING_POLL_MS : live ? false : FALLBACK_POLL_MS,
  );
  if (order.data) return <Loaded order={order.data} />;
  if (order.isError) {
    if (isMissingOrder(order.error) || isForbidden(order.error)) {
      return <OrderDeadEnd title={ORDER_PAGE_TEXT.notFound} body={ORDER_SCREEN_TEXT.notFoundBody} />;
    }
    return <OrderLoadFailed title={ORDER_PAGE_TEXT.notFound} onRetry={() => void order.refetch()} />;
  }
  return <OrderSkeleton />;
}
