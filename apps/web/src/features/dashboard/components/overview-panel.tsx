import {
  DASHBOARD,
  type DashboardIdea,
  type DashboardNavItem,
  type DashboardOverview,
  type DashboardSort,
  type DashboardView,
  HUB_TEXT,
  type PeopleItem,
} from '@ibh/contract';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { VIEW_PARAM } from '../lib/view-param';
import { HeaderCard } from './header-card';
import { IdeaCard } from './idea-card';
import { cardGrid, ViewEmpty } from './list-states';
import { PersonCard } from './person-card';
import { QuickActions } from './quick-actions';
import { SortSelect } from './sort-select';

function Section({
  id,
  title,
  aside,
  viewAll,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  viewAll?: DashboardView | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      {/* Top-aligned rows of equal height: the heading and Sort by share a line, a hint goes under. */}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-h-10 items-center gap-3">
          <h2 id={id} className="text-base font-semibold text-ink">
            {title}
          </h2>
          {viewAll ? (
            <Link
              to={`?${VIEW_PARAM}=${viewAll}`}
              className="inline-flex min-h-10 items-center gap-1 text-sm font-medium text-sapphire-700 hover:underline"
            >
              {HUB_TEXT.viewAll}
              <span className="sr-only">: {title}</span>
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          ) : null}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}

const first = <T,>(items: readonly T[]) => items.slice(0, DASHBOARD.overviewPerList);

function IdeaGrid({ ideas }: { ideas: readonly DashboardIdea[] }) {
  return (
    <ul className={cardGrid}>
      {first(ideas).map((idea) => (
        <li key={idea.id}>
          <IdeaCard idea={idea} />
        </li>
      ))}
    </ul>
  );
}

function PeopleGrid({ people }: { people: readonly PeopleItem[] }) {
  return (
    <ul className={cardGrid}>
      {first(people).map((person) => (
        <li key={`${person.id}-${person.source}-${person.ideaId ?? ''}`}>
          <PersonCard person={person} />
        </li>
      ))}
    </ul>
  );
}

const labelOf = (nav: readonly DashboardNavItem[], view: DashboardView) =>
  nav.find((item) => item.view === view)?.label ?? '';

/** Up to 6 of one people list under its label, with View All when the list is not empty. */
function PeopleSection({
  id,
  view,
  overview,
  nav,
}: {
  id: string;
  view: 'teamMembers' | 'collaborators';
  overview: DashboardOverview;
  nav: readonly DashboardNavItem[];
}) {
  const people = overview[view];
  return (
    <Section id={id} title={labelOf(nav, view)} viewAll={overview.counts[view] > 0 ? view : null}>
      {people.length > 0 ? <PeopleGrid people={people} /> : <ViewEmpty view={view} />}
    </Section>
  );
}

/**
 * The overview: header card, quick actions, the first 6 ideas, Shared Projects for owners
 * who joined ideas, and up to 6 of each people list (team members only for owners).
 */
export function OverviewPanel({
  overview,
  nav,
  sort,
}: {
  overview: DashboardOverview;
  nav: readonly DashboardNavItem[];
  sort: DashboardSort;
}) {
  const owner = overview.role === 'idea_owner';
  const ideaView = owner ? 'myIdeas' : 'projects';
  const { counts } = overview;
  return (
    <div className="flex flex-col gap-8">
      <HeaderCard overview={overview} />
      <QuickActions overview={overview} />
      <Section
        id="hub-overview-ideas"
        title={labelOf(nav, ideaView)}
        viewAll={counts[ideaView] > 0 ? ideaView : null}
        aside={<SortSelect role={overview.role} sort={sort} />}
      >
        {overview.ideas.length > 0 ? <IdeaGrid ideas={overview.ideas} /> : <ViewEmpty view={ideaView} />}
      </Section>
      {owner && overview.projects.length > 0 ? (
        <Section id="hub-overview-projects" title={HUB_TEXT.sharedProjects}>
          <IdeaGrid ideas={overview.projects} />
        </Section>
      ) : null}
      {owner ? (
        <PeopleSection id="hub-overview-team" view="teamMembers" overview={overview} nav={nav} />
      ) : null}
      <PeopleSection id="hub-overview-collaborators" view="collaborators" overview={overview} nav={nav} />
    </div>
  );
}
