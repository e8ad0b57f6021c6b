import { randomUUID } from 'node:crypto';
import {
  COLLAB_API,
  NOTIFICATION_API,
  NOTIFICATION_EVENTS,
  NotificationSchema,
  userTopic,
} from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { eventOf, publishAny, useLiveTestApp } from '../../../test/ws-client.ts';
import { buildCast } from '../collab/collab.fixtures.ts';

const { t, socketOf } = useLiveTestApp();

const dataOf = (frame: unknown) =>
  NotificationSchema.parse((frame as { event: { data: unknown } }).event.data);

describe('live notifications on the user topic', () => {
  it('arrive without polling: created, updated when acted on, and the other side’s answer', async () => {
    const { ideaId, owner, stranger } = await buildCast(t);
    const ownerSocket = await socketOf(owner.user.id);
    const strangerSocket = await socketOf(stranger.user.id);
    await stranger.agent.post(COLLAB_API.requests(ideaId), {});

    const created = dataOf(await ownerSocket.next(eventOf(NOTIFICATION_EVENTS.created)));
    expect(created).toMatchObject({
      type: 'collab_request_received',
      isRead: false,
      actionable: true,
      from: { id: stranger.user.id, fullName: 'Sid Stranger' },
    });
    expect((await owner.agent.get(NOTIFICATION_API.counts)).json().notifications).toBe(1);

    await owner.agent.post(NOTIFICATION_API.act(created.id), { action: 'accept_collaboration' });
    const updated = dataOf(await ownerSocket.next(eventOf(NOTIFICATION_EVENTS.updated)));
    expect(updated).toMatchObject({ id: created.id, resolved: true, resolution: 'accepted', isRead: true });
    const answer = dataOf(await strangerSocket.next(eventOf(NOTIFICATION_EVENTS.created)));
    expect(answer).toMatchObject({ type: 'collab_request_accepted', from: { id: owner.user.id } });
  });

  it('marking read and mark-all-read reach my other tabs; nobody else hears my notifications', async () => {
    const { owner, stranger } = await buildCast(t);
    const mine = await socketOf(owner.user.id);
    const theirs = await socketOf(stranger.user.id);
    await t.app.ctx.notifications.sendMany([
      { userId: owner.user.id, type: 'system_update', variables: { message: 'one' } },
      { userId: owner.user.id, type: 'system_update', variables: { message: 'two' } },
    ]);
    const first = dataOf(await mine.next(eventOf(NOTIFICATION_EVENTS.created)));
    await mine.next(eventOf(NOTIFICATION_EVENTS.created));
    await owner.agent.post(NOTIFICATION_API.read(first.id));
    expect(dataOf(await mine.next(eventOf(NOTIFICATION_EVENTS.updated)))).toMatchObject({
      id: first.id,
      isRead: true,
    });
    await owner.agent.post(NOTIFICATION_API.readAll);
    expect(await mine.next(eventOf(NOTIFICATION_EVENTS.allRead))).toMatchObject({
      type: 'event',
      topic: userTopic(owner.user.id),
      event: { type: NOTIFICATION_EVENTS.allRead, data: { updated: 1 } },
    });
    // Everything published so far has reached the stranger's socket: none of it was mine.
    const marker = `test.marker.${randomUUID()}`;
    await publishAny(t.app.ctx.realtime, userTopic(stranger.user.id), { type: marker, data: null });
    await theirs.next(eventOf(marker));
    expect(
      theirs.received.filter((f) => f.type === 'event' && f.event.type.startsWith('notification.')),
    ).toEqual([]);
  });
});
