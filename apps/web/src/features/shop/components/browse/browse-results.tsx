import { BROWSE_SCREEN_TEXT, type ServiceCard as Card, SHOP_TEXT } from '@ibh/contract';
import { SearchX, Store } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { useLoadMore } from '@/lib/use-load-more';
import { useCardAnalytics } from '../../hooks/use-card-analytics';
import { ServiceCard } from '../service-card';
import { SERVICE_GRID } from '../service-grid-skeleton';

export function BrowseError({ onRetry }: { onRetry: () => void }) {
  return (
    <FormAlert
      action={
        <Button variant="secondary" onClick={onRetry}>
          {SHOP_TEXT.retry}
        </Button>
      }
    >
      {SHOP_TEXT.loadFailed}
    </FormAlert>
  );
}

/** Nothing matched: clear the filters; with no filters at all, the shop is still empty. */
export function BrowseEmpty({ onClear }: { onClear?: (() => void) | undefined }) {
  if (!onClear) {
    return (
      <EmptyState icon={Store} title={BROWSE_SCREEN_TEXT.emptyNoServicesTitle}>
        {BROWSE_SCREEN_TEXT.emptyNoServicesBody}
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={SearchX}
      title={SHOP_TEXT.empty}
      action={
        <Button variant="secondary" onClick={onClear}>
          {SHOP_TEXT.clearFilters}
        </Button>
      }
    >
      {SHOP_TEXT.emptyHint}
    </EmptyState>
  );
}

interface BrowseListProps {
  items: readonly Card[];
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  onLoadMore: () => void;
}

/** The first row of cards on the widest grid: their pictures are what the page paints largest first. */
const ABOVE_THE_FOLD_CARDS = 3;

/** The cards, more loading as the end comes into view, and a Load more button for keyboards. */
export function BrowseList({ items, hasMore, loadingMore, moreFailed, onLoadMore }: BrowseListProps) {
  const sentinel = useLoadMore<HTMLDivElement>(onLoadMore, hasMore && !loadingMore && !moreFailed);
  const analytics = useCardAnalytics();
  return (
    <div className="flex flex-col gap-4">
      <p aria-live="polite" className="text-sm text-ink-muted">
        {BROWSE_SCREEN_TEXT.results(items.length, hasMore)}
      </p>
      <ul className={SERVICE_GRID}>
        {items.map((service, index) => (
          <li key={service.id}>
            <ServiceCard
              service={service}
              aboveTheFold={index < ABOVE_THE_FOLD_CARDS}
              cardRef={analytics.observe(service.id)}
              onOpen={() => analytics.opened(service.id)}
            />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden className="h-px" />
      {moreFailed ? <BrowseError onRetry={onLoadMore} /> : null}
      {hasMore && !moreFailed ? (
        <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore} className="self-center">
          {loadingMore ? BROWSE_SCREEN_TEXT.loadingMore : SHOP_TEXT.loadMore}
        </Button>
      ) : null}
      {!hasMore && items.length > 0 ? (
        <p className="text-center text-sm text-ink-muted">{BROWSE_SCREEN_TEXT.end}</p>
      ) : null}
    </div>
  );
}
