import { BROWSE_SCREEN_TEXT, SHOP_TEXT } from '@ibh/contract';
import { useMemo } from 'react';
import { cx } from '@/lib/cx';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useBrowseServices } from '../../api/browse-services';
import {
  type BrowseFilters,
  filtersFromSearch,
  hasFilters,
  NO_FILTERS,
  searchFromFilters,
} from '../../lib/browse-filters';
import { ServiceGridSkeleton } from '../service-grid-skeleton';
import { BrowseFiltersForm } from './browse-filters-form';
import { BrowseEmpty, BrowseError, BrowseList } from './browse-results';

/** /browse-services and /professionals: search, filters and sort in the URL; keyset pages of cards. */
export function BrowseView() {
  const [params, updateParams] = useUrlFilters();
  const filters = filtersFromSearch(params);
  const results = useBrowseServices(filters);
  const items = useMemo(() => results.data?.pages.flatMap((page) => page.items) ?? [], [results.data]);
  // Changes apply to the URL as it is when they land (a search may have committed meanwhile).
  const apply = (change: Partial<BrowseFilters>, options?: { replace?: boolean }) =>
    updateParams((current) => searchFromFilters({ ...filtersFromSearch(current), ...change }), {
      replace: options?.replace ?? false,
    });
  // The typed numbers start over when the URL's filters change (not while the search is typed).
  const formKey = searchFromFilters({ ...filters, q: '' }).toString();

  return (
    <div className="flex flex-col gap-6">
      <title>{`${SHOP_TEXT.title} · IBH`}</title>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">{SHOP_TEXT.title}</h1>
        <p className="mt-1 max-w-2xl text-sm text-ink-muted">{BROWSE_SCREEN_TEXT.intro}</p>
      </header>
      <BrowseFiltersForm key={formKey} filters={filters} onApply={apply} />
      <section
        aria-label={SHOP_TEXT.title}
        aria-busy={results.isFetching}
        className={cx('flex flex-col gap-3 transition-opacity', results.isPlaceholderData && 'opacity-60')}
      >
        {results.isPending ? <ServiceGridSkeleton /> : null}
        {results.isError && !results.data ? <BrowseError onRetry={() => void results.refetch()} /> : null}
        {results.isSuccess && items.length === 0 ? (
          <BrowseEmpty
            onClear={hasFilters(filters) ? () => apply({ ...NO_FILTERS, sort: filters.sort }) : undefined}
          />
        ) : null}
        {items.length > 0 ? (
          <BrowseList
            items={items}
            hasMore={results.hasNextPage}
            loadingMore={results.isFetchingNextPage}
            moreFailed={results.isFetchNextPageError}
            onLoadMore={() => void results.fetchNextPage()}
          />
        ) : null}
      </section>
    </div>
  );
}
