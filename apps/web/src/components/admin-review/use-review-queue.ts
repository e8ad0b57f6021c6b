import { type ReviewQueueProps, useStatusFilter } from '@/components/lists/review-queue';

type QueueQuery = ReviewQueueProps<string>['query'] & { data?: { pages: { items: unknown[] }[] } };
type ItemOf<Q extends QueueQuery> = NonNullable<Q['data']>['pages'][number]['items'][number];

/**
 * An admin review screen's state: the status filter in the URL ('pending' by default), the list
 * of that status (`useList`, the feature's paged query), the items loaded so far, and the
 * ReviewQueue props they make.
 */
export function useReviewQueue<F extends string, Q extends QueueQuery>(
  filters: readonly F[],
  useList: (filter: F) => Q,
) {
  const [filter, setFilter] = useStatusFilter<F>(filters, 'pending' as F);
  const list = useList(filter);
  const items = (list.data?.pages.flatMap((page) => page.items) ?? []) as ItemOf<Q>[];
  const queue = { filters, filter, onFilter: setFilter, query: list, count: items.length };
  return { list, items, queue };
}
