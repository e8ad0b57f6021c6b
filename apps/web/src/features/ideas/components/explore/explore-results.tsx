import { type IdeaCard as Card, EXPLORE_TEXT, PATHS } from '@ibh/contract';
import { Lightbulb } from 'lucide-react';
import { FilteredEmpty } from '@/components/lists/filtered-empty';
import { PictureCardSkeletons } from '@/components/lists/picture-card-skeletons';
import { CARD_GRID, type InfiniteResults, ResultsList } from '@/components/lists/results-list';
import { ButtonLink } from '@/components/ui/button';
import { Skeletons } from '@/components/ui/skeletons';
import { IdeaCard } from './idea-card';

export function ExploreSkeleton() {
  return (
    <PictureCardSkeletons gridClassName={CARD_GRID} imageClassName="aspect-[16/9]">
      <Skeletons shapes={['h-5 w-24 rounded-full', 'h-6 w-3/4', 'h-4 w-full', 'h-4 w-5/6']} />
      <Skeletons className="flex items-center gap-2 pt-2" shapes={['size-7 rounded-full', 'h-4 w-28']} />
    </PictureCardSkeletons>
  );
}

const NO_MATCH = { title: EXPLORE_TEXT.emptyTitle, body: EXPLORE_TEXT.emptyBody, clear: EXPLORE_TEXT.clear };
const NO_IDEAS = {
  icon: Lightbulb,
  title: EXPLORE_TEXT.emptyNoIdeasTitle,
  body: EXPLORE_TEXT.emptyNoIdeasBody,
  action: <ButtonLink to={PATHS.postIdea}>{EXPLORE_TEXT.postIdea}</ButtonLink>,
};

/** Nothing matched: clear the filters, or (no filters at all) post the first idea. */
export function ExploreEmpty({ onClear }: { onClear?: (() => void) | undefined }) {
  return <FilteredEmpty onClear={onClear} filtered={NO_MATCH} unfiltered={NO_IDEAS} />;
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
