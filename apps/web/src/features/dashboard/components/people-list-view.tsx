import { DASHBOARD_TEXT, type DashboardPeopleView, type DashboardRole } from '@ibh/contract';
import { Users } from 'lucide-react';
import { TitledSection } from '@/components/page/titled-section';
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
    <TitledSection id="hub-view-title" title={title} className="flex flex-col gap-4">
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
    </TitledSection>
  );
}
