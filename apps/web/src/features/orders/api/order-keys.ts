import type { OrderRole, OrderStatus } from '@ibh/contract';

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => ['orders', 'list'] as const,
  list: (role: OrderRole, status: OrderStatus | null) => ['orders', 'list', role, status] as const,
  order: (id: string) => ['orders', 'one', id] as const,
  detail: (id: string) => ['orders', 'one', id, 'detail'] as const,
  messages: (id: string) => ['orders', 'one', id, 'messages'] as const,
  files: (id: string) => ['orders', 'one', id, 'files'] as const,
  activity: (id: string) => ['orders', 'one', id, 'activity'] as const,
  reviews: (id: string) => ['orders', 'one', id, 'reviews'] as const,
  quote: (packageId: string, coupon: string | null) => ['orders', 'quote', packageId, coupon] as const,
  earnings: () => ['orders', 'earnings'] as const,
  myIdeas: () => ['orders', 'my-ideas'] as const,
};
