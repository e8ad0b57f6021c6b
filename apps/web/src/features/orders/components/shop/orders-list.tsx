import {
  ORDER_ROLES,
  ORDER_STATUS_META,
  ORDER_STATUSES,
  ORDERS_TAB_TEXT,
  type OrderRole,
  type OrderStatus,
  PATHS,
  SHOP_SCREEN_TEXT,
  SHOP_TEXT,
} from '@ibh/contract';
import { ReceiptText } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { MoreButton } from '@/components/ui/more-button';
import { SelectField } from '@/components/ui/select-field';
import { Skeletons } from '@/components/ui/skeletons';
import { useOrderList } from '../../api/order-list';
import { TabError } from '../workroom/tab-error';
import { OrderRow } from './order-row';

const ROLE_PARAM = 'role';
const STATUS_PARAM = 'status';

function readStatus(value: string | null): OrderStatus | null {
  return (ORDER_STATUSES as readonly string[]).includes(value ?? '') ? (value as OrderStatus) : null;
}

/**
 * My orders on /shop (filter by status, keyset Load more). Sellers switch between orders for
 * their services and services they hired; buyers see theirs.
 */
export function OrdersList({ seller }: { seller: boolean }) {
  const [params, setParams] = useSearchParams();
  const requestedRole = params.get(ROLE_PARAM);
  const role: OrderRole = seller && requestedRole !== 'buyer' ? 'professional' : 'buyer';
  const status = readStatus(params.get(STATUS_PARAM));
  const list = useOrderList(role, status);
  const items = (list.data?.pages ?? []).flatMap((page) => page.items);
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {seller ? (
          <SelectField
            className="sm:w-60"
            label={ORDERS_TAB_TEXT.roleLabel}
            value={role}
            options={[...ORDER_ROLES]
              .reverse()
              .map((value) => ({ value, label: ORDERS_TAB_TEXT.roles[value] }))}
            onChange={(event) => setParam(ROLE_PARAM, event.target.value === 'buyer' ? 'buyer' : null)}
          />
        ) : null}
        <SelectField
          className="sm:w-60"
          label={ORDERS_TAB_TEXT.statusLabel}
          value={status ?? ''}
          placeholder={ORDERS_TAB_TEXT.allStatuses}
          options={ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_META[value].label }))}
          onChange={(event) => setParam(STATUS_PARAM, event.target.value || null)}
        />
      </div>
      {list.isPending ? (
        <Skeletons className="flex flex-col gap-3" shapes={['h-24 rounded-card', 'h-24 rounded-card']} />
      ) : list.isError ? (
        <TabError message={ORDERS_TAB_TEXT.loadFailed} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={ReceiptText}
          title={status ? ORDERS_TAB_TEXT.emptyFiltered : SHOP_TEXT.ordersEmpty}
          action={
            role === 'buyer' && !status ? (
              <ButtonLink to={PATHS.browseServices}>{SHOP_SCREEN_TEXT.browse}</ButtonLink>
            ) : undefined
          }
        >
          {status
            ? null
            : role === 'professional'
              ? SHOP_SCREEN_TEXT.ordersEmptyPro
              : SHOP_SCREEN_TEXT.ordersEmptyBuyer}
        </EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {items.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
          <MoreButton query={list}>{ORDERS_TAB_TEXT.loadMore}</MoreButton>
        </>
      )}
    </div>
  );
}
