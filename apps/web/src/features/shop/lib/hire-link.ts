import { PATHS, SHOP_QUERY, type ShopTab } from '@ibh/contract';

/** The service a chosen package belongs to travels beside it in /shop's URL. */
export const SERVICE_QUERY_KEY = 'service';

const ORDERS: ShopTab = 'orders';

/** 'Hire a Pro →': /shop?tab=orders&service={id}&package={packageId} (the orders issue checks out). */
export function hireLink(serviceId: string, packageId: string | undefined): string {
  const search = new URLSearchParams({ [SHOP_QUERY.tab]: ORDERS, [SERVICE_QUERY_KEY]: serviceId });
  if (packageId) search.set(SHOP_QUERY.package, packageId);
  return `${PATHS.shop}?${search.toString()}`;
}
