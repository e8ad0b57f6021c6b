import { type IdeaPerson, PATHS, WORKSPACE_TABS, WORKSPACE_TEXT, type Workspace } from '@ibh/contract';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageTabs, tabTriggerClasses, useTabParam } from '@/components/ui/page-tabs';
import { useAuth } from '@/lib/auth';
import { useWorkspace } from '../api/get-workspace';
import { usePresencePing } from '../hooks/use-presence-ping';
import { useWorkspaceLive } from '../hooks/use-workspace-live';
import { ChatTab } from './chat-tab';
import { FilesTab } from './files-tab';
import { OverviewTab } from './overview-tab';
import { PresenceAvatars } from './presence-avatars';
import { TasksTab } from './tasks-tab';
import { WorkspaceAside } from './workspace-aside';
import { WorkspaceLoadError, WorkspaceSkeleton } from './workspace-states';

type Tab = (typeof WORKSPACE_TABS)[number];
const tabValue = (tab: Tab) => tab.toLowerCase();
const TAB_VALUES = WORKSPACE_TABS.map(tabValue);
const TRIGGER = tabTriggerClasses('min-h-10 flex-1 px-2 sm:flex-none sm:px-4');

/** Dashboard > Shared Project > title (001 §2.8); on the owner's own idea, Dashboard > My Ideas > title. */
function Breadcrumb({ title, own }: { title: string; own: boolean }) {
  return (
    <nav aria-label={WORKSPACE_TEXT.breadcrumb}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-muted">
        <li>
          <Link
            to={PATHS.dashboard}
            className="inline-flex min-h-10 items-center hover:text-ink hover:underline"
          >
            {WORKSPACE_TEXT.dashboard}
          </Link>
        </li>
        <li className="inline-flex items-center gap-1">
          <ChevronRight aria-hidden className="size-4" />
          {own ? (
            <Link
              to={`${PATHS.dashboard}?view=myIdeas`}
              className="inline-flex min-h-10 items-center hover:text-ink hover:underline"
            >
              {WORKSPACE_TEXT.myIdeas}
            </Link>
          ) : (
            WORKSPACE_TEXT.sharedProject
          )}
        </li>
        <li aria-current="page" className="inline-flex min-w-0 items-center gap-1 font-medium text-ink">
          <ChevronRight aria-hidden className="size-4 shrink-0 text-ink-muted" />
          <span className="truncate">{title}</span>
        </li>
      </ol>
    </nav>
  );
}

/** The person I am in this workspace, for my own messages before the server answers. */
function meOf(workspace: Workspace, fallback: IdeaPerson): IdeaPerson {
  const everyone = [workspace.owner, ...workspace.team, ...workspace.collaborators];
  return everyone.find((member) => member.id === workspace.me.userId) ?? fallback;
}

function Loaded({ workspace }: { workspace: Workspace }) {
  const { user } = useAuth();
  const [current, choose] = useTabParam(TAB_VALUES);
  const ideaId = workspace.idea.id;
  const me = meOf(workspace, {
    id: workspace.me.userId,
    fullName: user?.fullName ?? WORKSPACE_TEXT.memberRole[workspace.me.memberRole],
    avatarUrl: user?.avatarUrl ?? null,
    role: user?.role ?? '',
    headline: null,
    country: null,
    isVerified: false,
  });
  const members = [workspace.owner, ...workspace.team, ...workspace.collaborators];
  const panels: Record<string, ReactNode> = {
    overview: <OverviewTab workspace={workspace} />,
    chat: <ChatTab ideaId={ideaId} me={me} />,
    tasks: <TasksTab ideaId={ideaId} members={members} me={workspace.me} />,
    files: <FilesTab ideaId={ideaId} />,
  };

  return (
    <div className="flex flex-col gap-4">
      <title>{`${workspace.idea.title} · IBH`}</title>
      <Breadcrumb title={workspace.idea.title} own={workspace.me.memberRole === 'owner'} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-semibold tracking-tight break-words text-ink">{workspace.idea.title}</h1>
        <PresenceAvatars workspace={workspace} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <PageTabs
          label={WORKSPACE_TEXT.tabsLabel}
          value={current}
          onValueChange={choose}
          className="flex min-w-0 flex-col gap-4"
          triggerClassName={TRIGGER}
          tabs={WORKSPACE_TABS.map((tab) => ({
            value: tabValue(tab),
            label: tab,
            content: panels[tabValue(tab)],
          }))}
        />
        <WorkspaceAside workspace={workspace} />
      </div>
    </div>
  );
}

/** /workspace/:id and /dashboard/shared/:id: the shared project of an idea's owner, team and collaborators. */
export function WorkspaceView() {
  const { id = '' } = useParams();
  const query = useWorkspace(id);
  const loaded = query.data !== undefined;
  useWorkspaceLive(id, loaded);
  usePresencePing(id, loaded);
  if (query.data) return <Loaded workspace={query.data} />;
  if (query.isError) return <WorkspaceLoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <WorkspaceSkeleton />;
}
