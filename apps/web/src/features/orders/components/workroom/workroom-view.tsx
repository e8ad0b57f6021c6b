import {
  buildPath,
  formatMoney,
  ORDER_SCREEN_TEXT,
  type OrderDetail,
  PATHS,
  WORKROOM_SCREEN_TEXT,
  WORKROOM_TEXT,
} from '@ibh/contract';
import { Clock } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { PageTabs, tabTriggerClasses, useTabParam } from '@/components/ui/page-tabs';
import { FALLBACK_POLL_MS, useOrder } from '../../api/order';
import { useNow } from '../../hooks/use-now';
import { useOrderLive } from '../../hooks/use-order-live';
import { clockText, formatDay, revisionsText } from '../../lib/format';
import { isForbidden, isMissingOrder } from '../../lib/order-errors';
import { OrderDeadEnd, OrderLoadFailed, OrderSkeleton } from '../order/order-states';
import { OrderStatusBadge } from '../status-badge';
import { ActivityTab } from './activity-tab';
import { ChatTab } from './chat-tab';
import { DisputePanel } from './dispute-panel';
import { FilesTab } from './files-tab';
import { MilestonesTab } from './milestones-tab';
import { OrderActions } from './order-actions';

// Issue 29: the reviews after completion, in their own chunk.
const ReviewPanel = lazy(() => import('./review-panel'));

const TABS = ['milestones', 'chat', 'files', 'activity'] as const;
type Tab = (typeof TABS)[number];
const TRIGGER = tabTriggerClasses('min-h-11 flex-1 px-2 sm:flex-none sm:px-4');

function Summary({ order }: { order: OrderDetail }) {
  const items: Array<[string, React.ReactNode]> = [
    [ORDER_SCREEN_TEXT.professional, order.professional.fullName],
    [ORDER_SCREEN_TEXT.package, order.package.name],
    [WORKROOM_SCREEN_TEXT.totalValue, formatMoney(order.priceCents)],
    [ORDER_SCREEN_TEXT.orderDate, formatDay(order.createdAt)],
    [ORDER_SCREEN_TEXT.revisions, revisionsText(order.revisions)],
  ];
  if (order.viewerRole === 'professional')
    items.splice(1, 0, [ORDER_SCREEN_TEXT.buyer, order.buyer.fullName]);
  return (
    <section
      aria-label={WORKROOM_SCREEN_TEXT.summary}
      className="rounded-card border border-line bg-surface p-4 shadow-sm sm:p-5"
    >
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-3 xl:grid-cols-6">
        {items.map(([term, value]) => (
          <div key={term} className="flex min-w-0 flex-col gap-0.5">
            <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{term}</dt>
            <dd className="break-words font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Order-level clocks (first response, payment expiry); milestone clocks sit on their milestone. */
function OrderClocks({ order }: { order: OrderDetail }) {
  const now = useNow();
  const clocks = order.clocks.filter((clock) => clock.kind !== 'auto_approve');
  if (clocks.length === 0) return null;
  return (
    <ul aria-label={WORKROOM_SCREEN_TEXT.clocksLabel} className="flex flex-wrap gap-x-6 gap-y-1">
      {clocks.map((clock) => (
        <li
          key={`${clock.kind}-${clock.dueAt}`}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-sapphire-700"
        >
          <Clock aria-hidden className="size-4" />
          {clockText(clock, now)}
          {clock.paused ? ` (${WORKROOM_SCREEN_TEXT.paused})` : ''}
        </li>
      ))}
    </ul>
  );
}

function Loaded({ order }: { order: OrderDetail }) {
  // A transition: Radix switches on pointerdown, and rendering a tab (a whole chat) in that
  // frame held the tap's paint for about 200 ms at 4x CPU (decision 110).
  const [current, choose] = useTabParam(TABS, { transition: true });
  const me = order.viewerRole === 'buyer' ? order.buyer : order.professional;
  const panels: Record<Tab, ReactNode> = {
    milestones: <MilestonesTab order={order} />,
    chat: <ChatTab orderId={order.id} me={me} />,
    files: <FilesTab orderId={order.id} />,
    activity: <ActivityTab orderId={order.id} />,
  };
  return (
    <div className="flex flex-col gap-5">
      <title>{`${WORKROOM_SCREEN_TEXT.title(order.service.title)} · IBH`}</title>
      <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-ink sm:text-3xl">
            {order.service.title}
          </h1>
          <Link
            to={buildPath(PATHS.order, { orderId: order.id })}
            className="inline-flex min-h-10 items-center self-start text-sm font-medium text-sapphire-700 hover:underline"
          >
            {WORKROOM_SCREEN_TEXT.viewOrder}
          </Link>
        </div>
        <OrderStatusBadge status={order.status} className="self-start" />
      </header>
      <Summary order={order} />
      <OrderClocks order={order} />
      <OrderActions order={order} />
      <DisputePanel order={order} />
      {order.status === 'completed' ? (
        <Suspense fallback={null}>
          <ReviewPanel orderId={order.id} />
        </Suspense>
      ) : null}
      <PageTabs
        label={WORKROOM_SCREEN_TEXT.tabsLabel}
        value={current}
        onValueChange={choose}
        className="flex min-w-0 flex-col gap-4"
        triggerClassName={TRIGGER}
        tabs={TABS.map((tab) => ({ value: tab, label: WORKROOM_TEXT.tabs[tab], content: panels[tab] }))}
      />
    </div>
  );
}

/** /workroom/:orderId exactly as 001 section 2.4: only the buyer and the professional enter. */
export function WorkroomView({ orderId }: { orderId: string }) {
  const live = useOrderLive(orderId, true);
  const order = useOrder(orderId, () => (live ? false : FALLBACK_POLL_MS));
  // The workroom belongs to the two parties (001 section 6); an admin reads the order page instead.
  if (order.data?.viewerRole === 'admin') return <OrderDeadEnd title={WORKROOM_TEXT.noAccess} />;
  if (order.data) return <Loaded order={order.data} />;
  if (order.isError) {
    if (isForbidden(order.error)) return <OrderDeadEnd title={WORKROOM_TEXT.noAccess} />;
    if (isMissingOrder(order.error)) return <OrderDeadEnd title={WORKROOM_TEXT.notFound} />;
    return <OrderLoadFailed title={WORKROOM_TEXT.notFound} onRetry={() => void order.refetch()} />;
  }
  return <OrderSkeleton />;
}
