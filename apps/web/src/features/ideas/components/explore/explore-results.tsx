import { type IdeaCard as Card, EXPLORE_TEXT, PATHS } from '@ibh/contract';
import { Lightbulb } from 'lucide-react';
import { FilteredEmpty } from '@/components/lists/filtered-empty';
import { PictureCardSkeletons } from '@/components/lists/picture-card-skeletons';
import { CARD_GRID, type InfiniteResults, ResultsList } from '@/components/lists/results-list';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { IdeaCard } from './idea-card';

export function ExploreSkeleton() {
  return (
    <PictureCardSkeletons gridClassName={CARD_GRID} imageClassName="aspect-[16/9]">
      <Skeleton className="h-5 w-24 rounded-full" />
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <div className="flex items-center gap-2 pt-2">
        <Skeleton className="size-7 rounded-full" />
        <Skeleton className="h-4 w-28" />
      </div>
    </PictureCardSkeletons>
  );
}

/** Nothing matched: clear the filters, or (no filters at all) post the first idea. */
export function ExploreEmpty({ onClear }: { onClear?: (() => void) | undefined }) {
  return (
    <FilteredEmpty
      onClear={onClear}
      filtered={{ title: EXPLORE_TEXT.emptyTitle, body: EXPLORE_TEXT.emptyBody, clear: EXPLORE_TEXT.clear }}
      unfiltered={{
        icon: Lightbulb,
        title: EXPLORE_TEXT.emptyNoIdeasTitle,
        body: EXPLORE_TEXT.emptyNoIdeasBody,
        action: <ButtonLink to={PATHS.postIdea}>{EXPLORE_TEXT.postIdea}</ButtonLink>,
      }}
    />
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
