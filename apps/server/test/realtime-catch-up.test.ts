import {
  AUTH_COOKIES,
  MESSAGE_API,
  MESSAGE_EVENTS,
  NOTIFICATION_API,
  NOTIFICATION_EVENTS,
  type Notification,
  REALTIME,
  type RealtimeServerFrame,
  type Thread,
  userTopic,
} from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { insertMessages, person, send } from '../src/modules/messages/messages.test-kit.ts';
import type { Agent } from './agent.ts';
import type { SignedIn } from './sign-in.ts';
import { isType, openSocket, type TestSocket, useLiveTestApp } from './ws-client.ts';

/**
 * Issue 20, "Realtime at load": a socket that drops mid-burst and reconnects catches up on
 * everything it missed by refetching the notification list and its DM thread `since` its newest
 * item (minus REALTIME.catchUpOverlapMs), so that live ∪ refetched == everything sent, with no
 * duplicates once de-duplicated by id. Sockets are signed in with the session cookie, as a browser's.
 */

const { t, url } = useLiveTestApp();

const READERS = 4;
const DROPPED = 2;
const ROUNDS = 10;
const DROP_AFTER_ROUND = 3;
const ROUNDS_AFTER_RECONNECT = 2;
const BURST_NOTIFICATION = 'system_update';

interface Reader {
  who: SignedIn;
  partner: SignedIn;
  sockets: TestSocket[];
}

/** The socket of a browser signed in as this agent, past `ready` and subscribed to its topic. */
async function browserSocket(agent: Agent, userId: string): Promise<TestSocket> {
  const socket = await openSocket(url(), {
    headers: { cookie: `${AUTH_COOKIES.access}=${agent.cookies.get(AUTH_COOKIES.access)}` },
  });
  await socket.next(isType('ready'));
  socket.send({ type: 'subscribe', topic: userTopic(userId) });
  await socket.next(isType('subscribed'));
  return socket;
}

/** The id of a DM or notification event frame (null for anything else). */
function eventId(frame: RealtimeServerFrame): { kind: 'dm' | 'notification'; id: string } | null {
  if (frame.type !== 'event') return null;
  if (frame.event.type === MESSAGE_EVENTS.created)
    return { kind: 'dm', id: (frame.event.data as { message: { id: string } }).message.id };
  // The burst's notifications (system updates): signing in may have sent others (welcome) before.
  if (frame.event.type === NOTIFICATION_EVENTS.created) {
    const data = frame.event.data as { id: string; type: string };
    return data.type === BURST_NOTIFICATION ? { kind: 'notification', id: data.id } : null;
  }
  return null;
}

const liveIds = (sockets: TestSocket[], kind: 'dm' | 'notification') =>
  sockets.flatMap((s) => s.received.flatMap((f) => (eventId(f)?.kind === kind ? [eventId(f)?.id] : [])));

const arrived = (socket: TestSocket, id: string) => socket.next((frame) => eventId(frame)?.id === id, 10_000);

/** Sends one system notification through the notifier (stored, then published); returns its id. */
async function notify(userId: string, message: string): Promise<string> {
  expect(
    await t.app.ctx.notifications.send({ userId, type: BURST_NOTIFICATION, variables: { message } }),
  ).toBe(true);
  // system_update's body is the message itself; each message here is unique per user.
  const row = await t.database.db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('body', '=', message)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every notification created at or after `since`, paging the keyset cursor to the end. */
async function notificationsSince(agent: Agent, since: string): Promise<Notification[]> {
  const all: Notification[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ since, limit: '3', ...(cursor ? { cursor } : {}) });
    const res = await agent.get(`${NOTIFICATION_API.list}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { items: Notification[]; nextCursor: string | null };
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

/** What a reconnected client asks for: its newest item's time, less the overlap. */
function catchUpSince(times: string[]): string {
  const newest = Math.max(...times.map((time) => Date.parse(time)));
  return new Date(newest - REALTIME.catchUpOverlapMs).toISOString();
}

describe('reconnect catch-up', () => {
  it('sockets dropped mid-burst catch up on every DM and notification from the `since` lists', async () => {
    const readers: Reader[] = [];
    for (let i = 0; i < READERS; i++) {
      const who = await person(t, `Reader ${i}`);
      const partner = await person(t, `Partner ${i}`);
      readers.push({ who, partner, sockets: [] });
    }
    // History from before the sockets opened: old messages and notifications the catch-up must not refetch.
    const old = new Date(Date.now() - 60 * 60 * 1000);
    const history = new Set<string>();
    for (const { who, partner } of readers) {
      for (const id of await insertMessages(t.database.db, 3, () => [partner.user.id, who.user.id]))
        history.add(id);
      const id = await notify(who.user.id, `old news for ${who.user.id}`);
      await t.database.db
        .updateTable('notifications')
        .set({ created_at: old })
        .where('id', '=', id)
        .execute();
      history.add(id);
    }
    for (const reader of readers)
      reader.sockets.push(await browserSocket(reader.who.agent, reader.who.user.id));

    const sentDms = new Map<string, string[]>(readers.map((r) => [r.who.user.id, []]));
    const sentNotes = new Map<string, string[]>(readers.map((r) => [r.who.user.id, []]));
    /** Every item a dropped socket received live before it dropped, with its time. */
    const seenBeforeDrop = new Map<string, string[]>();

    async function round(n: number) {
      await Promise.all(
        readers.map(async ({ who, partner }) => {
          const message = await send(partner.agent, who.user.id, `burst ${n}`);
          sentDms.get(who.user.id)?.push(message.id);
          sentNotes.get(who.user.id)?.push(await notify(who.user.id, `burst ${n} for ${who.user.id}`));
        }),
      );
    }

    for (let n = 0; n < ROUNDS; n++) {
      await round(n);
      if (n !== DROP_AFTER_ROUND) continue;
      // Mid-burst: the first readers' sockets have the events so far, then lose their TCP connection.
      for (const reader of readers.slice(0, DROPPED)) {
        const socket = reader.sockets[0] as TestSocket;
        const id = reader.who.user.id;
        for (const item of [...(sentDms.get(id) ?? []), ...(sentNotes.get(id) ?? [])])
          await arrived(socket, item);
        const times = socket.received.flatMap((frame) => {
          if (frame.type !== 'event') return [];
          const data = frame.event.data as { message?: { createdAt: string }; createdAt?: string };
          const time = data.message?.createdAt ?? data.createdAt;
          return time ? [time] : [];
        });
        seenBeforeDrop.set(id, times);
        socket.ws.terminate();
        await socket.closed;
      }
    }

    // Back online: a new socket each; events from now on arrive live again.
    for (const reader of readers.slice(0, DROPPED))
      reader.sockets.push(await browserSocket(reader.who.agent, reader.who.user.id));
    for (let n = ROUNDS; n < ROUNDS + ROUNDS_AFTER_RECONNECT; n++) await round(n);
    for (const reader of readers) {
      const id = reader.who.user.id;
      const current = reader.sockets.at(-1) as TestSocket;
      for (const item of [...(sentDms.get(id) ?? []), ...(sentNotes.get(id) ?? [])].slice(-2))
        await arrived(current, item);
    }

    for (const [i, reader] of readers.entries()) {
      const id = reader.who.user.id;
      const dms = sentDms.get(id) ?? [];
      const notes = sentNotes.get(id) ?? [];
      const live = {
        dm: liveIds(reader.sockets, 'dm'),
        notification: liveIds(reader.sockets, 'notification'),
      };
      if (i >= DROPPED) {
        // Sockets that stayed up heard everything, once each.
        expect(live.dm.sort()).toEqual([...dms].sort());
        expect(live.notification.sort()).toEqual([...notes].sort());
        continue;
      }
      // The dropped socket really missed part of the burst...
      expect(live.dm.length).toBeLessThan(dms.length);
      expect(live.notification.length).toBeLessThan(notes.length);

      // ...and catches up from `since` its newest item before the drop.
      const since = catchUpSince(seenBeforeDrop.get(id) ?? []);
      const thread = await reader.who.agent.get(
        `${MESSAGE_API.thread(reader.partner.user.id)}?${new URLSearchParams({ since })}`,
      );
      expect(thread.statusCode, thread.body).toBe(200);
      const refetchedDms = (thread.json() as Thread).messages.map((m) => m.id);
      const refetchedNotes = (await notificationsSince(reader.who.agent, since))
        .filter((n) => n.type === BURST_NOTIFICATION)
        .map((n) => n.id);
      expect(new Set(refetchedDms).size).toBe(refetchedDms.length);
      expect(new Set(refetchedNotes).size).toBe(refetchedNotes.length);
      for (const item of [...refetchedDms, ...refetchedNotes]) expect(history.has(item)).toBe(false);

      expect([...new Set([...live.dm, ...refetchedDms])].sort()).toEqual([...dms].sort());
      expect([...new Set([...live.notification, ...refetchedNotes])].sort()).toEqual([...notes].sort());
    }
  });

  it('`since` keeps only what was created at or after it, and refuses what is not an instant', async () => {
    const ava = await person(t, 'Ava Since');
    const ben = await person(t, 'Ben Since');
    const [oldMessage] = await insertMessages(t.database.db, 1, () => [ben.user.id, ava.user.id]);
    const fresh = await send(ben.agent, ava.user.id, 'fresh');
    const since = new Date(Date.now() - 60_000).toISOString();
    const thread = (
      await ava.agent.get(`${MESSAGE_API.thread(ben.user.id)}?since=${since}`)
    ).json() as Thread;
    expect(thread.messages.map((m) => m.id)).toEqual([fresh.id]);
    const whole = (await ava.agent.get(MESSAGE_API.thread(ben.user.id))).json() as Thread;
    expect(whole.messages.map((m) => m.id)).toEqual([oldMessage, fresh.id]);

    const oldNote = await notify(ava.user.id, 'old note');
    await t.database.db
      .updateTable('notifications')
      .set({ created_at: new Date(Date.now() - 3_600_000) })
      .where('id', '=', oldNote)
      .execute();
    const freshNote = await notify(ava.user.id, 'fresh note');
    const recent = await notificationsSince(ava.agent, since);
    expect(recent.filter((n) => n.type === BURST_NOTIFICATION).map((n) => n.id)).toEqual([freshNote]);

    for (const bad of ['yesterday', '2026-02-30T00:00:00Z']) {
      expect((await ava.agent.get(`${NOTIFICATION_API.list}?since=${bad}`)).statusCode).toBe(400);
      expect((await ava.agent.get(`${MESSAGE_API.thread(ben.user.id)}?since=${bad}`)).statusCode).toBe(400);
    }
  });
});
