import { DASHBOARD_TEXT, type DashboardPeopleView, type DashboardRole } from '@ibh/contract';
import { Users } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { usePeopleView } from '../api/get-people-view';
import { PagedCards } from './paged-cards';
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
      ) : (
        <PagedCards
          view={view}
          query={query}
          items={items}
          keyOf={(person) => `${person.id}-${person.source}-${person.ideaId ?? ''}`}
        >
          {(person) => <PersonCard person={person} />}
        </PagedCards>
      )}
    </section>
  );
}
