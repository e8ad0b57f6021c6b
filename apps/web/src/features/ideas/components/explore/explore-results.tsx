import { type IdeaCard as Card, EXPLORE_TEXT, PATHS, SHELL_TEXT } from '@ibh/contract';
import { Lightbulb, SearchX } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useLoadMore } from '@/lib/use-load-more';
import { IdeaCard } from './idea-card';

const SKELETON_CARDS = Array.from({ length: 6 }, (_, i) => `skeleton-${i}`);
const grid = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

export function ExploreSkeleton() {
  return (
    <div role="status" aria-label={SHELL_TEXT.loading} className={grid}>
      {SKELETON_CARDS.map((id) => (
        <div key={id} className="flex flex-col overflow-hidden rounded-card border border-line bg-surface">
          <Skeleton className="aspect-[16/9] rounded-none" />
          <div className="flex flex-col gap-3 p-5">
            <Skeleton className="h-5 w-24 rounded-full" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <div className="flex items-center gap-2 pt-2">
              <Skeleton className="size-7 rounded-full" />
              <Skeleton className="h-4 w-28" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

export function ExploreError({ onRetry }: { onRetry: () => void }) {
  return (
    <FormAlert
      action={
        <Button variant="secondary" onClick={onRetry}>
          {EXPLORE_TEXT.retry}
        </Button>
      }
    >
      {EXPLORE_TEXT.errorTitle}
    </FormAlert>
  );
}

/** Nothing matched: clear the filters, or (no filters at all) post the first idea. */
export function ExploreEmpty({ onClear }: { onClear?: (() => void) | undefined }) {
  if (!onClear) {
    return (
      <EmptyState
        icon={Lightbulb}
        title={EXPLORE_TEXT.emptyNoIdeasTitle}
        action={<ButtonLink to={PATHS.postIdea}>{EXPLORE_TEXT.postIdea}</ButtonLink>}
      >
        {EXPLORE_TEXT.emptyNoIdeasBody}
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={SearchX}
      title={EXPLORE_TEXT.emptyTitle}
      action={
        <Button variant="secondary" onClick={onClear}>
          {EXPLORE_TEXT.clear}
        </Button>
      }
    >
      {EXPLORE_TEXT.emptyBody}
    </EmptyState>
  );
}

interface ExploreListProps {
  items: readonly Card[];
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  onLoadMore: () => void;
}

/** The cards, more loading as the end comes into view, and a Load more button for keyboards. */
export function ExploreList({ items, hasMore, loadingMore, moreFailed, onLoadMore }: ExploreListProps) {
  const sentinel = useLoadMore<HTMLDivElement>(onLoadMore, hasMore && !loadingMore && !moreFailed);
  return (
    <div className="flex flex-col gap-4">
      <p aria-live="polite" className="text-sm text-ink-muted">
        {EXPLORE_TEXT.results(items.length, hasMore)}
      </p>
      <ul className={grid}>
        {items.map((idea) => (
          <li key={idea.id}>
            <IdeaCard idea={idea} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden className="h-px" />
      {moreFailed ? <ExploreError onRetry={onLoadMore} /> : null}
      {hasMore && !moreFailed ? (
        <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore} className="self-center">
          {loadingMore ? EXPLORE_TEXT.loadingMore : EXPLORE_TEXT.loadMore}
        </Button>
      ) : null}
      {!hasMore && items.length > 0 ? (
        <p className="text-center text-sm text-ink-muted">{EXPLORE_TEXT.end}</p>
      ) : null}
    </div>
  );
}
