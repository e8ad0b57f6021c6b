import { BROWSE_SCREEN_TEXT, type ServiceCard as Card, SHOP_TEXT } from '@ibh/contract';
import { Store } from 'lucide-react';
import { FilteredEmpty } from '@/components/lists/filtered-empty';
import { type InfiniteResults, ResultsList } from '@/components/lists/results-list';
import { useCardAnalytics } from '../../hooks/use-card-analytics';
import { ServiceCard } from '../service-card';
import { SERVICE_GRID } from '../service-grid-skeleton';

const NO_MATCH = { title: SHOP_TEXT.empty, body: SHOP_TEXT.emptyHint, clear: SHOP_TEXT.clearFilters };
const NO_SERVICES = {
  icon: Store,
  title: BROWSE_SCREEN_TEXT.emptyNoServicesTitle,
  body: BROWSE_SCREEN_TEXT.emptyNoServicesBody,
};

/** Nothing matched: clear the filters; with no filters at all, the shop is still empty. */
export function BrowseEmpty({ onClear }: { onClear?: (() => void) | undefined }) {
  return <FilteredEmpty onClear={onClear} filtered={NO_MATCH} unfiltered={NO_SERVICES} />;
}

const BROWSE_RESULTS_TEXT = {
  results: BROWSE_SCREEN_TEXT.results,
  loadMore: SHOP_TEXT.loadMore,
  loadingMore: BROWSE_SCREEN_TEXT.loadingMore,
  end: BROWSE_SCREEN_TEXT.end,
  loadFailed: SHOP_TEXT.loadFailed,
  retry: SHOP_TEXT.retry,
} as const;

/** The first row of cards on the widest grid: their pictures are what the page paints largest first. */
const ABOVE_THE_FOLD_CARDS = 3;

/** The service cards in keyset pages, each reporting its impression and its open. */
export function BrowseList({ items, results }: { items: readonly Card[]; results: InfiniteResults }) {
  const analytics = useCardAnalytics();
  return (
    <ResultsList
      items={items}
      results={results}
      text={BROWSE_RESULTS_TEXT}
      keyOf={(service) => service.id}
      gridClassName={SERVICE_GRID}
    >
      {(service, index) => (
        <ServiceCard
          service={service}
          aboveTheFold={index < ABOVE_THE_FOLD_CARDS}
          cardRef={analytics.observe(service.id)}
          onOpen={() => analytics.opened(service.id)}
        />
      )}
    </ResultsList>
  );
}
