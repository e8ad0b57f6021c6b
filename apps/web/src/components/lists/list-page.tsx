import type { ComponentProps, ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { QueryStates, type StatesQuery } from './query-states';

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

export interface ResultsQuery extends StatesQuery {
  isFetching: boolean;
  isPlaceholderData: boolean;
}

interface ResultsSectionProps extends ComponentProps<typeof QueryStates> {
  label: string;
  query: ResultsQuery;
  /** Above the results (a "new items" pill, say). */
  before?: ReactNode;
}

/** The results of a filtered list in their states; the previous results dim while new filters load. */
export function ResultsSection({ label, query, before, ...states }: ResultsSectionProps) {
  return (
    <section
      aria-label={label}
      aria-busy={query.isFetching}
      className={cx('flex flex-col gap-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}
    >
      {before}
      <QueryStates query={query} {...states} />
    </section>
  );
}
