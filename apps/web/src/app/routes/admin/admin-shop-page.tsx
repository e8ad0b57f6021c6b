import type { AdminTabSlug } from '@ibh/contract';
import { type ComponentType, lazy } from 'react';
import { AdminConsoleView } from '@/features/admin/components/admin-console-view';

/** Each tab is its own chunk, loaded when first opened (fixed paths agreed between the slices). */
const TABS: Record<AdminTabSlug, ComponentType> = {
  'verify-pros': lazy(() => import('@/features/admin/tabs/verify-pros-tab')),
  'category-floors': lazy(() => import('@/features/admin/tabs/category-floors-tab')),
  disputes: lazy(() => import('@/features/admin/tabs/disputes-tab')),
  coupons: lazy(() => import('@/features/admin-tools/tabs/coupons-tab')),
  logs: lazy(() => import('@/features/admin/tabs/logs-tab')),
  'email-test': lazy(() => import('@/features/admin-tools/tabs/email-test-tab')),
  analytics: lazy(() => import('@/features/admin-tools/tabs/analytics-tab')),
  'qa-tests': lazy(() => import('@/features/admin-tools/tabs/qa-tests-tab')),
  reports: lazy(() => import('@/features/admin/tabs/reports-tab')),
};

/** /admin/shop: the admin console (001 section 2.5). */
export default function AdminShopPage() {
  return <AdminConsoleView tabs={TABS} />;
}
