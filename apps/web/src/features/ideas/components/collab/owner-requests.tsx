import type { CollabRequest } from '@ibh/contract';
import { COLLAB_TEXT, SHELL_TEXT } from '@ibh/contract';
import { Check, X } from 'lucide-react';
import toast from 'react-hot-toast';
import { QueryStates } from '@/components/lists/query-states';
import { Button } from '@/components/ui/button';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { useWithdrawCollabInvite } from '../../api/collab-invites';
import { useAnswerCollabRequest, useCollabRequests } from '../../api/collab-requests';
import { PanelCard } from '../panel-card';
import { PersonRow } from '../person-row';
import { SentInvites } from './sent-invites';

const REQUESTS_ERROR = { message: COLLAB_TEXT.requestsFailed, retry: COLLAB_TEXT.retry };

/**
 * The owner's pending collaboration requests, each with Accept and Decline, and the invitations
 * to collaborate they sent that are not answered yet.
 */
export function OwnerRequests({ ideaId }: { ideaId: string }) {
  const requests = useCollabRequests(ideaId, true);
  const answer = useAnswerCollabRequest(ideaId);
  const pending = requests.data?.pending ?? [];
  const more = (requests.data?.pendingTotal ?? 0) - pending.length;

  return (
    <PanelCard title={COLLAB_TEXT.requestsTitle} count={requests.data?.pendingTotal}>
      <QueryStates
        query={requests}
        count={pending.length}
        skeleton={
          <div role="status" aria-label={SHELL_TEXT.loading} className="flex gap-3">
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="h-10 flex-1" />
          </div>
        }
        error={REQUESTS_ERROR}
        failed={requests.isError}
        empty={<p className="text-sm text-ink-muted">{COLLAB_TEXT.noRequests}</p>}
      >
        <ul className="flex flex-col gap-4">
          {pending.map((request) => (
            <li key={request.id}>
              <PersonRow
                person={request.user}
                detail={
                  <>
                    {request.message ? (
                      <p className="mt-1 rounded-lg bg-surface-muted px-3 py-2 text-sm whitespace-pre-line break-words text-ink">
                        {request.message}
                      </p>
                    ) : null}
                    <RelativeTime value={request.createdAt} className="mt-1 block text-xs text-ink-muted" />
                  </>
                }
              >
                <Button
                  disabled={answer.isPending}
                  aria-label={`${COLLAB_TEXT.accept} ${request.user.fullName}`}
                  onClick={() =>
                    answer.mutate(
                      { requestId: request.id, accept: true },
                      {
                        onSuccess: () => toast.success(COLLAB_TEXT.acceptedToast(request.user.fullName)),
                        onError: () => toast.error(COLLAB_TEXT.respondFailed),
                      },
                    )
                  }
                >
                  <Check aria-hidden className="size-4" />
                  {COLLAB_TEXT.accept}
                </Button>
                <Button
                  variant="secondary"
                  disabled={answer.isPending}
                  aria-label={`${COLLAB_TEXT.decline} ${request.user.fullName}`}
                  onClick={() =>
                    answer.mutate(
                      { requestId: request.id, accept: false },
                      {
                        onSuccess: () => toast.success(COLLAB_TEXT.declinedToast),
                        onError: () => toast.error(COLLAB_TEXT.respondFailed),
                      },
                    )
                  }
                >
                  <X aria-hidden className="size-4" />
                  {COLLAB_TEXT.decline}
                </Button>
              </PersonRow>
            </li>
          ))}
        </ul>
      </QueryStates>
      {more > 0 ? <p className="mt-3 text-sm text-ink-muted">{COLLAB_TEXT.moreRequests(more)}</p> : null}
      <Invitations ideaId={ideaId} invited={requests.data?.invited ?? []} />
    </PanelCard>
  );
}

const INVITATIONS_TEXT = {
  title: COLLAB_TEXT.invitationsTitle,
  takeBack: COLLAB_TEXT.withdrawInvitation,
  done: COLLAB_TEXT.invitationWithdrawn,
  failed: COLLAB_TEXT.withdrawInvitationFailed,
};

function Invitations({ ideaId, invited }: { ideaId: string; invited: readonly CollabRequest[] }) {
  const withdraw = useWithdrawCollabInvite(ideaId);
  return (
    <SentInvites
      text={INVITATIONS_TEXT}
      invites={invited.map((invitation) => ({ ...invitation, person: invitation.user }))}
      busy={withdraw.isPending}
      onTakeBack={(invitation, callbacks) => withdraw.mutate(invitation.person.id, callbacks)}
    />
  );
}
