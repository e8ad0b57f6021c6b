import { EXPLORE_TEXT } from '@ibh/contract';
import { useMemo } from 'react';
import { cx } from '@/lib/cx';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useExploreIdeas } from '../../api/explore-ideas';
import { useNewIdeas } from '../../hooks/use-new-ideas';
import {
  type ExploreFilters,
  filtersFromSearch,
  hasFilters,
  NO_FILTERS,
  searchFromFilters,
} from '../../lib/explore-filters';
import { ExploreFiltersForm } from './explore-filters';
import { ExploreEmpty, ExploreError, ExploreList, ExploreSkeleton } from './explore-results';
import { NewIdeasPill } from './new-ideas-pill';

/** /explore: search, filters and sort in the URL; public ideas in keyset pages; new ones live. */
export function ExploreView() {
  const [params, updateParams] = useUrlFilters();
  const filters = filtersFromSearch(params);
  const results = useExploreIdeas(filters);
  const items = useMemo(() => results.data?.pages.flatMap((page) => page.items) ?? [], [results.data]);
  const shownIds = useMemo(() => new Set(items.map((item) => item.id)), [items]);
  const live = useNewIdeas(filters, shownIds);
  // Changes apply to the newest URL (a search may have landed and not rendered yet).
  const apply = (change: Partial<ExploreFilters>, options?: { replace?: boolean }) =>
    updateParams((current) => searchFromFilters({ ...filtersFromSearch(current), ...change }), {
      replace: options?.replace ?? false,
    });
  // The typed filters start over when the URL's filters change (not while the search is typed).
  const formKey = searchFromFilters({ ...filters, q: '' }).toString();

  return (
    <div className="flex flex-col gap-6">
      <title>{`${EXPLORE_TEXT.title} · IBH`}</title>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">{EXPLORE_TEXT.title}</h1>
        <p className="mt-1 max-w-2xl text-sm text-ink-muted">{EXPLORE_TEXT.intro}</p>
      </header>
      <ExploreFiltersForm key={formKey} filters={filters} onApply={apply} />
      <section
        aria-label={EXPLORE_TEXT.title}
        aria-busy={results.isFetching}
        className={cx('flex flex-col gap-3 transition-opacity', results.isPlaceholderData && 'opacity-60')}
      >
        <NewIdeasPill
          count={live.count}
          onShow={() => {
            live.show();
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
        {results.isPending ? <ExploreSkeleton /> : null}
        {results.isError && !results.data ? <ExploreError onRetry={() => void results.refetch()} /> : null}
        {results.isSuccess && items.length === 0 ? (
          <ExploreEmpty onClear={hasFilters(filters) ? () => apply(NO_FILTERS) : undefined} />
        ) : null}
        {items.length > 0 ? (
          <ExploreList
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
