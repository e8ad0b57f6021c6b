import { type IdeaCard as Card, EXPLORE_TEXT, PATHS, SHELL_TEXT } from '@ibh/contract';
import { Lightbulb, SearchX } from 'lucide-react';
import { CARD_GRID, type InfiniteResults, ResultsList } from '@/components/lists/results-list';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { IdeaCard } from './idea-card';

const SKELETON_CARDS = Array.from({ length: 6 }, (_, i) => `skeleton-${i}`);

export function ExploreSkeleton() {
  return (
    <div role="status" aria-label={SHELL_TEXT.loading} className={CARD_GRID}>
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

const EXPLORE_RESULTS_TEXT = {
  ...EXPLORE_TEXT,
  loadFailed: EXPLORE_TEXT.errorTitle,
} as const;

/** The idea cards in keyset pages. */
export function ExploreList({ items, results }: { items: readonly Card[]; results: InfiniteResults }) {
  return (
    <ResultsList items={items} results={results} text={EXPLORE_RESULTS_TEXT} keyOf={(idea) => idea.id}>
      {(idea) => <IdeaCard idea={idea} />}
    </ResultsList>
  );
}
