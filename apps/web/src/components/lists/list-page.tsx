import type { ReactNode } from 'react';
import { RetryAlert } from '@/components/ui/retry-alert';
import { cx } from '@/lib/cx';

/** A list screen's frame: the document title, the heading with its intro, then the filters and the results. */
export function ListPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <title>{`${title} · IBH`}</title>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">{title}</h1>
        <p className="mt-1 max-w-2xl text-sm text-ink-muted">{intro}</p>
      </header>
      {children}
    </div>
  );
}

export interface ResultsQuery {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  data: unknown;
  refetch: () => unknown;
}

interface ResultsSectionProps {
  label: string;
  query: ResultsQuery;
  /** How many results have loaded. */
  count: number;
  skeleton: ReactNode;
  error: { message: string; retry: string };
  empty: ReactNode;
  /** Above the results (a "new items" pill, say). */
  before?: ReactNode;
  /** The results, shown once there is at least one. */
  children: ReactNode;
}

/** The results of a filtered list in their states; the previous results dim while new filters load. */
export function ResultsSection({
  label,
  query,
  count,
  skeleton,
  error,
  empty,
  before,
  children,
}: ResultsSectionProps) {
  return (
    <section
      aria-label={label}
      aria-busy={query.isFetching}
      className={cx('flex flex-col gap-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}
    >
      {before}
      {query.isPending ? skeleton : null}
      {query.isError && !query.data ? (
        <RetryAlert message={error.message} retry={error.retry} onRetry={() => void query.refetch()} />
      ) : null}
      {query.isSuccess && count === 0 ? empty : null}
      {count > 0 ? children : null}
    </section>
  );
}
