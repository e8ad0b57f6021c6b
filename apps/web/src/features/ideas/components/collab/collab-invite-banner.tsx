import { COLLAB_TEXT, type IdeaDetail } from '@ibh/contract';
import { Handshake } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { useAnswerCollabInvite } from '../../api/collab-invites';

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
    <section
      aria-labelledby="collab-invite-title"
      className="flex flex-col gap-3 rounded-card border border-gold-100 bg-gold-50 p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <Handshake aria-hidden className="size-6 shrink-0 text-gold-700" />
      <div className="min-w-0 flex-1">
        <h2 id="collab-invite-title" className="text-base font-semibold break-words text-gold-800">
          {COLLAB_TEXT.collabInvitedTitle(idea.owner.fullName)}
        </h2>
        <p className="mt-1 text-sm text-gold-800">{COLLAB_TEXT.collabInvitedBody}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => respond(true)} disabled={answer.isPending}>
          {COLLAB_TEXT.accept}
        </Button>
        <Button variant="secondary" onClick={() => respond(false)} disabled={answer.isPending}>
          {COLLAB_TEXT.decline}
        </Button>
      </div>
    </section>
  );
}
