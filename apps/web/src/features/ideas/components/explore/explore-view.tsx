import { EXPLORE_TEXT, SEARCH_TEXT } from '@ibh/contract';
import { useMemo } from 'react';
import { usePageItems } from '@/components/lists/keyset-pages';
import { ListPage, ResultsSection } from '@/components/lists/list-page';
import { SearchNotice } from '@/components/lists/search-notice';
import { useUrlFilterState } from '@/components/lists/use-url-filter-state';
import { useExploreIdeas } from '../../api/explore-ideas';
import { useNewIdeas } from '../../hooks/use-new-ideas';
import {
  effectiveSort,
  filtersFromSearch,
  hasFilters,
  NO_FILTERS,
  searchFromFilters,
} from '../../lib/explore-filters';
import { ExploreFiltersForm } from './explore-filters';
import { ExploreEmpty, ExploreList, ExploreSkeleton } from './explore-results';
import { NewIdeasPill } from './new-ideas-pill';

const EXPLORE_ERROR = { message: EXPLORE_TEXT.errorTitle, retry: EXPLORE_TEXT.retry };

/** /explore: search, filters and sort in the URL; public ideas in keyset pages; new ones live. */
export function ExploreView() {
  const { filters, apply, formKey } = useUrlFilterState({ filtersFromSearch, searchFromFilters });
  const results = useExploreIdeas(filters);
  const items = usePageItems(results.data);
  const shownIds = useMemo(() => new Set(items.map((item) => item.id)), [items]);
  const live = useNewIdeas(filters, shownIds);

  return (
    <ListPage title={EXPLORE_TEXT.title} intro={EXPLORE_TEXT.intro}>
      <ExploreFiltersForm key={formKey} filters={filters} onApply={apply} />
      <ResultsSection
        label={EXPLORE_TEXT.title}
        query={results}
        count={items.length}
        skeleton={<ExploreSkeleton />}
        error={EXPLORE_ERROR}
        empty={<ExploreEmpty onClear={hasFilters(filters) ? () => apply(NO_FILTERS) : undefined} />}
        before={
          <>
            <SearchNotice
              typed={filters.q}
              corrected={results.data?.pages[0]?.correctedQuery}
              bestMatch={effectiveSort(filters) === 'relevance' ? SEARCH_TEXT.bestMatchIdeas : null}
            />
            <NewIdeasPill
              count={live.count}
              onShow={() => {
                live.show();
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            />
          </>
        }
      >
        <ExploreList items={items} results={results} />
      </ResultsSection>
    </ListPage>
  );
}
