import { COFOUNDER_TEXT } from '@ibh/contract';
import { useSearchParams } from 'react-router';
import { usePageItems } from '@/components/lists/keyset-pages';
import { ListPage, ResultsSection } from '@/components/lists/list-page';
import { useCofounders } from '../api/find-cofounders';
import {
  type CofounderFilters,
  filtersFromSearch,
  hasFilters,
  NO_FILTERS,
  searchFromFilters,
} from '../lib/filters';
import { CofounderFiltersForm } from './cofounder-filters';
import { CofounderList, ResultsEmpty, ResultsSkeleton } from './cofounder-results';

const COFOUNDER_ERROR = { message: COFOUNDER_TEXT.errorTitle, retry: COFOUNDER_TEXT.retry };

/** /cofounders: filters kept in the URL query, ranked results in keyset pages. */
export function CofounderFinder() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const search = searchFromFilters(filters).toString();
  const results = useCofounders(filters);
  const apply = (next: CofounderFilters) => setParams(searchFromFilters(next));
  const items = usePageItems(results.data);

  return (
    <ListPage title={COFOUNDER_TEXT.title} intro={COFOUNDER_TEXT.intro}>
      <CofounderFiltersForm key={search} filters={filters} onApply={apply} />
      <ResultsSection
        label={COFOUNDER_TEXT.title}
        query={results}
        count={items.length}
        skeleton={<ResultsSkeleton />}
        error={COFOUNDER_ERROR}
        empty={<ResultsEmpty onClear={hasFilters(filters) ? () => apply(NO_FILTERS) : undefined} />}
      >
        <CofounderList items={items} results={results} />
      </ResultsSection>
    </ListPage>
  );
}
