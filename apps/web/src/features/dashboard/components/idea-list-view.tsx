import type { DashboardIdeaView, DashboardRole, DashboardSort } from '@ibh/contract';
import { useIdeaView } from '../api/get-idea-view';
import { IdeaCard } from './idea-card';
import { PagedCards } from './paged-cards';
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
      <PagedCards view={view} query={query} items={items} keyOf={(idea) => idea.id}>
        {(idea) => <IdeaCard idea={idea} />}
      </PagedCards>
    </section>
  );
}
