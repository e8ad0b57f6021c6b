import { COLLAB_TEXT, type IdeaDetail } from '@ibh/contract';
import { Mail } from 'lucide-react';
import toast from 'react-hot-toast';
import { useAnswerTeamInvite } from '../../api/team';
import { InviteBanner } from './invite-banner';

/** For the invitee: the pending team invite with Accept and Decline. */
export function TeamInviteBanner({ idea }: { idea: IdeaDetail }) {
  const invite = idea.viewer.teamInvite;
  const answer = useAnswerTeamInvite(idea.id);
  if (!invite) return null;
  const respond = (accept: boolean) =>
    answer.mutate(
      { inviteId: invite.id, accept },
      {
        onSuccess: () => toast.success(accept ? COLLAB_TEXT.invitedAccepted : COLLAB_TEXT.invitedDeclined),
        onError: () => toast.error(COLLAB_TEXT.invitedFailed),
      },
    );
  return (
    <InviteBanner
      id="team-invite-title"
      tone="sapphire"
      icon={Mail}
      title={COLLAB_TEXT.invitedTitle}
      acceptLabel={COLLAB_TEXT.invitedAccept}
      declineLabel={COLLAB_TEXT.invitedDecline}
      pending={answer.isPending}
      onAnswer={respond}
    >
      {invite.message ? (
        <p className="mt-1 text-sm whitespace-pre-line break-words text-sapphire-900">{invite.message}</p>
      ) : null}
    </InviteBanner>
  );
}
