import type { DashboardIdeaView, DashboardPeopleView } from '@ibh/contract';
import type { ReactNode } from 'react';
import { CardGridSkeleton, ListError } from './dashboard-states';
import { cardGrid, LoadMore, ViewEmpty } from './list-states';

interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

interface PagedCardsProps<T> {
  view: DashboardIdeaView | DashboardPeopleView;
  query: PagedQuery;
  items: readonly T[];
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
}

/** A view's cards in their states: loading, failed, empty with a next step, else the grid and Load more. */
export function PagedCards<T>({ view, query, items, keyOf, children }: PagedCardsProps<T>) {
  if (query.isPending) return <CardGridSkeleton />;
  if (query.isError && items.length === 0) return <ListError onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <ViewEmpty view={view} />;
  return (
    <>
      <ul className={cardGrid}>
        {items.map((item) => (
          <li key={keyOf(item)}>{children(item)}</li>
        ))}
      </ul>
      {query.isFetchNextPageError ? <ListError onRetry={() => void query.fetchNextPage()} /> : null}
      <LoadMore
        hasMore={query.hasNextPage && !query.isFetchNextPageError}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
      />
    </>
  );
}
