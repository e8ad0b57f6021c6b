import type { DashboardIdeaView, DashboardRole, DashboardSort } from '@ibh/contract';
import { useIdeaView } from '../api/get-idea-view';
import { CardGridSkeleton, ListError } from './dashboard-states';
import { IdeaCard } from './idea-card';
import { cardGrid, LoadMore, ViewEmpty } from './list-states';
import { SortSelect } from './sort-select';

interface Props {
  view: DashboardIdeaView;
  title: string;
  role: DashboardRole;
  sort: DashboardSort;
}

/** A whole idea list, a page at a time; My Ideas and Projects I'm On carry the sort. */
export function IdeaListView({ view, title, role, sort }: Props) {
  const sortable = view === 'myIdeas' || view === 'projects';
  const query = useIdeaView(view, sortable ? sort : 'recent');
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="hub-view-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <h2 id="hub-view-title" className="flex min-h-10 items-center text-lg font-semibold text-ink">
          {title}
        </h2>
        {sortable ? <SortSelect role={role} sort={sort} /> : null}
      </div>
      {query.isPending ? (
        <CardGridSkeleton />
      ) : query.isError && items.length === 0 ? (
        <ListError onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <ViewEmpty view={view} />
      ) : (
        <>
          <ul className={cardGrid}>
            {items.map((idea) => (
              <li key={idea.id}>
                <IdeaCard idea={idea} />
              </li>
            ))}
          </ul>
          {query.isFetchNextPageError ? <ListError onRetry={() => void query.fetchNextPage()} /> : null}
          <LoadMore
            hasMore={query.hasNextPage && !query.isFetchNextPageError}
            loading={query.isFetchingNextPage}
            onMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}
