import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { HeadingIntro } from '@/components/ui/heading-intro';
import { MoreButton, type PagedQuery } from '@/components/ui/more-button';
import { cx } from '@/lib/cx';

/** The `status` filter of a review queue, kept in the URL; the default ('pending') leaves the URL bare. */
export function useStatusFilter<F extends string>(
  filters: readonly F[],
  fallback: F,
): [F, (next: F) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const filter = (filters as readonly string[]).includes(raw ?? '') ? (raw as F) : fallback;
  const setFilter = (next: F) => setParams(next === fallback ? {} : { status: next }, { replace: true });
  return [filter, setFilter];
}

interface FilterBarProps<F extends string> {
  filters: readonly F[];
  value: F;
  onChange: (filter: F) => void;
  text: Pick<ReviewQueueText<F>, 'filterLabel' | 'filters'>;
}

/** One pressed button a filter, in a labelled group. */
function FilterBar<F extends string>({ filters, value, onChange, text }: FilterBarProps<F>) {
  return (
    <fieldset className="inline-flex max-w-full self-start overflow-x-auto rounded-lg border border-line-strong bg-surface p-1">
      <legend className="sr-only">{text.filterLabel}</legend>
      {filters.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={cx(
            'min-h-9 rounded-md px-3 text-sm font-medium',
            value === filter
              ? 'bg-sapphire-600 text-white'
              : 'text-ink-muted hover:bg-surface-muted hover:text-ink',
          )}
        >
          {text.filters[filter]}
        </button>
      ))}
    </fieldset>
  );
}

/** The words of a review queue, as its contract text names them. */
export interface ReviewQueueText<F extends string> {
  adminTitle: string;
  adminIntro: string;
  filterLabel: string;
  filters: Record<F, string>;
  emptyFilter: string;
  loadMore: string;
}

export interface ReviewQueueProps<F extends string> {
  /** The heading's id, for the section's accessible name. */
  titleId: string;
  text: ReviewQueueText<F>;
  /** The status filters, the one chosen and how to choose another (see useStatusFilter). */
  filters: readonly F[];
  filter: F;
  onFilter: (filter: F) => void;
  query: PagedQuery & { isPending: boolean; isError: boolean; isSuccess: boolean };
  count: number;
  loading: ReactNode;
  error: ReactNode;
  /** The items, as list items. */
  children: ReactNode;
  /** Dialogs and the like, after the list. */
  after?: ReactNode;
}

/** An admin review screen: heading, filters, the queue in its states, Load more. */
export function ReviewQueue<F extends string>(props: ReviewQueueProps<F>) {
  const { titleId, text, filters, filter, onFilter, query, count, loading, error } = props;
  return (
    <section aria-labelledby={titleId} className="mx-auto w-full max-w-3xl py-2 sm:py-6">
      <title>{`${text.adminTitle} · IBH`}</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <HeadingIntro id={titleId} kind="card" title={text.adminTitle} intro={text.adminIntro} />
        <FilterBar filters={filters} value={filter} onChange={onFilter} text={text} />
      </div>
      <div className="mt-6">
        {query.isPending ? loading : null}
        {query.isError ? error : null}
        {query.isSuccess && count === 0 ? <EmptyState icon={Inbox}>{text.emptyFilter}</EmptyState> : null}
        {count > 0 ? (
          <ul className="flex flex-col gap-4" aria-label={text.filters[filter]}>
            {props.children}
          </ul>
        ) : null}
        {query.hasNextPage ? (
          <div className="mt-4 flex justify-center">
            <MoreButton query={query} className="">
              {text.loadMore}
            </MoreButton>
          </div>
        ) : null}
      </div>
      {props.after}
    </section>
  );
}
