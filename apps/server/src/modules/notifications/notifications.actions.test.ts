import { COLLAB_API, NOTIFICATION_API, type NotificationAction } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../../test/agent.ts';
import { createAgent, errorOf } from '../../../test/agent.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { buildCast, inviteBy } from '../collab/collab.fixtures.ts';
import { listOf, newestNotificationId, onlyNotification, settle } from './notifications.test-kit.ts';

const t = useTestApp();

const act = (agent: Agent, id: string, action: NotificationAction | string) =>
  agent.post(NOTIFICATION_API.act(id), { action });

async function requestedCast() {
  const cast = await buildCast(t);
  const request = (await cast.stranger.agent.post(COLLAB_API.requests(cast.ideaId), {})).json();
  const notice = await onlyNotification(t, cast.owner.agent, 'collab_request_received');
  return { ...cast, request, notice };
}

describe('Accept / Decline on a collaboration request', () => {
  it('accepting makes the requester a collaborator, tells them, and resolves the notification', async () => {
    const { ideaId, owner, stranger, request, notice } = await requestedCast();
    const res = await act(owner.agent, notice.id, 'accept_collaboration');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: notice.id,
      resolved: true,
      resolution: 'accepted',
      isRead: true,
      actions: [],
    });
    const requests = (await owner.agent.get(COLLAB_API.requests(ideaId))).json();
    expect(requests.accepted.map((r: { id: string }) => r.id)).toContain(request.id);
    expect(await onlyNotification(t, stranger.agent, 'collab_request_accepted')).toMatchObject({
      from: { id: owner.user.id },
    });
    // Answered: a second press is refused.
    const again = await act(owner.agent, notice.id, 'decline_collaboration');
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('E_NOT_PENDING');
  });

  it('declining declines the request and tells the requester', async () => {
    const { ideaId, owner, stranger, notice } = await requestedCast();
    const res = await act(owner.agent, notice.id, 'decline_collaboration');
    expect(res.json()).toMatchObject({ resolved: true, resolution: 'declined' });
    expect((await owner.agent.get(COLLAB_API.requests(ideaId))).json().pendingTotal).toBe(1); // the cast's own
    expect(await onlyNotification(t, stranger.agent, 'collab_request_declined')).toBeDefined();
  });

  it('a request answered elsewhere meanwhile: the notification resolves as no longer pending', async () => {
    const { owner, request, notice } = await requestedCast();
    // Changed without an event, as if the answer's event had not been handled yet.
    await t.database.db
      .updateTable('idea_collab_interest')
      .set({ status: 'declined' })
      .where('id', '=', request.id)
      .execute();
    const res = await act(owner.agent, notice.id, 'accept_collaboration');
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({
      code: 'E_NOT_PENDING',
      message: 'This request is no longer pending.',
    });
    const [after] = (await listOf(owner.agent)).filter((n) => n.id === notice.id);
    expect(after).toMatchObject({ resolved: true, resolution: 'cancelled', isRead: true });
  });

  it('a withdrawn (deleted) request: the same', async () => {
    const { owner, request, notice } = await requestedCast();
    await t.database.db.deleteFrom('idea_collab_interest').where('id', '=', request.id).execute();
    const res = await act(owner.agent, notice.id, 'decline_collaboration');
    expect(errorOf(res).code).toBe('E_NOT_PENDING');
    expect((await listOf(owner.agent)).find((n) => n.id === notice.id)).toMatchObject({
      resolution: 'cancelled',
    });
  });
});

describe('Accept / Decline on an invitation to collaborate', () => {
  it('accepting makes the invitee a collaborator and tells the owner', async () => {
    const { ideaId, owner, stranger } = await buildCast(t);
    const invite = await inviteBy(owner, 'collab', ideaId, stranger);
    const notice = await onlyNotification(t, stranger.agent, 'collab_invite');
    const res = await act(stranger.agent, notice.id, 'accept_collaboration');
    expect(res.json()).toMatchObject({ resolved: true, resolution: 'accepted' });
    const requests = (await owner.agent.get(COLLAB_API.requests(ideaId))).json();
    expect(requests.accepted.map((r: { id: string }) => r.id)).toContain(invite.id);
    expect(requests.invited).toEqual([]);
    expect(await onlyNotification(t, owner.agent, 'collab_accepted')).toMatchObject({
      from: { id: stranger.user.id },
    });
  });

  it('declining tells the owner; the invitee is not a collaborator', async () => {
    const { ideaId, owner, stranger } = await buildCast(t);
    await owner.agent.post(COLLAB_API.collabInvites(ideaId), { userId: stranger.user.id });
    const notice = await onlyNotification(t, stranger.agent, 'collab_invite');
    expect((await act(stranger.agent, notice.id, 'decline_collaboration')).json()).toMatchObject({
      resolution: 'declined',
    });
    const requests = (await owner.agent.get(COLLAB_API.requests(ideaId))).json();
    expect(requests.accepted.map((r: { user: { id: string } }) => r.user.id)).not.toContain(stranger.user.id);
    expect(await onlyNotification(t, owner.agent, 'collab_declined')).toBeDefined();
  });
});

describe('Accept / Decline on a team invite', () => {
  it('accepting joins the team and tells the inviter', async () => {
    const { ideaId, owner, stranger } = await buildCast(t);
    await owner.agent.post(COLLAB_API.teamInvites(ideaId), { userId: stranger.user.id });
    const notice = await onlyNotification(t, stranger.agent, 'team_invite_received');
    expect((await act(stranger.agent, notice.id, 'accept_team_invite')).json()).toMatchObject({
      resolution: 'accepted',
    });
    const member = await t.database.db
      .selectFrom('idea_team_members')
      .select('member_id')
      .where('idea_id', '=', ideaId)
      .where('member_id', '=', stranger.user.id)
      .executeTakeFirst();
    expect(member).toBeDefined();
    expect(await onlyNotification(t, owner.agent, 'team_invite_accepted')).toBeDefined();
  });

  it('declining refuses the team and tells nobody', async () => {
    const { ideaId, owner, stranger } = await buildCast(t);
    const invite = await inviteBy(owner, 'team', ideaId, stranger);
    const notice = await onlyNotification(t, stranger.agent, 'team_invite_received');
    expect((await act(stranger.agent, notice.id, 'decline_team_invite')).json()).toMatchObject({
      resolution: 'declined',
    });
    const row = await t.database.db
      .selectFrom('idea_team_invites')
      .select('status')
      .where('id', '=', invite.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('declined');
    await settle(t);
    expect(await listOf(owner.agent)).toEqual([]);
  });
});

describe('refusals', () => {
  it('nobody but the recipient can act: E_NOT_FOUND, and the request stays pending', async () => {
    const { ideaId, owner, stranger, member, notice } = await requestedCast();
    for (const who of [stranger, member]) {
      const res = await act(who.agent, notice.id, 'accept_collaboration');
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('E_NOT_FOUND');
    }
    expect((await act(createAgent(t.app), notice.id, 'accept_collaboration')).statusCode).toBe(401);
    expect((await owner.agent.get(COLLAB_API.requests(ideaId))).json().pendingTotal).toBe(2);
  });

  it('an action the notification does not offer, an unknown action and a link action are invalid input', async () => {
    const { owner, notice } = await requestedCast();
    for (const action of ['accept_team_invite', 'view_request', 'dance']) {
      const res = await act(owner.agent, notice.id, action);
      expect(res.statusCode, action).toBe(400);
      expect(errorOf(res).code, action).toBe('E_INVALID_INPUT');
    }
    const collabRequest = await sent(owner.user.id, 'collab_request', {
      collaborationId: notice.actionData.collaborationId,
    });
    expect(errorOf(await act(owner.agent, collabRequest, 'view_request')).code).toBe('E_INVALID_INPUT');
  });

  it("order actions on an order that is gone resolve the notice (E_NOT_PENDING); Request Changes and View Details are the web's", async () => {
    const { owner } = await buildCast(t);
    const placed = await sent(owner.user.id, 'validation_order_placed', { orderId: 'order-1' });
    const delivered = await sent(owner.user.id, 'validation_order_delivered', { orderId: 'order-1' });
    expect(errorOf(await act(owner.agent, delivered, 'request_changes')).code).toBe('E_INVALID_INPUT');
    expect(errorOf(await act(owner.agent, placed, 'view_details')).code).toBe('E_INVALID_INPUT');
    for (const [id, action] of [
      [placed, 'start_validation'],
      [delivered, 'approve_validation'],
    ] as const) {
      const res = await act(owner.agent, id, action);
      expect(res.statusCode, action).toBe(409);
      expect(errorOf(res).code, action).toBe('E_NOT_PENDING');
    }
  });

  it('rejects a malformed id or body', async () => {
    const { owner, notice } = await requestedCast();
    expect((await act(owner.agent, 'not-an-id', 'accept_collaboration')).statusCode).toBe(400);
    expect((await owner.agent.post(NOTIFICATION_API.act(notice.id), {})).statusCode).toBe(400);
  });
});

/** A notification sent straight through the notifier (types no event sends yet). */
async function sent(userId: string, type: string, actionData: Record<string, string | undefined>) {
  expect(await t.app.ctx.notifications.send({ userId, type, actionData, variables: {} })).toBe(true);
  return newestNotificationId(t, userId, type);
}
