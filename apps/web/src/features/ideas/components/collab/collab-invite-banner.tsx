import { COLLAB_TEXT, type IdeaDetail } from '@ibh/contract';
import { Handshake } from 'lucide-react';
import toast from 'react-hot-toast';
import { useAnswerCollabInvite } from '../../api/collab-invites';
import { InviteBanner } from './invite-banner';

/** For someone the owner invited to collaborate (viewer.collabRequest 'invited'): Accept or Decline. */
export function CollabInviteBanner({ idea }: { idea: IdeaDetail }) {
  const request = idea.viewer.collabRequest;
  const answer = useAnswerCollabInvite(idea.id);
  if (request?.status !== 'invited' || idea.viewer.isOwner) return null;
  const respond = (accept: boolean) =>
    answer.mutate(
      { requestId: request.id, accept },
      {
        onSuccess: () =>
          toast.success(accept ? COLLAB_TEXT.collabInviteAccepted : COLLAB_TEXT.collabInviteDeclined),
        onError: () => toast.error(COLLAB_TEXT.collabInviteFailed),
      },
    );
  return (
    <InviteBanner
      id="collab-invite-title"
      tone="gold"
      icon={Handshake}
      title={COLLAB_TEXT.collabInvitedTitle(idea.owner.fullName)}
      acceptLabel={COLLAB_TEXT.accept}
      declineLabel={COLLAB_TEXT.decline}
      pending={answer.isPending}
      onAnswer={respond}
    >
      <p className="mt-1 text-sm text-gold-800">{COLLAB_TEXT.collabInvitedBody}</p>
    </InviteBanner>
  );
}
