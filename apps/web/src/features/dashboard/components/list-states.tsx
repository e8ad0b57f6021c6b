import {
  DASHBOARD_TEXT,
  type DashboardIdeaView,
  type DashboardPeopleView,
  HUB_TEXT,
  PATHS,
} from '@ibh/contract';
import { Bookmark, Eye, FolderKanban, Lightbulb, UserPlus, Users } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

const ICONS = {
  myIdeas: Lightbulb,
  projects: FolderKanban,
  savedIdeas: Bookmark,
  followingIdeas: Eye,
  followingUsers: UserPlus,
  teamMembers: Users,
  collaborators: Users,
  myCollaborators: Users,
} as const;

const NEXT_STEP: Partial<Record<DashboardIdeaView | DashboardPeopleView, { to: string; label: string }>> = {
  myIdeas: { to: PATHS.postIdea, label: HUB_TEXT.emptyPostIdea },
  projects: { to: PATHS.explore, label: HUB_TEXT.emptyExplore },
  savedIdeas: { to: PATHS.explore, label: HUB_TEXT.emptyExplore },
  followingIdeas: { to: PATHS.explore, label: HUB_TEXT.emptyExplore },
  followingUsers: { to: PATHS.cofounders, label: HUB_TEXT.emptyFindPeople },
  collaborators: { to: PATHS.explore, label: HUB_TEXT.emptyExplore },
};

/** The spec's empty state of a view with a next step. */
export function ViewEmpty({ view }: { view: DashboardIdeaView | DashboardPeopleView }) {
  const text = DASHBOARD_TEXT.empty[view];
  const next = NEXT_STEP[view];
  return (
    <EmptyState
      icon={ICONS[view]}
      title={text.title}
      action={
        next ? (
          <ButtonLink to={next.to} variant="secondary">
            {next.label}
          </ButtonLink>
        ) : undefined
      }
    >
      {text.body || undefined}
    </EmptyState>
  );
}

interface MoreProps {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

/** 'Load more' while the server has another page. */
export function LoadMore({ hasMore, loading, onMore }: MoreProps) {
  if (!hasMore) return null;
  return (
    <Button variant="secondary" onClick={onMore} disabled={loading} className="self-center">
      {loading ? HUB_TEXT.loadingMore : HUB_TEXT.loadMore}
    </Button>
  );
}

export const cardGrid = 'grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3';
