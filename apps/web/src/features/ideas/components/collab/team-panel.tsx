import { COLLAB_TEXT, IDEA_PAGE_TEXT, type IdeaDetail, type IdeaPerson } from '@ibh/contract';
import { Handshake, UserPlus, UserX } from 'lucide-react';
import { type ReactNode, type Ref, useRef, useState } from 'react';
import { ConfirmActionButton } from '@/components/confirm/confirm-action-button';
import { confirmedToasts } from '@/components/confirm/confirmed-toasts';
import { Button } from '@/components/ui/button';
import { useCancelTeamInvite, useRemovePerson, useTeamInvites } from '../../api/team';
import { PanelCard } from '../panel-card';
import { PersonRow } from '../person-row';
import { InviteDialog, type InviteKind } from './invite-dialog';
import { SentInvites } from './sent-invites';

type Kind = 'team' | 'collaborator';

/**
 * Team and collaborators; for the owner also Invite team member / Invite collaborator, pending
 * invites and Remove.
 */
export function TeamPanel({ idea }: { idea: IdeaDetail }) {
  const isOwner = idea.viewer.isOwner;
  const [inviting, setInviting] = useState<InviteKind | null>(null);
  const inviteButton = useRef<HTMLButtonElement>(null);
  const inviteCollabButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <PeoplePanel idea={idea} kind="team" inviteButton={inviteButton} onInvite={() => setInviting('team')}>
        {isOwner ? <PendingInvites ideaId={idea.id} /> : null}
      </PeoplePanel>
      <PeoplePanel
        idea={idea}
        kind="collaborator"
        inviteButton={inviteCollabButton}
        onInvite={() => setInviting('collaborator')}
      />
      {inviting ? (
        <InviteDialog
          ideaId={idea.id}
          initialKind={inviting}
          open
          onOpenChange={(open) => {
            if (!open) setInviting(null);
          }}
          returnFocus={() => (inviting === 'team' ? inviteButton.current : inviteCollabButton.current)}
        />
      ) : null}
    </>
  );
}

const PANELS = {
  team: {
    title: IDEA_PAGE_TEXT.team,
    Icon: UserPlus,
    invite: COLLAB_TEXT.invite,
    empty: IDEA_PAGE_TEXT.noTeam,
  },
  collaborator: {
    title: IDEA_PAGE_TEXT.collaborators,
    Icon: Handshake,
    invite: COLLAB_TEXT.inviteCollaborator,
    empty: IDEA_PAGE_TEXT.noCollaborators,
  },
};

/** The team or the collaborators, with the owner's invite button (and what the panel adds below). */
function PeoplePanel({
  idea,
  kind,
  inviteButton,
  onInvite,
  children,
}: {
  idea: IdeaDetail;
  kind: Kind;
  inviteButton: Ref<HTMLButtonElement>;
  onInvite: () => void;
  children?: ReactNode;
}) {
  const { title, Icon, invite, empty } = PANELS[kind];
  const people = kind === 'team' ? idea.team : idea.collaborators;
  const isOwner = idea.viewer.isOwner;
  return (
    <PanelCard
      title={title}
      count={people.length}
      action={
        isOwner ? (
          <Button ref={inviteButton} variant="secondary" onClick={onInvite}>
            <Icon aria-hidden className="size-4" />
            {invite}
          </Button>
        ) : null
      }
    >
      {people.length === 0 ? (
        <p className="text-sm text-ink-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {people.map((person) => (
            <li key={person.id}>
              <PersonRow person={person}>
                {isOwner ? <RemoveButton ideaId={idea.id} person={person} kind={kind} /> : null}
              </PersonRow>
            </li>
          ))}
        </ul>
      )}
      {children}
    </PanelCard>
  );
}

function RemoveButton({ ideaId, person, kind }: { ideaId: string; person: IdeaPerson; kind: Kind }) {
  const remove = useRemovePerson(ideaId);
  return (
    <ConfirmActionButton
      variant="ghost"
      aria-label={COLLAB_TEXT.removeMember(person.fullName)}
      className="text-ink-muted"
      confirm={{
        title: COLLAB_TEXT.removeTitle(person.fullName),
        body: COLLAB_TEXT.removeBody,
        confirmLabel: COLLAB_TEXT.removeConfirm,
        cancelLabel: COLLAB_TEXT.keep,
      }}
      busy={remove.isPending}
      onConfirm={(close) =>
        remove.mutate(
          { userId: person.id, kind },
          confirmedToasts(close, COLLAB_TEXT.removed(person.fullName), COLLAB_TEXT.removeFailed),
        )
      }
    >
      <UserX aria-hidden className="size-4" />
      {COLLAB_TEXT.remove}
    </ConfirmActionButton>
  );
}

const PENDING_TEXT = {
  title: COLLAB_TEXT.pendingInvites,
  takeBack: COLLAB_TEXT.cancelInvite,
  done: COLLAB_TEXT.inviteCancelled,
  failed: COLLAB_TEXT.cancelFailed,
};

function PendingInvites({ ideaId }: { ideaId: string }) {
  const invites = useTeamInvites(ideaId, true);
  const cancel = useCancelTeamInvite(ideaId);
  const pending = (invites.data?.items ?? []).filter((invite) => invite.status === 'pending');
  return (
    <SentInvites
      text={PENDING_TEXT}
      invites={pending.map((invite) => ({ ...invite, person: invite.invitee }))}
      busy={cancel.isPending}
      onTakeBack={(invite, callbacks) => cancel.mutate(invite.id, callbacks)}
    />
  );
}
