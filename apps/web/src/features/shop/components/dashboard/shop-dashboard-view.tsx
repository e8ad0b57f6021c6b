import { SHOP_QUERY, SHOP_SCREEN_TEXT, SHOP_TABS, SHOP_TEXT, type ShopTab } from '@ibh/contract';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageTabs, tabTriggerClasses } from '@/components/ui/page-tabs';
import { LoadingState } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { currentTab, EDIT_QUERY_KEY } from '../../lib/shop-tabs';
import { MyServicesTab } from './my-services-tab';

const TRIGGER = tabTriggerClasses('min-h-11 flex-1 px-3 sm:flex-none sm:px-5');

/** /shop: professionals get My Services, Orders and Earnings; buyers Orders. The tab lives in ?tab=. */
export function ShopDashboardView({
  ordersTab: OrdersTab,
  earningsTab: EarningsTab,
}: {
  /** The Orders tab (the orders feature, composed by the page). */
  ordersTab: ComponentType<{ seller: boolean }>;
  /** The Earnings tab (professionals). */
  earningsTab: ComponentType;
}) {
  const { user } = useAuth();
  const seller = Boolean(user && user.role !== 'idea_owner');
  const [params, setParams] = useSearchParams();
  const tab = currentTab(params, seller);
  const tabs: readonly ShopTab[] = seller ? SHOP_TABS : ['orders'];
  const panels: Record<ShopTab, ReactNode> = {
    services: <MyServicesTab />,
    orders: (
      <Suspense fallback={<LoadingState />}>
        <OrdersTab seller={seller} />
      </Suspense>
    ),
    earnings: (
      <Suspense fallback={<LoadingState />}>
        <EarningsTab />
      </Suspense>
    ),
  };

  return (
    <div className="flex flex-col gap-6">
      <title>{`${SHOP_SCREEN_TEXT.title} · IBH`}</title>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          {SHOP_SCREEN_TEXT.title}
        </h1>
        <p className="mt-1 text-sm text-ink-muted">{SHOP_SCREEN_TEXT.intro}</p>
      </header>
      <PageTabs
        label={SHOP_SCREEN_TEXT.tabs}
        value={tab}
        onValueChange={(value) => {
          const next = new URLSearchParams(params);
          next.set(SHOP_QUERY.tab, value);
          next.delete(EDIT_QUERY_KEY);
          setParams(next);
        }}
        className="flex flex-col gap-6"
        triggerClassName={TRIGGER}
        tabs={tabs.map((value) => ({ value, label: SHOP_TEXT.tabs[value], content: panels[value] }))}
      />
    </div>
  );
}
