import { BROWSE_SCREEN_TEXT, SEARCH_TEXT, SHOP_TEXT } from '@ibh/contract';
import { usePageItems } from '@/components/lists/keyset-pages';
import { ListPage, ResultsSection } from '@/components/lists/list-page';
import { SearchNotice } from '@/components/lists/search-notice';
import { useUrlFilterState } from '@/components/lists/use-url-filter-state';
import { useBrowseServices } from '../../api/browse-services';
import {
  effectiveSort,
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
  const { filters, apply, formKey } = useUrlFilterState({ filtersFromSearch, searchFromFilters });
  const results = useBrowseServices(filters);
  const items = usePageItems(results.data);

  return (
    <ListPage title={SHOP_TEXT.title} intro={BROWSE_SCREEN_TEXT.intro}>
      <BrowseFiltersForm key={formKey} filters={filters} onApply={apply} />
      <ResultsSection
        label={SHOP_TEXT.title}
        query={results}
        count={items.length}
        skeleton={<ServiceGridSkeleton />}
        error={BROWSE_ERROR}
        before={
          <SearchNotice
            typed={filters.q}
            corrected={results.data?.pages[0]?.correctedQuery}
            bestMatch={effectiveSort(filters) === 'relevance' ? SEARCH_TEXT.bestMatchServices : null}
          />
        }
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
