import {
  COLLAB_API,
  COLLAB_INVITE_ERRORS,
  IDEA_API,
  IDEA_EVENTS,
  IDEA_TEXT,
  WORKSPACE_API,
} from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent, errorOf, expectEachRefused } from '../../../test/agent.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { addCollabRequest, buildCast, eventsOf, inviteBy } from './collab.fixtures.ts';

const t = useTestApp();

const NOBODY = '00000000-0000-4000-8000-000000000009';

describe('POST /api/ideas/:id/collab-invites', () => {
  it('lets the owner invite someone to collaborate; listed as invited; the invitee is told', async () => {
    const { ideaId, owner, stranger } = await buildCast(t);
    const res = await owner.agent.post(COLLAB_API.collabInvites(ideaId), {
      userId: stranger.user.id,
      message: ' Join us ',
    });
    expect(res.statusCode).toBe(201);
    const invite = res.json();
    expect(invite).toMatchObject({
      ideaId,
      status: 'invited',
      message: 'Join us',
      respondedAt: null,
      user: { id: stranger.user.id },
    });
    const row = await t.database.db
      .selectFrom('idea_collab_interest')
      .select(['invited_by', 'status'])
      .where('id', '=', invite.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ invited_by: owner.user.id, status: 'invited' });
    expect(await eventsOf(t.database.db, IDEA_EVENTS.collabInviteReceived, ideaId)).toEqual([
      {
        type: IDEA_EVENTS.collabInviteReceived,
        actor_id: owner.user.id,
        payload: {
          recipientId: stranger.user.id,
          ideaId,
          collaborationId: invite.id,
          fromUserId: owner.user.id,
        },
      },
    ]);
    const list = (await owner.agent.get(COLLAB_API.requests(ideaId))).json();
    expect(list.invited.map((r: { id: string }) => r.id)).toEqual([invite.id]);
    // Not a pending request: it takes no place among the 12 pending.
    expect(list.pending.map((r: { id: string }) => r.id)).not.toContain(invite.id);
    // The invitee's idea page knows (the web shows Accept / Decline).
    const page = (await stranger.agent.get(IDEA_API.idea(ideaId))).json();
    expect(page.viewer.collabRequest).toEqual({ id: invite.id, status: 'invited' });
  });

  it('is for the owner only', async () => {
    const cast = await buildCast(t);
    await expectEachRefused(
      [cast.member, cast.collaborator, cast.stranger],
      (agent) => agent.post(COLLAB_API.collabInvites(cast.ideaId), { userId: cast.professional.user.id }),
      403,
      'E_NOT_OWNER',
    );
    expect(
      (
        await createAgent(t.app).post(COLLAB_API.collabInvites(cast.ideaId), {
          userId: cast.stranger.user.id,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses the owner, team members, collaborators, the invited, pending requesters and unknown people', async () => {
    const { ideaId, owner, member, collaborator, requester, stranger } = await buildCast(t);
    const invite = (userId: string) => owner.agent.post(COLLAB_API.collabInvites(ideaId), { userId });
    const conflicts: [string, string][] = [
      [owner.user.id, IDEA_TEXT.cannotInviteSelf],
      [member.user.id, IDEA_TEXT.inviteeAlreadyMember],
      [collaborator.user.id, COLLAB_INVITE_ERRORS.alreadyCollaborator],
      [requester.user.id, COLLAB_INVITE_ERRORS.requestPendingFromInvitee],
    ];
    expect((await invite(stranger.user.id)).statusCode).toBe(201);
    conflicts.push([stranger.user.id, COLLAB_INVITE_ERRORS.collabInviteExists]);
    for (const [userId, message] of conflicts) {
      const res = await invite(userId);
      expect(res.statusCode, message).toBe(409);
      expect(errorOf(res), message).toMatchObject({ code: 'E_CONFLICT', message });
    }
    expect((await invite(NOBODY)).statusCode).toBe(404);
    expect((await owner.agent.post(COLLAB_API.collabInvites(ideaId), { userId: 'nope' })).statusCode).toBe(
      400,
    );
  });

  it('re-uses a declined request or invitation', async () => {
    const { ideaId, owner, stranger } = await buildCast(t);
    const declined = await addCollabRequest(t.database.db, ideaId, stranger.user.id, 'declined');
    const res = await owner.agent.post(COLLAB_API.collabInvites(ideaId), { userId: stranger.user.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: declined, status: 'invited' });
    await stranger.agent.post(COLLAB_API.declineCollabInvite(declined));
    const again = await owner.agent.post(COLLAB_API.collabInvites(ideaId), { userId: stranger.user.id });
    expect(again.json()).toMatchObject({ id: declined, status: 'invited', respondedAt: null });
  });

  it('an invitee asking to collaborate is told to accept the invitation instead', async () => {
    const { ideaId, owner, stranger } = await buildCast(t);
    await owner.agent.post(COLLAB_API.collabInvites(ideaId), { userId: stranger.user.id });
    const res = await stranger.agent.post(COLLAB_API.requests(ideaId), {});
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ code: 'E_CONFLICT', message: COLLAB_INVITE_ERRORS.alreadyInvited });
  });
});

describe('POST /api/collab-invites/:id/accept and /decline', () => {
  it('accepting makes the invitee a collaborator and tells the owner', async () => {
    const { ideaId, owner, stranger } = await buildCast(t);
    const invite = await inviteBy(owner, 'collab', ideaId, stranger);
    const res = await stranger.agent.post(COLLAB_API.acceptCollabInvite(invite.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: invite.id, status: 'accepted' });
    expect(res.json().respondedAt).toEqual(expect.any(String));
    const list = (await owner.agent.get(COLLAB_API.requests(ideaId))).json();
    expect(list.accepted.map((r: { id: string }) => r.id)).toContain(invite.id);
    expect(list.invited).toEqual([]);
    expect(await eventsOf(t.database.db, IDEA_EVENTS.collabInviteAccepted, ideaId)).toEqual([
      {
        type: IDEA_EVENTS.collabInviteAccepted,
        actor_id: stranger.user.id,
        payload: {
          recipientId: owner.user.id,
          ideaId,
          collaborationId: invite.id,
          memberId: stranger.user.id,
        },
      },
    ]);
    // The workspace opens to the new collaborator.
    expect((await stranger.agent.get(WORKSPACE_API.workspace(ideaId))).statusCode).toBe(200);
    for (const path of [
      COLLAB_API.acceptCollabInvite(invite.id),
      COLLAB_API.declineCollabInvite(invite.id),
    ]) {
      const again = await stranger.agent.post(path);
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).code).toBe('E_NOT_PENDING');
    }
  });

  it('declining tells the owner and changes nothing else', async () => {
    const { ideaId, owner, stranger } = await buildCast(t);
    const invite = await inviteBy(owner, 'collab', ideaId, stranger);
    expect((await stranger.agent.post(COLLAB_API.declineCollabInvite(invite.id))).json()).toMatchObject({
      status: 'declined',
    });
    expect(await eventsOf(t.database.db, IDEA_EVENTS.collabInviteDeclined, ideaId)).toMatchObject([
      { payload: { recipientId: owner.user.id, collaborationId: invite.id } },
    ]);
    expect((await owner.agent.get(COLLAB_API.requests(ideaId))).json().accepted).toHaveLength(1); // the cast's
  });

  it('only the invitee may answer, and only an invitation (not a request)', async () => {
    const { ideaId, owner, stranger, requester, member } = await buildCast(t);
    const invite = await inviteBy(owner, 'collab', ideaId, stranger);
    await expectEachRefused(
      [owner, member, requester],
      (agent) => agent.post(COLLAB_API.acceptCollabInvite(invite.id)),
      403,
      'E_NOT_REQUEST_TARGET',
    );
    const request = (await owner.agent.get(COLLAB_API.requests(ideaId))).json().pending[0];
    const notInvited = await requester.agent.post(COLLAB_API.acceptCollabInvite(request.id));
    expect(notInvited.statusCode).toBe(409);
    expect(errorOf(notInvited).code).toBe('E_NOT_PENDING');
    expect((await stranger.agent.post(COLLAB_API.acceptCollabInvite(NOBODY))).statusCode).toBe(404);
    expect((await createAgent(t.app).post(COLLAB_API.acceptCollabInvite(invite.id))).statusCode).toBe(401);
  });
});

describe('closing requests and invites emits the events that resolve notifications', () => {
  it('the owner removing an invitee takes the invitation back (collab_invite_cancelled)', async () => {
    const { ideaId, owner, stranger } = await buildCast(t);
    const invite = await inviteBy(owner, 'collab', ideaId, stranger);
    // The invitee cannot remove an invitation as if they were a collaborator.
    expect((await stranger.agent.delete(COLLAB_API.collaborator(ideaId, stranger.user.id))).statusCode).toBe(
      404,
    );
    expect((await owner.agent.delete(COLLAB_API.collaborator(ideaId, stranger.user.id))).statusCode).toBe(
      200,
    );
    expect((await owner.agent.get(COLLAB_API.requests(ideaId))).json().invited).toEqual([]);
    expect(await eventsOf(t.database.db, IDEA_EVENTS.collabInviteCancelled, ideaId)).toMatchObject([
      { actor_id: owner.user.id, payload: { recipientId: stranger.user.id, collaborationId: invite.id } },
    ]);
    expect((await stranger.agent.post(COLLAB_API.acceptCollabInvite(invite.id))).statusCode).toBe(404);
  });

  it('withdrawing a request, declining and cancelling a team invite each emit their event', async () => {
    const { ideaId, owner, requester, stranger, professional } = await buildCast(t);
    await requester.agent.delete(COLLAB_API.myRequest(ideaId));
    expect(await eventsOf(t.database.db, IDEA_EVENTS.collabRequestWithdrawn, ideaId)).toMatchObject([
      { actor_id: requester.user.id, payload: { recipientId: owner.user.id, ideaId } },
    ]);
    const declined = await inviteBy(owner, 'team', ideaId, stranger);
    const cancelled = await inviteBy(owner, 'team', ideaId, professional);
    await stranger.agent.post(COLLAB_API.declineInvite(declined.id));
    await owner.agent.delete(COLLAB_API.invite(cancelled.id));
    expect(await eventsOf(t.database.db, IDEA_EVENTS.teamInviteDeclined, ideaId)).toEqual([
      {
        type: IDEA_EVENTS.teamInviteDeclined,
        actor_id: stranger.user.id,
        payload: { recipientId: owner.user.id, ideaId, teamInviteId: declined.id },
      },
    ]);
    expect(await eventsOf(t.database.db, IDEA_EVENTS.teamInviteCancelled, ideaId)).toEqual([
      {
        type: IDEA_EVENTS.teamInviteCancelled,
        actor_id: owner.user.id,
        payload: { recipientId: professional.user.id, ideaId, teamInviteId: cancelled.id },
      },
    ]);
  });
});
