import { type HomeProofPage, EVIDENCE_HOME_TEXT as T } from '@ibh/contract';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { usePageItems } from '@/components/lists/keyset-pages';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useLoadMore } from '@/lib/use-load-more';
import { useMoreProofs } from '../api/evidence-home';
import { ProofItem } from './proof-item';

function LoadingRows({ count }: { count: number }) {
  return (
    <ul aria-hidden className="divide-y divide-line">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <li key={i} className="flex items-center gap-3 px-4 py-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1">
            <Skeleton className="h-4 w-48 max-w-full" />
            <Skeleton className="mt-2 h-3 w-24" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Live Proofs (001 section 2.9): the first page comes with the home's answer; See all loads the
 * rest in keyset pages below it (decision 97), each further page as the list's end scrolls into
 * view or with Load more.
 */
export function LiveProofs({
  userId,
  firstPage,
  loading,
  emptyAction,
}: {
  userId: string | null;
  firstPage: HomeProofPage | undefined;
  loading: boolean;
  emptyAction?: React.ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const from = firstPage?.nextCursor ?? null;
  const more = useMoreProofs(userId, from, expanded);
  const extra = usePageItems(more.data);
  const items = [...(firstPage?.items ?? []), ...extra];
  const hasMore = expanded ? more.hasNextPage : from !== null;
  const loadNext = () => {
    if (!expanded) setExpanded(true);
    else if (more.hasNextPage && !more.isFetchingNextPage && !more.isError) void more.fetchNextPage();
  };
  const sentinel = useLoadMore<HTMLDivElement>(loadNext, expanded && hasMore && !more.isError);
  const busy = more.isFetching;

  return (
    <section aria-labelledby="live-proofs-title" className="mt-12" data-testid="live-proofs">
      <h2 id="live-proofs-title" className="text-2xl font-semibold tracking-tight text-ink">
        {T.liveProofs}
      </h2>
      <div className="mt-4 overflow-hidden rounded-card border border-line bg-surface shadow-sm">
        {loading ? <LoadingRows count={4} /> : null}
        {!loading && items.length === 0 ? (
          <EmptyState icon={Sparkles} className="border-0" action={emptyAction}>
            {T.noProofs}
          </EmptyState>
        ) : null}
        {items.length > 0 ? (
          <ul className="divide-y divide-line" aria-busy={busy}>
            {items.map((proof) => (
              <li key={`${proof.kind}:${proof.proofId}`}>
                <ProofItem proof={proof} />
              </li>
            ))}
          </ul>
        ) : null}
        {expanded && more.isPending ? <LoadingRows count={2} /> : null}
      </div>
      {!expanded && hasMore ? (
        // Centred under the list: clear of the floating Inbox button on phones.
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={loadNext}>
            {T.seeAll}
          </Button>
        </div>
      ) : null}
      {more.isError ? (
        <div className="mt-4">
          <ErrorPanel
            message={T.moreFailed}
            retryLabel={T.retry}
            onRetry={() => void (more.data ? more.fetchNextPage() : more.refetch())}
          />
        </div>
      ) : null}
      {expanded && hasMore && !more.isError ? (
        <div ref={sentinel} className="mt-4 flex justify-center">
          <Button variant="secondary" onClick={loadNext} disabled={more.isFetchingNextPage}>
            {more.isFetchingNextPage ? T.loadingMore : T.loadMore}
          </Button>
        </div>
      ) : null}
      {expanded && !hasMore && !more.isPending && !more.isError ? (
        <p className="mt-4 text-center text-sm text-ink-muted" role="status">
          {T.allShown}
        </p>
      ) : null}
      <span className="sr-only" role="status">
        {busy ? T.loadingMore : ''}
      </span>
    </section>
  );
}
