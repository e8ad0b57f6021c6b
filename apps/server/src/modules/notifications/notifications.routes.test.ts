import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_API,
  NOTIFICATION_TEXT,
  NotificationPageSchema,
  TEST_NOTIFICATIONS,
} from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent, errorOf } from '../../../test/agent.ts';
import { buildUser } from '../../../test/factories.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { startTestApp, useTestApp } from '../../../test/test-server.ts';
import { storedNotifications } from './notifications.test-kit.ts';

const t = useTestApp();

/** `count` system updates to a user, oldest 'Update 0'. */
async function fill(userId: string, count: number) {
  const inputs = Array.from({ length: count }, (_, i) => ({
    userId,
    type: 'system_update',
    variables: { message: `Update ${i}` },
  }));
  expect(await t.app.ctx.notifications.sendMany(inputs)).toBe(true);
}

describe('GET /api/notifications', () => {
  it('needs a session', async () => {
    const res = await createAgent(t.app).get(NOTIFICATION_API.list);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('E_UNAUTHENTICATED');
  });

  it('pages my notifications newest first, 20 at a time, with a keyset cursor', async () => {
    const me = await signedInUser(t.app, t.database.db);
    const other = await buildUser(t.database.db);
    await fill(me.user.id, 45);
    await fill(other.id, 3);
    const bodies: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const res = await me.agent.get(`${NOTIFICATION_API.list}${cursor ? `?cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const page = NotificationPageSchema.parse(res.json());
      sizes.push(page.items.length);
      bodies.push(...page.items.map((n) => n.body));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([20, 20, 5]);
    expect(bodies).toEqual(Array.from({ length: 45 }, (_, i) => `Update ${44 - i}`));
  });

  it('filters the unread with unread=true', async () => {
    const me = await signedInUser(t.app, t.database.db);
    await fill(me.user.id, 5);
    const all = (await me.agent.get(NOTIFICATION_API.list)).json().items;
    await me.agent.post(NOTIFICATION_API.read(all[0].id));
    await me.agent.post(NOTIFICATION_API.read(all[2].id));
    const unread = (await me.agent.get(`${NOTIFICATION_API.list}?unread=true`)).json();
    expect(unread.items.map((n: { body: string }) => n.body)).toEqual(['Update 3', 'Update 1', 'Update 0']);
    expect(unread.items.every((n: { isRead: boolean }) => !n.isRead)).toBe(true);
    const limited = (await me.agent.get(`${NOTIFICATION_API.list}?unread=true&limit=2`)).json();
    expect(limited.items).toHaveLength(2);
    const rest = (
      await me.agent.get(`${NOTIFICATION_API.list}?unread=true&limit=2&cursor=${limited.nextCursor}`)
    ).json();
    expect(rest).toMatchObject({ items: [{ body: 'Update 0' }], nextCursor: null });
  });

  it('refuses a forged cursor and bad query values', async () => {
    const me = await signedInUser(t.app, t.database.db);
    for (const query of ['cursor=bm9wZQ', 'limit=0', 'limit=101', 'unread=yes']) {
      const res = await me.agent.get(`${NOTIFICATION_API.list}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(errorOf(res).code, query).toBe('E_INVALID_INPUT');
    }
  });
});

describe('GET /api/notifications/recent', () => {
  it('returns my 10 newest', async () => {
    const me = await signedInUser(t.app, t.database.db);
    await fill(me.user.id, 12);
    const res = await me.agent.get(NOTIFICATION_API.recent);
    expect(res.statusCode).toBe(200);
    const body = NotificationPageSchema.parse(res.json());
    expect(body.items.map((n) => n.body)).toEqual(Array.from({ length: 10 }, (_, i) => `Update ${11 - i}`));
    expect(body.nextCursor).not.toBeNull();
    expect((await createAgent(t.app).get(NOTIFICATION_API.recent)).statusCode).toBe(401);
  });
});

describe('marking read', () => {
  it('marks one of mine read; someone else’s is not found and stays unread', async () => {
    const me = await signedInUser(t.app, t.database.db);
    const other = await signedInUser(t.app, t.database.db);
    await fill(me.user.id, 1);
    await fill(other.user.id, 1);
    const [mine] = (await me.agent.get(NOTIFICATION_API.list)).json().items;
    const [theirs] = (await other.agent.get(NOTIFICATION_API.list)).json().items;
    const res = await me.agent.post(NOTIFICATION_API.read(mine.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: mine.id, isRead: true });
    const denied = await me.agent.post(NOTIFICATION_API.read(theirs.id));
    expect(denied.statusCode).toBe(404);
    expect(errorOf(denied).code).toBe('E_NOT_FOUND');
    expect((await storedNotifications(t, other.user.id))[0]?.is_read).toBe(false);
    expect(
      (await me.agent.post(NOTIFICATION_API.read('00000000-0000-4000-8000-000000000000'))).statusCode,
    ).toBe(404);
    expect((await createAgent(t.app).post(NOTIFICATION_API.read(mine.id))).statusCode).toBe(401);
  });

  it('marks all of mine read (only mine) and says how many changed', async () => {
    const me = await signedInUser(t.app, t.database.db);
    const other = await signedInUser(t.app, t.database.db);
    await fill(me.user.id, 4);
    await fill(other.user.id, 2);
    const [first] = (await me.agent.get(NOTIFICATION_API.list)).json().items;
    await me.agent.post(NOTIFICATION_API.read(first.id));
    expect((await me.agent.post(NOTIFICATION_API.readAll)).json()).toEqual({ updated: 3 });
    expect((await me.agent.post(NOTIFICATION_API.readAll)).json()).toEqual({ updated: 0 });
    expect((await me.agent.get(NOTIFICATION_API.counts)).json().notifications).toBe(0);
    expect((await other.agent.get(NOTIFICATION_API.counts)).json().notifications).toBe(2);
    expect((await createAgent(t.app).post(NOTIFICATION_API.readAll)).statusCode).toBe(401);
  });
});

describe('GET /api/me/counts', () => {
  it('counts my unread notifications and unread direct messages to me', async () => {
    const me = await signedInUser(t.app, t.database.db);
    const [a, b] = [await buildUser(t.database.db), await buildUser(t.database.db)];
    expect((await me.agent.get(NOTIFICATION_API.counts)).json()).toEqual({
      notifications: 0,
      inbox: 0,
      proSign: 0,
    });
    await fill(me.user.id, 3);
    await t.database.db
      .insertInto('direct_messages')
      .values([
        { sender_id: a.id, recipient_id: me.user.id, body: 'unread 1' },
        { sender_id: b.id, recipient_id: me.user.id, body: 'unread 2' },
        { sender_id: a.id, recipient_id: me.user.id, body: 'read', read_at: new Date() },
        { sender_id: me.user.id, recipient_id: a.id, body: 'mine, to a' },
        { sender_id: a.id, recipient_id: b.id, body: 'not mine' },
      ])
      .execute();
    expect((await me.agent.get(NOTIFICATION_API.counts)).json()).toEqual({
      notifications: 3,
      inbox: 2,
      proSign: 0,
    });
    expect((await createAgent(t.app).get(NOTIFICATION_API.counts)).statusCode).toBe(401);
  });
});

describe('notification preferences', () => {
  it('reads the defaults, changes only what is sent, and returns all five', async () => {
    const me = await signedInUser(t.app, t.database.db);
    const other = await signedInUser(t.app, t.database.db);
    expect((await me.agent.get(NOTIFICATION_API.preferences)).json()).toEqual({
      collab: true,
      proshop: true,
      system: true,
      email: false,
      push: true,
    });
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toEqual({
      collab: true,
      proshop: true,
      system: true,
      email: false,
      push: true,
    });
    const res = await me.agent.put(NOTIFICATION_API.preferences, { email: true, proshop: false });
    expect(res.json()).toEqual({ collab: true, proshop: false, system: true, email: true, push: true });
    expect((await me.agent.put(NOTIFICATION_API.preferences, { push: false })).json()).toEqual({
      collab: true,
      proshop: false,
      system: true,
      email: true,
      push: false,
    });
    expect((await me.agent.put(NOTIFICATION_API.preferences, {})).json()).toMatchObject({ proshop: false });
    expect((await me.agent.get(NOTIFICATION_API.preferences)).json()).toMatchObject({
      email: true,
      push: false,
    });
    expect((await other.agent.get(NOTIFICATION_API.preferences)).json()).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
  });

  it('refuses non-boolean values and anonymous callers', async () => {
    const me = await signedInUser(t.app, t.database.db);
    const bad = await me.agent.put(NOTIFICATION_API.preferences, { collab: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('E_INVALID_INPUT');
    expect((await createAgent(t.app).get(NOTIFICATION_API.preferences)).statusCode).toBe(401);
    expect((await createAgent(t.app).put(NOTIFICATION_API.preferences, { email: true })).statusCode).toBe(
      401,
    );
  });

  it('preferences saved through the API govern delivery', async () => {
    const me = await signedInUser(t.app, t.database.db);
    await me.agent.put(NOTIFICATION_API.preferences, { system: false });
    expect(await t.app.ctx.notifications.send({ userId: me.user.id, type: 'welcome' })).toBe(false);
    expect(await storedNotifications(t, me.user.id)).toEqual([]);
  });
});

describe('POST /api/dev/notifications/test (development only)', () => {
  it('sends me a sample of each test-panel type, never actionable', async () => {
    const me = await signedInUser(t.app, t.database.db);
    for (const { type } of TEST_NOTIFICATIONS) {
      const res = await me.agent.post(NOTIFICATION_API.test, { type });
      expect(res.statusCode, type).toBe(200);
      expect(res.json(), type).toEqual({ ok: true, stored: true });
    }
    const items = (await me.agent.get(NOTIFICATION_API.list)).json().items as {
      type: string;
      actionable: boolean;
      actions: { action: string }[];
      actionData: object;
      body: string;
    }[];
    expect(items.map((n) => n.type).reverse()).toEqual(TEST_NOTIFICATIONS.map((n) => n.type));
    for (const n of items) {
      expect(n.actionable, n.type).toBe(false);
      expect(n.actionData, n.type).toEqual({});
      expect(
        n.actions.every((a) => a.action.startsWith('view_')),
        n.type,
      ).toBe(true);
      expect(n.body, n.type).not.toContain('{{');
    }
    const rows = await storedNotifications(t, me.user.id);
    expect(rows.every((row) => (row.meta as { test?: boolean }).test === true)).toBe(true);
  });

  it('says when my preferences kept it from being stored', async () => {
    const me = await signedInUser(t.app, t.database.db);
    await me.agent.put(NOTIFICATION_API.preferences, { collab: false });
    expect((await me.agent.post(NOTIFICATION_API.test, { type: 'user_followed' })).json()).toEqual({
      ok: true,
      stored: false,
    });
  });

  it('needs a session and a known type', async () => {
    const anonymous = await createAgent(t.app).post(NOTIFICATION_API.test, { type: 'welcome' });
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous)).toMatchObject({
      code: 'E_UNAUTHENTICATED',
      message: NOTIFICATION_TEXT.notAuthenticated,
    });
    const me = await signedInUser(t.app, t.database.db);
    const unknown = await me.agent.post(NOTIFICATION_API.test, { type: 'party' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).code).toBe('E_INVALID_INPUT');
  });

  it('does not exist in production', async () => {
    const prod = await startTestApp({ env: 'production', isProduction: true });
    try {
      const me = await signedInUser(prod.app, prod.database.db);
      const res = await me.agent.post(NOTIFICATION_API.test, { type: 'welcome' });
      expect(res.statusCode).toBe(404);
      expect(await storedNotifications(prod, me.user.id)).toEqual([]);
      // The rest of the notification API is there.
      expect((await me.agent.get(NOTIFICATION_API.list)).statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });
});
