import { lazy } from 'react';
import { ShopDashboardView } from '@/features/shop/components/dashboard/shop-dashboard-view';

// The orders tabs (checkout, lists, earnings) load as their own chunks when first opened.
const OrdersTab = lazy(() =>
  import('./shop-orders-tab').then((module) => ({ default: module.ShopOrdersTab })),
);
const EarningsTab = lazy(() =>
  import('@/features/orders/components/shop/earnings-tab').then((module) => ({
    default: module.EarningsTab,
  })),
);

/** /shop: the shop's dashboard with the orders feature's tabs. */
export default function ShopDashboardPage() {
  return <ShopDashboardView ordersTab={OrdersTab} earningsTab={EarningsTab} />;
}
