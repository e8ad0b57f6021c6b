import { SHOP_QUERY, SHOP_TABS, type ShopTab } from '@ibh/contract';

/** The editor lives in the URL too: ?tab=services&edit=new or &edit={serviceId}. */
export const EDIT_QUERY_KEY = 'edit';
export const NEW_SERVICE = 'new';

/** The tab in ?tab=: buyers have only Orders; professionals start on My Services. */
export function currentTab(search: URLSearchParams, seller: boolean): ShopTab {
  const tab = search.get(SHOP_QUERY.tab) ?? '';
  if (!seller) return 'orders';
  return (SHOP_TABS as readonly string[]).includes(tab) ? (tab as ShopTab) : 'services';
}
