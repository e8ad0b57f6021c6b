import { BROWSE_SCREEN_TEXT, SHOP_TEXT } from '@ibh/contract';
import { useMemo } from 'react';
import { ListPage, ResultsSection } from '@/components/lists/list-page';
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
import { BrowseEmpty, BrowseList } from './browse-results';

const BROWSE_ERROR = { message: SHOP_TEXT.loadFailed, retry: SHOP_TEXT.retry };

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
    <ListPage title={SHOP_TEXT.title} intro={BROWSE_SCREEN_TEXT.intro}>
      <BrowseFiltersForm key={formKey} filters={filters} onApply={apply} />
      <ResultsSection
        label={SHOP_TEXT.title}
        query={results}
        count={items.length}
        skeleton={<ServiceGridSkeleton />}
        error={BROWSE_ERROR}
        empty={
          <BrowseEmpty
            onClear={hasFilters(filters) ? () => apply({ ...NO_FILTERS, sort: filters.sort }) : undefined}
          />
        }
      >
        <BrowseList items={items} results={results} />
      </ResultsSection>
    </ListPage>
  );
}
