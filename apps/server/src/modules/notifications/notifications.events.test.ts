import { AUTH_API, COLLAB_API, IDEA_API, IDEA_EVENTS, PROFILE_API } from '@ibh/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { buildProfile, uniqueEmail } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { buildCast, inviteBy } from '../collab/collab.fixtures.ts';
import {
  expectResolved,
  listOf,
  onlyNotification,
  settle,
  storedNotifications,
} from './notifications.test-kit.ts';

const t = useTestApp();

describe('collaboration requests', () => {
  it('tell the owner with Accept / Decline; answering on the idea page tells the requester and resolves it', async () => {
    const { ideaId, owner, stranger } = await buildCast(t);
    const request = (
      await stranger.agent.post(COLLAB_API.requests(ideaId), { message: 'Let me help' })
    ).json();
    const notice = await onlyNotification(t, owner.agent, 'collab_request_received');
    expect(notice).toMatchObject({
      category: 'collab',
      title: 'New collaboration request',
      body: 'Sid Stranger wants to collaborate on "Shared idea".',
      link: `/idea/${ideaId}`,
      icon: 'user-plus',
      isRead: false,
      targetType: 'idea',
      targetId: ideaId,
      from: { id: stranger.user.id, fullName: 'Sid Stranger' },
      actionable: true,
      actions: [
        { action: 'accept_collaboration', label: 'Accept' },
        { action: 'decline_collaboration', label: 'Decline' },
      ],
      actionData: { collaborationId: request.id, ideaId },
      resolved: false,
      resolution: null,
    });

    expect((await owner.agent.post(COLLAB_API.accept(request.id))).statusCode).toBe(200);
    expect(await onlyNotification(t, stranger.agent, 'collab_request_accepted')).toMatchObject({
      body: 'Olive Owner accepted your request to collaborate on "Shared idea".',
      from: { id: owner.user.id },
      actionable: false,
      actions: [],
    });
    expect(await onlyNotification(t, owner.agent, 'collab_request_received')).toMatchObject({
      id: notice.id,
      resolved: true,
      resolution: 'accepted',
      isRead: true,
      actions: [],
    });
  });

  it('declined on the idea page: the requester is told, the notice resolves as declined', async () => {
    const { ideaId, owner, stranger } = await buildCast(t);
    const request = (await stranger.agent.post(COLLAB_API.requests(ideaId), {})).json();
    await onlyNotification(t, owner.agent, 'collab_request_received');
    await owner.agent.post(COLLAB_API.decline(request.id));
    expect(await onlyNotification(t, stranger.agent, 'collab_request_declined')).toMatchObject({
      body: 'Olive Owner declined your request to collaborate on "Shared idea".',
    });
    await expectResolved(t, owner.agent, 'collab_request_received', 'declined');
  });

  it('withdrawn by the requester: the notice resolves as no longer pending, nobody is told', async () => {
    const { ideaId, owner, stranger } = await buildCast(t);
    await stranger.agent.post(COLLAB_API.requests(ideaId), {});
    await onlyNotification(t, owner.agent, 'collab_request_received');
    expect((await stranger.agent.delete(COLLAB_API.myRequest(ideaId))).statusCode).toBe(200);
    await expectResolved(t, owner.agent, 'collab_request_received', 'cancelled');
    expect(await storedNotifications(t, stranger.user.id)).toEqual([]);
  });
});

describe('team invites', () => {
  it('tell the invitee; accepting tells the inviter and resolves the invitee’s notice', async () => {
    const { ideaId, owner, stranger } = await buildCast(t);
    const invite = await inviteBy(owner, 'team', ideaId, stranger);
    const notice = await onlyNotification(t, stranger.agent, 'team_invite_received');
    expect(notice).toMatchObject({
      title: 'Team invitation',
      body: 'Olive Owner invited you to join the team of "Shared idea".',
      link: `/idea/${ideaId}`,
      actionable: true,
      actions: [
        { action: 'accept_team_invite', label: 'Accept' },
        { action: 'decline_team_invite', label: 'Decline' },
      ],
      actionData: { teamInviteId: invite.id, ideaId },
    });
    expect((await stranger.agent.post(COLLAB_API.acceptInvite(invite.id))).statusCode).toBe(200);
    expect(await onlyNotification(t, owner.agent, 'team_invite_accepted')).toMatchObject({
      body: 'Sid Stranger joined the team of "Shared idea".',
      from: { id: stranger.user.id },
    });
    await expectResolved(t, stranger.agent, 'team_invite_received', 'accepted');
  });

  it('declined: resolves as declined and notifies nobody; cancelled by the owner: resolves as cancelled', async () => {
    const { ideaId, owner, stranger, professional } = await buildCast(t);
    const declined = await inviteBy(owner, 'team', ideaId, stranger);
    const cancelled = await inviteBy(owner, 'team', ideaId, professional);
    await settle(t);
    expect((await stranger.agent.post(COLLAB_API.declineInvite(declined.id))).statusCode).toBe(200);
    expect((await owner.agent.delete(COLLAB_API.invite(cancelled.id))).statusCode).toBe(200);
    await expectResolved(t, stranger.agent, 'team_invite_received', 'declined');
    await expectResolved(t, professional.agent, 'team_invite_received', 'cancelled');
    expect(await storedNotifications(t, owner.user.id)).toEqual([]);
  });

  it('joining the team drops a pending request of the invitee: the owner’s notice about it is cancelled', async () => {
    const { ideaId, owner, stranger } = await buildCast(t);
    await stranger.agent.post(COLLAB_API.requests(ideaId), {});
    const invite = await inviteBy(owner, 'team', ideaId, stranger);
    await settle(t);
    await stranger.agent.post(COLLAB_API.acceptInvite(invite.id));
    await expectResolved(t, owner.agent, 'collab_request_received', 'cancelled');
  });
});

describe('invitations to collaborate', () => {
  it('tell the invitee (collab_invite); accepting tells the owner (collab_accepted)', async () => {
    const { ideaId, owner, stranger } = await buildCast(t);
    const invite = await inviteBy(owner, 'collab', ideaId, stranger);
    expect(await onlyNotification(t, stranger.agent, 'collab_invite')).toMatchObject({
      title: 'Invitation to collaborate',
      body: 'Olive Owner invited you to collaborate on "Shared idea".',
      actionable: true,
      actions: [
        { action: 'accept_collaboration', label: 'Accept' },
        { action: 'decline_collaboration', label: 'Decline' },
      ],
      actionData: { collaborationId: invite.id, ideaId },
    });
    await stranger.agent.post(COLLAB_API.acceptCollabInvite(invite.id));
    expect(await onlyNotification(t, owner.agent, 'collab_accepted')).toMatchObject({
      body: 'Sid Stranger accepted your invitation to collaborate on "Shared idea".',
      from: { id: stranger.user.id },
    });
    await expectResolved(t, stranger.agent, 'collab_invite', 'accepted');
  });

  it('declining tells the owner (collab_declined); an invitation taken back resolves as cancelled', async () => {
    const { ideaId, owner, stranger, professional } = await buildCast(t);
    const invite = await inviteBy(owner, 'collab', ideaId, stranger);
    await owner.agent.post(COLLAB_API.collabInvites(ideaId), { userId: professional.user.id });
    await settle(t);
    await stranger.agent.post(COLLAB_API.declineCollabInvite(invite.id));
    expect(await onlyNotification(t, owner.agent, 'collab_declined')).toMatchObject({
      body: 'Sid Stranger declined your invitation to collaborate on "Shared idea".',
    });
    expect(await onlyNotification(t, stranger.agent, 'collab_invite')).toMatchObject({
      resolution: 'declined',
    });
    expect((await owner.agent.delete(COLLAB_API.collaborator(ideaId, professional.user.id))).statusCode).toBe(
      200,
    );
    await expectResolved(t, professional.agent, 'collab_invite', 'cancelled');
  });
});

describe('follows, comments and sign-up', () => {
  it('idea_followed goes to the owner once, however often the follower toggles', async () => {
    const { ideaId, owner, stranger } = await buildCast(t);
    await stranger.agent.post(IDEA_API.follow(ideaId));
    await stranger.agent.delete(IDEA_API.follow(ideaId));
    await stranger.agent.post(IDEA_API.follow(ideaId));
    expect(await onlyNotification(t, owner.agent, 'idea_followed')).toMatchObject({
      title: 'New follower on your idea',
      body: 'Sid Stranger started following "Shared idea".',
      link: `/idea/${ideaId}`,
      from: { id: stranger.user.id },
    });
  });

  it('comment_added tells the owner with an excerpt of the comment; the owner’s own comments tell nobody', async () => {
    const { ideaId, owner, stranger } = await buildCast(t);
    const body = `${'Great idea. '.repeat(20)}The end.`;
    expect((await stranger.agent.post(IDEA_API.comments(ideaId), { body })).statusCode).toBe(200);
    const notice = await onlyNotification(t, owner.agent, 'comment_added');
    expect(notice.body.startsWith('Sid Stranger commented on "Shared idea": Great idea. Great idea.')).toBe(
      true,
    );
    const excerpt = notice.body.split(': ').slice(1).join(': ');
    expect(excerpt.length).toBeLessThanOrEqual(140);
    expect(excerpt.endsWith('…')).toBe(true);
    await owner.agent.post(IDEA_API.comments(ideaId), { body: 'Thanks!' });
    await settle(t);
    expect((await listOf(owner.agent)).filter((n) => n.type === 'comment_added')).toHaveLength(1);
  });

  it('user_followed tells the followed person, linking to the follower', async () => {
    const { owner, stranger } = await buildCast(t);
    await buildProfile(t.database.db, owner.user.id, { public_profile: true });
    expect((await stranger.agent.post(PROFILE_API.follow(owner.user.id))).statusCode).toBe(200);
    expect(await onlyNotification(t, owner.agent, 'user_followed')).toMatchObject({
      title: 'New follower',
      body: 'Sid Stranger started following you.',
      link: `/user/${stranger.user.id}`,
      targetType: 'user',
      targetId: stranger.user.id,
    });
  });

  it('a new account gets the welcome notification', async () => {
    const email = uniqueEmail('welcome');
    const res = await createAgent(t.app).post(AUTH_API.signup, {
      email,
      password: 'a-long-unusual-pass',
      fullName: 'Wendy Welcome',
      role: 'idea_owner',
    });
    expect(res.statusCode).toBe(200);
    await settle(t);
    const user = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(await storedNotifications(t, user.id)).toMatchObject([
      { type: 'welcome', title: 'Welcome to IBH', link: '/dashboard', is_read: false },
    ]);
    // Signing up again before confirming does not welcome twice.
    await createAgent(t.app).post(AUTH_API.signup, {
      email,
      password: 'a-long-unusual-pass',
      fullName: 'Wendy Welcome',
      role: 'idea_owner',
    });
    await settle(t);
    expect(await storedNotifications(t, user.id)).toHaveLength(1);
  });
});

describe('an event delivered again (at-least-once)', () => {
  it('notifies once when a collaboration request event is handled a second time', async () => {
    const { ideaId, owner, stranger } = await buildCast(t);
    const request = (await stranger.agent.post(COLLAB_API.requests(ideaId), { message: 'Twice?' })).json();
    await onlyNotification(t, owner.agent, 'collab_request_received');
    const event = await t.database.db
      .selectFrom('domain_events')
      .select('id')
      .where('type', '=', IDEA_EVENTS.collabRequestReceived)
      .where(sql<string>`payload ->> 'collaborationId'`, '=', request.id)
      .executeTakeFirstOrThrow();

    // As after a crash between the handlers and the job's completion: the job runs again.
    await t.database.db
      .updateTable('domain_events')
      .set({ processed_at: null })
      .where('id', '=', event.id)
      .execute();
    const requeued = await t.database.db
      .updateTable('jobs')
      .set({ status: 'queued', run_at: null, finished_at: null })
      .where('idempotency_key', '=', `domain_event:${event.id}`)
      .returning('attempts')
      .execute();
    expect(requeued).toEqual([{ attempts: 1 }]);
    await settle(t);

    const job = await t.database.db
      .selectFrom('jobs')
      .select(['status', 'attempts'])
      .where('idempotency_key', '=', `domain_event:${event.id}`)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'done', attempts: 2 });
    const notices = (await storedNotifications(t, owner.user.id)).filter(
      (n) => n.type === 'collab_request_received',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.meta).toMatchObject({ eventId: event.id });
  });
});
