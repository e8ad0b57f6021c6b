import { COFOUNDER_TEXT, type CofounderMatch, PATHS, PROFILE_SECTIONS, SHELL_TEXT } from '@ibh/contract';
import { Users } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useLoadMore } from '@/lib/use-load-more';
import { CofounderCard } from './cofounder-card';

const SKELETON_CARDS = Array.from({ length: 6 }, (_, i) => `skeleton-${i}`);
const COLLAB_ANCHOR = PROFILE_SECTIONS[2].id;
const grid = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

export function ResultsSkeleton() {
  return (
    <div role="status" aria-label={SHELL_TEXT.loading} className={grid}>
      {SKELETON_CARDS.map((id) => (
        <div key={id} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="size-14 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
          <Skeleton className="h-4 w-full" />
          <div className="flex gap-1.5">
            <Skeleton className="h-6 w-16 rounded-full" />
            <Skeleton className="h-6 w-20 rounded-full" />
            <Skeleton className="h-6 w-14 rounded-full" />
          </div>
          <Skeleton className="h-16 w-full" />
        </div>
      ))}
    </div>
  );
}

export function ResultsError({ onRetry }: { onRetry: () => void }) {
  return (
    <FormAlert
      action={
        <Button variant="secondary" onClick={onRetry}>
          {COFOUNDER_TEXT.retry}
        </Button>
      }
    >
      {COFOUNDER_TEXT.errorTitle}
    </FormAlert>
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

interface ResultsListProps {
  items: readonly CofounderMatch[];
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  onLoadMore: () => void;
}

/** The ranked cards, more loading as the end comes into view, and a Load more button as well. */
export function ResultsList({ items, hasMore, loadingMore, moreFailed, onLoadMore }: ResultsListProps) {
  const sentinel = useLoadMore<HTMLDivElement>(onLoadMore, hasMore && !loadingMore && !moreFailed);
  return (
    <div className="flex flex-col gap-4">
      <p aria-live="polite" className="text-sm text-ink-muted">
        {COFOUNDER_TEXT.results(items.length, hasMore)}
      </p>
      <ul className={grid}>
        {items.map((match) => (
          <li key={match.userId}>
            <CofounderCard match={match} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden className="h-px" />
      {moreFailed ? <ResultsError onRetry={onLoadMore} /> : null}
      {hasMore && !moreFailed ? (
        <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore} className="self-center">
          {loadingMore ? COFOUNDER_TEXT.loadingMore : COFOUNDER_TEXT.loadMore}
        </Button>
      ) : null}
      {!hasMore && items.length > 0 ? (
        <p className="text-center text-sm text-ink-muted">{COFOUNDER_TEXT.end}</p>
      ) : null}
    </div>
  );
}
