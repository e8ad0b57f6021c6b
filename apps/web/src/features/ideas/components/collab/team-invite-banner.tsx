import { COLLAB_TEXT, type IdeaDetail } from '@ibh/contract';
import { Mail } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { useAnswerTeamInvite } from '../../api/team';

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
    <section
      aria-labelledby="team-invite-title"
      className="flex flex-col gap-3 rounded-card border border-sapphire-100 bg-sapphire-50 p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <Mail aria-hidden className="size-6 shrink-0 text-sapphire-600" />
      <div className="min-w-0 flex-1">
        <h2 id="team-invite-title" className="text-base font-semibold text-sapphire-900">
          {COLLAB_TEXT.invitedTitle}
        </h2>
        {invite.message ? (
          <p className="mt-1 text-sm whitespace-pre-line break-words text-sapphire-900">{invite.message}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => respond(true)} disabled={answer.isPending}>
          {COLLAB_TEXT.invitedAccept}
        </Button>
        <Button variant="secondary" onClick={() => respond(false)} disabled={answer.isPending}>
          {COLLAB_TEXT.invitedDecline}
        </Button>
      </div>
    </section>
  );
}
