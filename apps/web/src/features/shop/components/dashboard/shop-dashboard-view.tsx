import { SHOP_QUERY, SHOP_SCREEN_TEXT, SHOP_TABS, SHOP_TEXT, type ShopTab } from '@ibh/contract';
import * as Tabs from '@radix-ui/react-tabs';
import { type ComponentType, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { currentTab, EDIT_QUERY_KEY } from '../../lib/shop-tabs';
import { MyServicesTab } from './my-services-tab';

const TRIGGER =
  '-mb-px inline-flex min-h-11 flex-1 items-center justify-center border-b-2 border-transparent px-3 text-sm font-medium text-ink-muted hover:text-ink data-[state=active]:border-sapphire-600 data-[state=active]:text-sapphire-700 sm:flex-none sm:px-5';

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

  return (
    <div className="flex flex-col gap-6">
      <title>{`${SHOP_SCREEN_TEXT.title} · IBH`}</title>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          {SHOP_SCREEN_TEXT.title}
        </h1>
        <p className="mt-1 text-sm text-ink-muted">{SHOP_SCREEN_TEXT.intro}</p>
      </header>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          const next = new URLSearchParams(params);
          next.set(SHOP_QUERY.tab, value);
          next.delete(EDIT_QUERY_KEY);
          setParams(next);
        }}
        className="flex flex-col gap-6"
      >
        <Tabs.List aria-label={SHOP_SCREEN_TEXT.tabs} className="flex gap-1 border-b border-line">
          {tabs.map((value) => (
            <Tabs.Trigger key={value} value={value} className={TRIGGER}>
              {SHOP_TEXT.tabs[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {seller ? (
          <Tabs.Content value="services" className="focus-visible:outline-offset-4">
            <MyServicesTab />
          </Tabs.Content>
        ) : null}
        <Tabs.Content value="orders" className="focus-visible:outline-offset-4">
          <Suspense fallback={<LoadingState />}>
            <OrdersTab seller={seller} />
          </Suspense>
        </Tabs.Content>
        {seller ? (
          <Tabs.Content value="earnings" className="focus-visible:outline-offset-4">
            <Suspense fallback={<LoadingState />}>
              <EarningsTab />
            </Suspense>
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
    </div>
  );
}
