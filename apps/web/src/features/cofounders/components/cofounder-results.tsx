import { COFOUNDER_TEXT, type CofounderMatch, PATHS, PROFILE_SECTIONS, SHELL_TEXT } from '@ibh/contract';
import { Users } from 'lucide-react';
import { CARD_GRID, type InfiniteResults, ResultsList } from '@/components/lists/results-list';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Skeletons } from '@/components/ui/skeletons';
import { CofounderCard } from './cofounder-card';

const SKELETON_CARDS = Array.from({ length: 6 }, (_, i) => `skeleton-${i}`);
const COLLAB_ANCHOR = PROFILE_SECTIONS[2].id;

export function ResultsSkeleton() {
  return (
    <div role="status" aria-label={SHELL_TEXT.loading} className={CARD_GRID}>
      {SKELETON_CARDS.map((id) => (
        <div key={id} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="size-14 rounded-full" />
            <Skeletons className="flex flex-1 flex-col gap-2" shapes={['h-5 w-3/4', 'h-4 w-1/2']} />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeletons
            className="flex gap-1.5"
            shapes={['h-6 w-16 rounded-full', 'h-6 w-20 rounded-full', 'h-6 w-14 rounded-full']}
          />
          <Skeleton className="h-16 w-full" />
        </div>
      ))}
    </div>
  );
}

/** No one matched: the next step is saying who you look for (collaboration preferences). */
export function ResultsEmpty({ onClear }: { onClear?: (() => void) | undefined }) {
  return (
    <EmptyState
      icon={Users}
      title={COFOUNDER_TEXT.emptyTitle}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <ButtonLink to={`${PATHS.editProfile}#${COLLAB_ANCHOR}`}>{COFOUNDER_TEXT.emptyAction}</ButtonLink>
          {onClear ? (
            <Button variant="secondary" onClick={onClear}>
              {COFOUNDER_TEXT.clear}
            </Button>
          ) : null}
        </div>
      }
    >
      {COFOUNDER_TEXT.emptyBody}
    </EmptyState>
  );
}

const RESULTS_TEXT = { ...COFOUNDER_TEXT, loadFailed: COFOUNDER_TEXT.errorTitle } as const;

/** The ranked cards in keyset pages. */
export function CofounderList({
  items,
  results,
}: {
  items: readonly CofounderMatch[];
  results: InfiniteResults;
}) {
  return (
    <ResultsList items={items} results={results} text={RESULTS_TEXT} keyOf={(match) => match.userId}>
      {(match) => <CofounderCard match={match} />}
    </ResultsList>
  );
}
