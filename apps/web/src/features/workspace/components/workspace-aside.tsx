import { buildPath, IDEA_TEXT, PATHS, WORKSPACE_TEXT, type Workspace } from '@ibh/contract';
import { Check, Compass, ExternalLink, UserPlus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button, ButtonLink } from '@/components/ui/button';
import { RelativeTime } from '@/components/ui/relative-time';
import { useRespondRequest } from '../api/respond-request';
import { MemberRow } from './member-row';

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-sm"
    >
      <h2 id={id} className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Accept or decline a request to join. */
const ANSWERS = [
  { accept: true, variant: undefined, icon: Check, label: WORKSPACE_TEXT.accept },
  { accept: false, variant: 'secondary', icon: X, label: WORKSPACE_TEXT.decline },
] as const;

function PendingRequests({ workspace }: { workspace: Workspace }) {
  const respond = useRespondRequest(workspace.idea.id);
  if (workspace.pendingRequests.length === 0) {
    return <p className="text-sm text-ink-muted">{WORKSPACE_TEXT.noPending}</p>;
  }
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-medium text-ink">
        {WORKSPACE_TEXT.pendingRequests(workspace.pendingTotal)}
      </h3>
      <ul className="flex flex-col gap-3">
        {workspace.pendingRequests.map((request) => {
          const busy = respond.isPending && respond.variables?.requestId === request.id;
          return (
            <li key={request.id} className="flex flex-col gap-2 rounded-lg border border-line p-3">
              <div className="flex items-center gap-2">
                <Avatar url={request.user.avatarUrl} name={request.user.fullName} size={28} />
                <span className="min-w-0 flex-1 truncate text-sm font-medium text-ink">
                  {request.user.fullName}
                </span>
                <RelativeTime value={request.createdAt} className="text-xs text-ink-muted" />
              </div>
              {request.message ? (
                <p className="text-sm break-words text-ink-muted">{request.message}</p>
              ) : null}
              <div className="flex gap-2">
                {ANSWERS.map(({ accept, variant, icon: Icon, label }) => (
                  <Button
                    key={label}
                    variant={variant}
                    className="flex-1"
                    disabled={busy}
                    onClick={() => respond.mutate({ requestId: request.id, accept })}
                    aria-label={`${label} ${request.user.fullName}`}
                  >
                    <Icon aria-hidden className="size-4" />
                    {label}
                  </Button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function People({ members, empty }: { members: Workspace['team']; empty: string }) {
  if (members.length === 0) return <p className="text-sm text-ink-muted">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {members.map((member) => (
        <MemberRow key={member.id} member={member} />
      ))}
    </ul>
  );
}

/**
 * Owner, Team, Team & Access, Invite Expert (coming soon) and the actions (001 section 2.8). Team
 * lists the team members (idea_team_members) and Collaborators the accepted collaborators
 * (idea_collab_interest), as the spec's tables tell them apart.
 */
export function WorkspaceAside({ workspace }: { workspace: Workspace }) {
  const owner = workspace.me.memberRole === 'owner';
  return (
    <aside className="flex flex-col gap-4">
      <Card id="ws-owner" title={WORKSPACE_TEXT.owner}>
        <ul>
          <MemberRow member={workspace.owner} />
        </ul>
      </Card>
      <Card id="ws-team" title={WORKSPACE_TEXT.team}>
        <People members={workspace.team} empty={WORKSPACE_TEXT.noTeam} />
      </Card>
      <Card id="ws-collaborators" title={WORKSPACE_TEXT.collaborators}>
        <People members={workspace.collaborators} empty={WORKSPACE_TEXT.noCollaborators} />
      </Card>
      <Card id="ws-access" title={WORKSPACE_TEXT.teamAccess}>
        <p className="text-sm text-ink">{WORKSPACE_TEXT.yourAccess[workspace.me.memberRole]}</p>
        {owner ? <PendingRequests workspace={workspace} /> : null}
        <Button variant="secondary" disabled>
          <UserPlus aria-hidden className="size-4" />
          {IDEA_TEXT.inviteExpertSoon}
        </Button>
      </Card>
      <Card id="ws-actions" title={WORKSPACE_TEXT.actions}>
        <div className="flex flex-col gap-2">
          <ButtonLink to={PATHS.explore} variant="secondary">
            <Compass aria-hidden className="size-4" />
            {WORKSPACE_TEXT.exploreIdeas}
          </ButtonLink>
          <ButtonLink to={buildPath(PATHS.idea, { id: workspace.idea.id })} variant="secondary">
            <ExternalLink aria-hidden className="size-4" />
            {WORKSPACE_TEXT.viewIdea}
          </ButtonLink>
        </div>
      </Card>
    </aside>
  );
}
