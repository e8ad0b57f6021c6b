import { DASHBOARD_TEXT, type DashboardPeopleView, type DashboardRole } from '@ibh/contract';
import { Users } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { usePeopleView } from '../api/get-people-view';
import { CardGridSkeleton, ListError } from './dashboard-states';
import { cardGrid, LoadMore, ViewEmpty } from './list-states';
import { PersonCard } from './person-card';

interface Props {
  view: DashboardPeopleView;
  title: string;
  role: DashboardRole;
}

/** A whole people list, a page at a time. Team Members is not a professional's view. */
export function PeopleListView({ view, title, role }: Props) {
  const closed = view === 'teamMembers' && role === 'professional';
  const query = usePeopleView(view, !closed);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="hub-view-title" className="flex flex-col gap-4">
      <h2 id="hub-view-title" className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {closed ? (
        <EmptyState icon={Users} title={DASHBOARD_TEXT.teamMembersForPros} />
      ) : query.isPending ? (
        <CardGridSkeleton />
      ) : query.isError && items.length === 0 ? (
        <ListError onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <ViewEmpty view={view} />
      ) : (
        <>
          <ul className={cardGrid}>
            {items.map((person) => (
              <li key={`${person.id}-${person.source}-${person.ideaId ?? ''}`}>
                <PersonCard person={person} />
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
