import { COLLAB_API, IDEA_EVENTS, IDEA_TEXT, WORKSPACE_API } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent, errorOf, expectEachRefused } from '../../../test/agent.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { buildCast, eventsOf, inviteBy } from './collab.fixtures.ts';

const t = useTestApp();

describe('POST /api/ideas/:id/team-invites', () => {
  it('lets the owner invite someone; the invitee sees it and is told through an event', async () => {
    const { ideaId, owner, stranger } = await buildCast(t);
    const res = await owner.agent.post(COLLAB_API.teamInvites(ideaId), {
      userId: stranger.user.id,
      message: 'Join us',
    });
    expect(res.statusCode).toBe(201);
    const invite = res.json();
    expect(invite).toMatchObject({
      ideaId,
      ideaTitle: 'Shared idea',
      status: 'pending',
      message: 'Join us',
      inviter: { id: owner.user.id },
      invitee: { id: stranger.user.id },
    });
    expect(await eventsOf(t.database.db, IDEA_EVENTS.teamInviteReceived, ideaId)).toEqual([
      {
        type: IDEA_EVENTS.teamInviteReceived,
        actor_id: owner.user.id,
        payload: {
          recipientId: stranger.user.id,
          ideaId,
          teamInviteId: invite.id,
          fromUserId: owner.user.id,
        },
      },
    ]);
    expect(
      (await owner.agent.get(COLLAB_API.teamInvites(ideaId))).json().items.map((i: { id: string }) => i.id),
    ).toEqual([invite.id]);
    expect((await stranger.agent.get(COLLAB_API.myTeamInvites)).json().items).toMatchObject([
      { id: invite.id, ideaId },
    ]);
    expect((await owner.agent.get(COLLAB_API.myTeamInvites)).json().items).toEqual([]);
  });

  it('refuses inviting yourself, a team member, someone already invited, and an unknown person', async () => {
    const { ideaId, owner, member, stranger } = await buildCast(t);
    const self = await owner.agent.post(COLLAB_API.teamInvites(ideaId), { userId: owner.user.id });
    expect(self.statusCode).toBe(400);
    expect(errorOf(self).message).toBe(IDEA_TEXT.cannotInviteSelf);
    const already = await owner.agent.post(COLLAB_API.teamInvites(ideaId), { userId: member.user.id });
    expect(already.statusCode).toBe(409);
    expect(errorOf(already)).toMatchObject({ code: 'E_CONFLICT', message: IDEA_TEXT.inviteeAlreadyMember });
    expect(
      (await owner.agent.post(COLLAB_API.teamInvites(ideaId), { userId: stranger.user.id })).statusCode,
    ).toBe(201);
    const twice = await owner.agent.post(COLLAB_API.teamInvites(ideaId), { userId: stranger.user.id });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe(IDEA_TEXT.inviteExists);
    const unknown = await owner.agent.post(COLLAB_API.teamInvites(ideaId), {
      userId: '00000000-0000-4000-8000-000000000003',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await owner.agent.post(COLLAB_API.teamInvites(ideaId), { userId: 'someone' });
    expect(bad.statusCode).toBe(400);
  });

  it('is for the owner only (listing too)', async () => {
    const cast = await buildCast(t);
    const others = [cast.member, cast.collaborator, cast.requester, cast.stranger, cast.professional];
    await expectEachRefused(
      others,
      (agent) => agent.post(COLLAB_API.teamInvites(cast.ideaId), { userId: cast.stranger.user.id }),
      403,
      'E_NOT_OWNER',
    );
    for (const who of others) {
      expect((await who.agent.get(COLLAB_API.teamInvites(cast.ideaId))).statusCode).toBe(403);
    }
    const hidden = await buildCast(t, { visibility: 'private' });
    const res = await hidden.stranger.agent.post(COLLAB_API.teamInvites(hidden.ideaId), {
      userId: hidden.professional.user.id,
    });
    expect(res.statusCode).toBe(404);
    expect((await createAgent(t.app).get(COLLAB_API.myTeamInvites)).statusCode).toBe(401);
  });
});

describe('answering a team invite', () => {
  it('accepting makes the invitee a team member who may enter the workspace; the owner is told', async () => {
    const { ideaId, owner, stranger, professional } = await buildCast(t, { visibility: 'private' });
    const invite = await inviteBy(owner, 'team', ideaId, stranger);
    // A private idea's invitee can still read their invite.
    expect((await stranger.agent.get(COLLAB_API.myTeamInvites)).json().items[0].ideaTitle).toBe(
      'Shared idea',
    );
    expect((await stranger.agent.get(WORKSPACE_API.workspace(ideaId))).statusCode).toBe(404);

    const other = await professional.agent.post(COLLAB_API.acceptInvite(invite.id));
    expect(other.statusCode).toBe(403);
    expect(errorOf(other).code).toBe('E_NOT_REQUEST_TARGET');
    expect((await owner.agent.post(COLLAB_API.acceptInvite(invite.id))).statusCode).toBe(403);

    const res = await stranger.agent.post(COLLAB_API.acceptInvite(invite.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'accepted', respondedAt: expect.any(String) });
    expect(await eventsOf(t.database.db, IDEA_EVENTS.teamInviteAccepted, ideaId)).toEqual([
      {
        type: IDEA_EVENTS.teamInviteAccepted,
        actor_id: stranger.user.id,
        payload: { recipientId: owner.user.id, ideaId, teamInviteId: invite.id, memberId: stranger.user.id },
      },
    ]);
    const workspace = await stranger.agent.get(WORKSPACE_API.workspace(ideaId));
    expect(workspace.statusCode).toBe(200);
    expect(workspace.json().me.memberRole).toBe('team_member');

    for (const path of [COLLAB_API.acceptInvite(invite.id), COLLAB_API.declineInvite(invite.id)]) {
      const again = await stranger.agent.post(path);
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).code).toBe('E_NOT_PENDING');
    }
    expect((await stranger.agent.get(COLLAB_API.myTeamInvites)).json().items).toEqual([]);
  });

  it('a collaborator who accepts moves from the collaborators to the team', async () => {
    const { ideaId, owner, collaborator } = await buildCast(t);
    const invite = await inviteBy(owner, 'team', ideaId, collaborator);
    expect((await collaborator.agent.post(COLLAB_API.acceptInvite(invite.id))).statusCode).toBe(200);
    const workspace = (await owner.agent.get(WORKSPACE_API.workspace(ideaId))).json();
    expect(workspace.team.map((p: { id: string }) => p.id)).toContain(collaborator.user.id);
    expect(workspace.collaborators.map((p: { id: string }) => p.id)).not.toContain(collaborator.user.id);
  });

  it('declining changes nothing else and sends no accepted event', async () => {
    const { ideaId, owner, stranger } = await buildCast(t);
    const invite = await inviteBy(owner, 'team', ideaId, stranger);
    const res = await stranger.agent.post(COLLAB_API.declineInvite(invite.id));
    expect(res.json()).toMatchObject({ status: 'declined' });
    expect(await eventsOf(t.database.db, IDEA_EVENTS.teamInviteAccepted, ideaId)).toEqual([]);
    expect((await stranger.agent.get(WORKSPACE_API.workspace(ideaId))).statusCode).toBe(403);
    // A declined invite can be sent again.
    expect(
      (await owner.agent.post(COLLAB_API.teamInvites(ideaId), { userId: stranger.user.id })).statusCode,
    ).toBe(201);
  });

  it('the owner cancels a pending invite; it can no longer be accepted', async () => {
    const { ideaId, owner, member, stranger } = await buildCast(t);
    const invite = await inviteBy(owner, 'team', ideaId, stranger);
    await expectEachRefused(
      [member, stranger],
      (agent) => agent.delete(COLLAB_API.invite(invite.id)),
      403,
      'E_NOT_OWNER',
    );
    expect((await owner.agent.delete(COLLAB_API.invite(invite.id))).json()).toMatchObject({
      status: 'cancelled',
    });
    expect((await stranger.agent.post(COLLAB_API.acceptInvite(invite.id))).statusCode).toBe(409);
    expect((await owner.agent.delete(COLLAB_API.invite(invite.id))).statusCode).toBe(409);
    expect(
      (await owner.agent.delete(COLLAB_API.invite('00000000-0000-4000-8000-000000000004'))).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/ideas/:id/team/:userId', () => {
  it('a member leaves; their tasks lose the assignee', async () => {
    const { ideaId, owner, member } = await buildCast(t);
    const task = (
      await owner.agent.post(WORKSPACE_API.tasks(ideaId), { title: 'Ship it', assigneeId: member.user.id })
    ).json();
    expect((await member.agent.delete(COLLAB_API.teamMember(ideaId, member.user.id))).json()).toEqual({
      ok: true,
    });
    expect((await member.agent.get(WORKSPACE_API.workspace(ideaId))).statusCode).toBe(403);
    const tasks = (await owner.agent.get(WORKSPACE_API.tasks(ideaId))).json().items;
    expect(tasks).toMatchObject([{ id: task.id, assignee: null }]);
  });

  it('the owner removes a member; nobody else may', async () => {
    const cast = await buildCast(t);
    await expectEachRefused(
      [cast.collaborator, cast.stranger, cast.requester, cast.professional],
      (agent) => agent.delete(COLLAB_API.teamMember(cast.ideaId, cast.member.user.id)),
      403,
      'E_NOT_OWNER',
    );
    expect(
      (await cast.owner.agent.delete(COLLAB_API.teamMember(cast.ideaId, cast.member.user.id))).statusCode,
    ).toBe(200);
    expect(
      (await cast.owner.agent.delete(COLLAB_API.teamMember(cast.ideaId, cast.member.user.id))).statusCode,
    ).toBe(404);
    // The collaborator is not on the team.
    const notTeam = await cast.owner.agent.delete(
      COLLAB_API.teamMember(cast.ideaId, cast.collaborator.user.id),
    );
    expect(notTeam.statusCode).toBe(404);
  });
});
