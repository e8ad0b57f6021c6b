import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useLoadMore } from '@/lib/use-load-more';

/** The grid most card lists use: one column, two from sm, three from xl. */
export const CARD_GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

export interface ResultsText {
  results: (count: number, hasMore: boolean) => string;
  loadMore: string;
  loadingMore: string;
  end: string;
  /** The alert when a page fails to load, and its retry. */
  loadFailed: string;
  retry: string;
}

export interface InfiniteResults {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

interface ResultsListProps<T> {
  items: readonly T[];
  results: InfiniteResults;
  text: ResultsText;
  keyOf: (item: T) => string;
  children: (item: T, index: number) => ReactNode;
  gridClassName?: string;
}

/** The cards, more loading as the end comes into view, and a Load more button for keyboards. */
export function ResultsList<T>({
  items,
  results,
  text,
  keyOf,
  children,
  gridClassName = CARD_GRID,
}: ResultsListProps<T>) {
  const hasMore = results.hasNextPage;
  const loadingMore = results.isFetchingNextPage;
  const moreFailed = results.isFetchNextPageError;
  const onLoadMore = () => void results.fetchNextPage();
  const sentinel = useLoadMore<HTMLDivElement>(onLoadMore, hasMore && !loadingMore && !moreFailed);
  return (
    <div className="flex flex-col gap-4">
      <p aria-live="polite" className="text-sm text-ink-muted">
        {text.results(items.length, hasMore)}
      </p>
      <ul className={gridClassName}>
        {items.map((item, index) => (
          <li key={keyOf(item)}>{children(item, index)}</li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden className="h-px" />
      {moreFailed ? <RetryAlert message={text.loadFailed} retry={text.retry} onRetry={onLoadMore} /> : null}
      {hasMore && !moreFailed ? (
        <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore} className="self-center">
          {loadingMore ? text.loadingMore : text.loadMore}
        </Button>
      ) : null}
      {!hasMore && items.length > 0 ? <p className="text-center text-sm text-ink-muted">{text.end}</p> : null}
    </div>
  );
}
