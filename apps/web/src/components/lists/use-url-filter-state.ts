import { useUrlFilters } from '@/lib/use-url-filters';

/** How a list's filters are read from and written to the query string. */
export interface FilterCodec<F> {
  filtersFromSearch: (search: URLSearchParams) => F;
  searchFromFilters: (filters: F) => URLSearchParams;
}

/**
 * A searchable list's filters, kept in the URL: `filters` as the URL has them; `apply`, which
 * merges a change into the newest URL (a search may have landed and not rendered yet); and
 * `formKey`, which changes with the filters but not with the search: the form remounts (its typed
 * filters start over from the URL) when the URL's filters change, not while the search is typed.
 */
export function useUrlFilterState<F extends { q: string }>(codec: FilterCodec<F>) {
  const [params, updateParams] = useUrlFilters();
  const filters = codec.filtersFromSearch(params);
  const apply = (change: Partial<F>, options?: { replace?: boolean }) =>
    updateParams((current) => codec.searchFromFilters({ ...codec.filtersFromSearch(current), ...change }), {
      replace: options?.replace ?? false,
    });
  const formKey = codec.searchFromFilters({ ...filters, q: '' }).toString();
  return { filters, apply, formKey };
}
