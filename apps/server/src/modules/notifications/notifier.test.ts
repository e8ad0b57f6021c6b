import { NOTIFICATION_API, NOTIFICATION_TEXT } from '@ibh/contract';
import { InsertQueryNode, type KyselyPlugin, ValuesNode } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { startTestApp, type TestApp } from '../../../test/test-server.ts';
import { listOf, storedNotifications } from './notifications.test-kit.ts';
import { Notifier } from './notifier.ts';

let t: TestApp;
/** Row counts of every INSERT into notifications the test notifier ran. */
const inserts: number[] = [];
const spy: KyselyPlugin = {
  transformQuery({ node }) {
    if (
      InsertQueryNode.is(node) &&
      node.into?.table.identifier.name === 'notifications' &&
      node.values &&
      ValuesNode.is(node.values)
    ) {
      inserts.push(node.values.values.length);
    }
    return node;
  },
  transformResult: async ({ result }) => result,
};
const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
let notifier: Notifier;

beforeAll(async () => {
  t = await startTestApp();
  const { ctx } = t.app;
  notifier = new Notifier({ ...ctx, db: t.database.db.withPlugin(spy), log });
});
afterAll(async () => {
  await notifier.close();
  await t.close();
});
beforeEach(() => {
  inserts.length = 0;
  vi.clearAllMocks();
});

const setPrefs = (
  userId: string,
  values: Partial<Record<'collab' | 'proshop' | 'system' | 'email', boolean>>,
) =>
  t.database.db
    .insertInto('notification_preferences')
    .values({ user_id: userId, ...values })
    .execute();

const mailsTo = (address: string) =>
  t.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', address).execute();

describe('Notifier.send', () => {
  it('rejects an unknown type with a warning and stores nothing', async () => {
    const user = await buildUser(t.database.db);
    expect(await notifier.send({ userId: user.id, type: 'collab_party', variables: {} })).toBe(false);
    expect(log.warn).toHaveBeenCalledWith({ userId: user.id }, NOTIFICATION_TEXT.unknownType('collab_party'));
    expect(log.warn.mock.calls[0]?.[1]).toBe('Unknown notification type: collab_party');
    await notifier.drain();
    expect(await storedNotifications(t, user.id)).toEqual([]);
    expect(inserts).toEqual([]);
  });

  it('is not stored before the 100 ms batch delay, and is once send resolves', async () => {
    const user = await buildUser(t.database.db);
    const started = performance.now();
    const sent = notifier.send({ userId: user.id, type: 'system_update', variables: { message: 'Hello' } });
    // Read at once, while the batch waits out its delay: nothing is stored yet.
    expect(await storedNotifications(t, user.id)).toEqual([]);
    expect(await sent).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
    const [row] = await storedNotifications(t, user.id);
    expect(row).toMatchObject({
      type: 'system_update',
      title: 'System update',
      body: 'Hello',
      is_read: false,
    });
    expect(inserts).toEqual([1]);
  });

  it('stores a burst of 25 with three multi-row INSERTs of 10, 10 and 5, in order', async () => {
    const { user, agent } = await signedInUser(t.app, t.database.db);
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        notifier.send({ userId: user.id, type: 'system_update', variables: { message: `Update ${i}` } }),
      ),
    );
    expect(results.every(Boolean)).toBe(true);
    expect(inserts).toEqual([10, 10, 5]);
    const res = await agent.get(`${NOTIFICATION_API.list}?limit=25`);
    expect(res.json().items.map((n: { body: string }) => n.body)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Update ${24 - i}`),
    );
  });

  it('sendMany: an empty list fails; otherwise true only when every one was stored', async () => {
    const user = await buildUser(t.database.db);
    expect(await notifier.sendMany([])).toBe(false);
    expect(
      await notifier.sendMany([
        { userId: user.id, type: 'welcome' },
        { userId: user.id, type: 'system_update', variables: { message: 'm' } },
      ]),
    ).toBe(true);
    expect(
      await notifier.sendMany([
        { userId: user.id, type: 'welcome' },
        { userId: user.id, type: 'nope' },
      ]),
    ).toBe(false);
    expect(log.info).toHaveBeenCalledWith('1/2 succeeded');
    expect((await storedNotifications(t, user.id)).map((n) => n.type)).toEqual([
      'welcome',
      'system_update',
      'welcome',
    ]);
  });

  it('skips a recipient that does not exist without failing the rest of the batch', async () => {
    const user = await buildUser(t.database.db);
    const [missing, stored] = await Promise.all([
      notifier.send({ userId: '00000000-0000-4000-8000-00000000dead', type: 'welcome' }),
      notifier.send({ userId: user.id, type: 'welcome' }),
    ]);
    expect([missing, stored]).toEqual([false, true]);
    expect(inserts).toEqual([1]);
  });
});

describe('preferences per category', () => {
  it('sends by default (no row), and no email copy by default', async () => {
    const user = await buildUser(t.database.db);
    for (const type of ['user_followed', 'validation_order_placed', 'welcome']) {
      expect(await notifier.send({ userId: user.id, type, variables: {} }), type).toBe(true);
    }
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('stores nothing in a category turned off; the other categories still arrive', async () => {
    const user = await buildUser(t.database.db);
    await setPrefs(user.id, { collab: false, proshop: false });
    expect(await notifier.send({ userId: user.id, type: 'collab_request_received', variables: {} })).toBe(
      false,
    );
    expect(await notifier.send({ userId: user.id, type: 'idea_followed', variables: {} })).toBe(false);
    expect(await notifier.send({ userId: user.id, type: 'validation_order_delivered', variables: {} })).toBe(
      false,
    );
    expect(await notifier.send({ userId: user.id, type: 'system_update', variables: { message: 'x' } })).toBe(
      true,
    );
    expect((await storedNotifications(t, user.id)).map((n) => n.type)).toEqual(['system_update']);

    const quiet = await buildUser(t.database.db);
    await setPrefs(quiet.id, { system: false });
    expect(await notifier.send({ userId: quiet.id, type: 'welcome' })).toBe(false);
    expect(await notifier.send({ userId: quiet.id, type: 'user_followed' })).toBe(true);
  });

  it('mails a copy when the email preference is on: title, body and the absolute link', async () => {
    const user = await buildUser(t.database.db);
    const follower = await buildUser(t.database.db, { fullName: 'Fay Follower' });
    await setPrefs(user.id, { email: true });
    expect(
      await notifier.send({
        userId: user.id,
        type: 'user_followed',
        fromUserId: follower.id,
        targetType: 'user',
        targetId: follower.id,
        variables: { from_name: 'Fay Follower' },
      }),
    ).toBe(true);
    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({
      subject: 'New follower',
      template: 'notifications.user_followed',
    });
    expect(mail?.text_body).toContain('Fay Follower started following you.');
    expect(mail?.text_body).toContain(`${t.config.publicUrl}/user/${follower.id}`);
    expect(mail?.html_body).toContain('Fay Follower started following you.');
    // A category turned off sends no email either.
    await t.database.db
      .updateTable('notification_preferences')
      .set({ collab: false })
      .where('user_id', '=', user.id)
      .execute();
    expect(await notifier.send({ userId: user.id, type: 'comment_added', variables: {} })).toBe(false);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});

describe('stored meta and dedupe', () => {
  it('stores the 000 section 3 payload and reads the sender with their current name', async () => {
    const { user, agent } = await signedInUser(t.app, t.database.db);
    const from = await buildUser(t.database.db, { fullName: 'Old Name' });
    await notifier.send({
      userId: user.id,
      type: 'team_invite_received',
      fromUserId: from.id,
      targetId: '00000000-0000-4000-8000-0000000000aa',
      variables: { from_name: 'Old Name', idea_title: 'Idea' },
      actionData: { teamInviteId: '00000000-0000-4000-8000-0000000000bb' },
    });
    const [row] = await storedNotifications(t, user.id);
    // The invite does not exist, so it is stored already resolved as no longer pending.
    expect(row).toMatchObject({ from_user_id: from.id, dedupe_key: null, is_read: true });
    expect(row?.resolved_at).toBeInstanceOf(Date);
    expect(row?.meta).toEqual({
      category: 'collab',
      icon: 'users',
      color: 'gold',
      action: 'accept_team_invite',
      fromUserId: from.id,
      targetType: 'idea',
      targetId: '00000000-0000-4000-8000-0000000000aa',
      actionable: true,
      actions: [
        { action: 'accept_team_invite', label: 'Accept' },
        { action: 'decline_team_invite', label: 'Decline' },
      ],
      actionData: { teamInviteId: '00000000-0000-4000-8000-0000000000bb' },
      templateType: 'team_invite_received',
      variables: { from_name: 'Old Name', idea_title: 'Idea' },
      resolved: true,
      resolution: 'cancelled',
    });
    await t.database.db
      .updateTable('users')
      .set({ full_name: 'New Name' })
      .where('id', '=', from.id)
      .execute();
    const [item] = await listOf(agent);
    expect(item?.from).toMatchObject({ id: from.id, fullName: 'New Name' });
  });

  it('skips a repeated follow notice from the same person within the window', async () => {
    const user = await buildUser(t.database.db);
    const [a, b] = [await buildUser(t.database.db), await buildUser(t.database.db)];
    const idea = '00000000-0000-4000-8000-0000000000cc';
    const follow = (fromUserId: string) =>
      notifier.send({ userId: user.id, type: 'idea_followed', fromUserId, targetId: idea, variables: {} });
    // Twice in one batch, then again later: one notice from a.
    expect(await Promise.all([follow(a.id), follow(a.id)])).toEqual([true, false]);
    expect(await follow(a.id)).toBe(false);
    expect(await follow(b.id)).toBe(true);
    const people = { userId: user.id, type: 'user_followed', targetType: 'user' as const };
    expect(await notifier.send({ ...people, fromUserId: a.id, targetId: a.id })).toBe(true);
    expect(await notifier.send({ ...people, fromUserId: a.id, targetId: a.id })).toBe(false);
    expect((await storedNotifications(t, user.id)).map((n) => n.type)).toEqual([
      'idea_followed',
      'idea_followed',
      'user_followed',
    ]);
  });
});
