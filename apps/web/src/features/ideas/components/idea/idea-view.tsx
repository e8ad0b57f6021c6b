import type { ReactNode } from 'react';
import { isIdeaNotFound, useIdea } from '../../api/get-idea';
import { RestrictedProvider } from '../../hooks/use-sign-in-gate';
import { CollabInviteBanner } from '../collab/collab-invite-banner';
import { OwnerRequests } from '../collab/owner-requests';
import { TeamInviteBanner } from '../collab/team-invite-banner';
import { TeamPanel } from '../collab/team-panel';
import { CommentSection } from '../comments/comment-section';
import { EvidencePlaceholder } from './evidence-placeholder';
import { IdeaFacts } from './idea-facts';
import { IdeaHeader } from './idea-header';
import { IdeaLoadError, IdeaNotFound, IdeaSkeleton } from './idea-states';
import { IdeaStory } from './idea-story';
import { NavNotice } from './nav-notice';
import { OwnerCard } from './owner-card';
import { PremiumLock } from './premium-lock';

interface IdeaViewProps {
  ideaId: string;
  /** Opens the app's 'Restricted Access' popup for a signed-out visitor. */
  onRestricted: (trigger: HTMLElement | null) => void;
  /** The evidence section the page composes in (the evidence feature); a placeholder without it. */
  evidence?: (idea: { id: string; title: string; isOwner: boolean; isTeamMember: boolean }) => ReactNode;
}

/** /ideas/:id: the idea, its people, comments and the viewer's ways to take part. */
export function IdeaView({ ideaId, onRestricted, evidence }: IdeaViewProps) {
  const idea = useIdea(ideaId);
  let content: ReactNode;
  if (idea.isError) {
    content = isIdeaNotFound(idea.error) ? (
      <IdeaNotFound />
    ) : (
      <IdeaLoadError onRetry={() => void idea.refetch()} />
    );
  } else if (idea.isPending) {
    content = <IdeaSkeleton />;
  } else {
    const data = idea.data;
    content = (
      <>
        <title>{`${data.title} · IBH`}</title>
        <TeamInviteBanner idea={data} />
        <CollabInviteBanner idea={data} />
        <IdeaHeader idea={data} />
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="flex min-w-0 flex-col gap-4">
            {data.viewer.isOwner ? <OwnerRequests ideaId={data.id} /> : null}
            {data.locked ? <PremiumLock /> : <IdeaStory idea={data} />}
            {evidence ? (
              evidence({
                id: data.id,
                title: data.title,
                isOwner: data.viewer.isOwner,
                isTeamMember: data.viewer.isTeamMember,
              })
            ) : (
              <EvidencePlaceholder />
            )}
            <CommentSection ideaId={data.id} ownerId={data.owner.id} count={data.commentsCount} />
          </div>
          <aside className="flex min-w-0 flex-col gap-4">
            <OwnerCard owner={data.owner} />
            <IdeaFacts idea={data} />
            <TeamPanel idea={data} />
          </aside>
        </div>
      </>
    );
  }
  return (
    <RestrictedProvider onRestricted={onRestricted}>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
        <NavNotice />
        {content}
      </div>
    </RestrictedProvider>
  );
}
