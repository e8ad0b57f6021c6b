import { COFOUNDER_TEXT } from '@ibh/contract';
import { useSearchParams } from 'react-router';
import { useCofounders } from '../api/find-cofounders';
import {
  type CofounderFilters,
  filtersFromSearch,
  hasFilters,
  NO_FILTERS,
  searchFromFilters,
} from '../lib/filters';
import { CofounderFiltersForm } from './cofounder-filters';
import { ResultsEmpty, ResultsError, ResultsList, ResultsSkeleton } from './cofounder-results';

/** /cofounders: filters kept in the URL query, ranked results in keyset pages. */
export function CofounderFinder() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const search = searchFromFilters(filters).toString();
  const results = useCofounders(filters);
  const apply = (next: CofounderFilters) => setParams(searchFromFilters(next));
  const items = results.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="flex flex-col gap-6">
      <title>{`${COFOUNDER_TEXT.title} · IBH`}</title>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">{COFOUNDER_TEXT.title}</h1>
        <p className="mt-1 max-w-2xl text-sm text-ink-muted">{COFOUNDER_TEXT.intro}</p>
      </header>
      <CofounderFiltersForm key={search} filters={filters} onApply={apply} />
      <section aria-label={COFOUNDER_TEXT.title} aria-busy={results.isFetching}>
        {results.isPending ? <ResultsSkeleton /> : null}
        {results.isError && !results.data ? <ResultsError onRetry={() => void results.refetch()} /> : null}
        {results.isSuccess && items.length === 0 ? (
          <ResultsEmpty onClear={hasFilters(filters) ? () => apply(NO_FILTERS) : undefined} />
        ) : null}
        {items.length > 0 ? (
          <ResultsList
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
