import { randomUUID } from 'node:crypto';
import { MESSAGE_API, MESSAGE_LIMITS, MESSAGE_TEXT, PROFILE_API } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { DM_RATE } from './dm-rate.ts';
import { insertMessages, pairInConversation, person, send } from './messages.test-kit.ts';

const t = useTestApp();

const db = () => t.database.db;
const bodies = (items: { body: string }[]) => items.map((m) => m.body);

describe('sending a direct message', () => {
  it('saves the trimmed body and answers with the saved message and the clientId', async () => {
    const ava = await person(t, 'Ava Sender');
    const ben = await person(t, 'Ben Receiver');
    const res = await ava.agent.post(MESSAGE_API.send, {
      recipientId: ben.user.id,
      body: '  Hello Ben  \n',
      clientId: 'tmp-1',
    });
    expect(res.statusCode).toBe(201);
    const sent = res.json();
    expect(sent).toEqual({
      clientId: 'tmp-1',
      message: {
        id: expect.any(String),
        senderId: ava.user.id,
        recipientId: ben.user.id,
        body: 'Hello Ben',
        createdAt: expect.any(String),
        readAt: null,
      },
    });
    const noClientId = await ava.agent.post(MESSAGE_API.send, { recipientId: ben.user.id, body: 'Again' });
    expect(noClientId.json().clientId).toBeNull();
  });

  it('refuses empty and too long bodies, yourself, a missing or unknown recipient, with the spec texts', async () => {
    const ava = await person(t, 'Ava Checks');
    const ben = await person(t, 'Ben Checks');
    for (const body of ['', '   ', '\n\t']) {
      const res = await ava.agent.post(MESSAGE_API.send, { recipientId: ben.user.id, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'E_INVALID_INPUT',
        fields: { 'body.body': [MESSAGE_TEXT.typeFirst] },
      });
    }
    const long = await ava.agent.post(MESSAGE_API.send, {
      recipientId: ben.user.id,
      body: 'x'.repeat(MESSAGE_LIMITS.bodyMax + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields['body.body']).toEqual([MESSAGE_TEXT.tooLong]);
    // Exactly the limit is fine, and so is a long body surrounded by spaces.
    const atLimit = await ava.agent.post(MESSAGE_API.send, {
      recipientId: ben.user.id,
      body: `  ${'y'.repeat(MESSAGE_LIMITS.bodyMax)}  `,
    });
    expect(atLimit.statusCode).toBe(201);
    expect(atLimit.json().message.body).toHaveLength(MESSAGE_LIMITS.bodyMax);

    const self = await ava.agent.post(MESSAGE_API.send, { recipientId: ava.user.id, body: 'Me?' });
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toMatchObject({
      code: 'E_INVALID_INPUT',
      message: MESSAGE_TEXT.cannotMessageSelf,
      fields: { 'body.recipientId': [MESSAGE_TEXT.cannotMessageSelf] },
    });
    // The same id in upper case is still yourself.
    const selfUpper = await ava.agent.post(MESSAGE_API.send, {
      recipientId: ava.user.id.toUpperCase(),
      body: 'Me?',
    });
    expect(selfUpper.statusCode).toBe(400);

    for (const recipientId of ['', 'not-an-id', undefined]) {
      const res = await ava.agent.post(MESSAGE_API.send, { recipientId, body: 'Hi' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('E_INVALID_INPUT');
    }
    const notSelected = await ava.agent.post(MESSAGE_API.send, { recipientId: 'nobody', body: 'Hi' });
    expect(notSelected.json().error.fields['body.recipientId']).toEqual([MESSAGE_TEXT.noRecipient]);

    const unknown = await ava.agent.post(MESSAGE_API.send, { recipientId: randomUUID(), body: 'Hi' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('E_NOT_FOUND');

    // Only the one valid send landed.
    const thread = (await ben.agent.get(MESSAGE_API.thread(ava.user.id))).json();
    expect(thread.messages).toHaveLength(1);
  });

  it('needs a session', async () => {
    const ben = await person(t, 'Ben Anon');
    const anonymous = createAgent(t.app);
    expect(
      (await anonymous.post(MESSAGE_API.send, { recipientId: ben.user.id, body: 'Hi' })).statusCode,
    ).toBe(401);
    expect((await anonymous.get(MESSAGE_API.conversations)).statusCode).toBe(401);
    expect((await anonymous.get(MESSAGE_API.thread(ben.user.id))).statusCode).toBe(401);
    expect((await anonymous.post(MESSAGE_API.read(ben.user.id))).statusCode).toBe(401);
  });

  it(`allows ${DM_RATE.limit} messages a minute per sender`, async () => {
    const ava = await person(t, 'Ava Chatty');
    const ben = await person(t, 'Ben Busy');
    const cal = await person(t, 'Cal Calm');
    for (let i = 0; i < DM_RATE.limit; i++) {
      // Spread over two recipients: the limit is per sender, not per conversation.
      await send(ava.agent, i % 2 ? ben.user.id : cal.user.id, `n${i}`);
    }
    const limited = await ava.agent.post(MESSAGE_API.send, { recipientId: ben.user.id, body: 'one more' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('E_RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The refused one was not saved; others can still write to Ava.
    expect(bodies((await ben.agent.get(MESSAGE_API.thread(ava.user.id))).json().messages)).not.toContain(
      'one more',
    );
    expect(
      (await ben.agent.post(MESSAGE_API.send, { recipientId: ava.user.id, body: 'fine' })).statusCode,
    ).toBe(201);
  });
});

describe('conversations and threads', () => {
  it('lists my conversations newest first, with the card, last message and unread count', async () => {
    const ava = await person(t, 'Ava Lister');
    const ben = await person(t, 'Ben First');
    const cal = await person(t, 'Cal Second');
    await send(ben.agent, ava.user.id, 'Hi Ava, Ben here');
    await send(ava.agent, ben.user.id, 'Hi Ben');
    await send(ben.agent, ava.user.id, 'Coffee?');
    await send(cal.agent, ava.user.id, 'Ava, a question');
    await send(ben.agent, ava.user.id, 'Tomorrow maybe');

    const list = (await ava.agent.get(MESSAGE_API.conversations)).json().items;
    expect(list).toEqual([
      {
        user: { id: ben.user.id, fullName: 'Ben First', avatarUrl: null },
        lastMessage: expect.objectContaining({ body: 'Tomorrow maybe', senderId: ben.user.id }),
        unread: 3,
      },
      {
        user: { id: cal.user.id, fullName: 'Cal Second', avatarUrl: null },
        lastMessage: expect.objectContaining({ body: 'Ava, a question' }),
        unread: 1,
      },
    ]);
    // From Ben's side: one conversation, nothing unread (Ava's reply is his only incoming).
    const bens = (await ben.agent.get(MESSAGE_API.conversations)).json().items;
    expect(bens).toEqual([
      {
        user: { id: ava.user.id, fullName: 'Ava Lister', avatarUrl: null },
        lastMessage: expect.objectContaining({ body: 'Tomorrow maybe', senderId: ben.user.id }),
        unread: 1,
      },
    ]);
    const stranger = await person(t, 'Stan Nobody');
    expect((await stranger.agent.get(MESSAGE_API.conversations)).json().items).toEqual([]);
  });

  it("shows 'User' and the first 4 characters of the id for someone without a name", async () => {
    const ava = await person(t, 'Ava Named');
    const nameless = await signedInUser(t.app, db(), { fullName: '' });
    await db().updateTable('users').set({ full_name: null }).where('id', '=', nameless.user.id).execute();
    await send(nameless.agent, ava.user.id, 'Hello from nobody');
    const fallback = `User ${nameless.user.id.slice(0, 4)}`;
    const list = (await ava.agent.get(MESSAGE_API.conversations)).json().items;
    expect(list[0].user.fullName).toBe(fallback);
    expect((await ava.agent.get(MESSAGE_API.thread(nameless.user.id))).json().user.fullName).toBe(fallback);
  });

  it('returns the thread oldest first, with the card and the block state; marking read stamps read_at', async () => {
    const [ava, ben] = await pairInConversation(t, ['Ava Thread', 'Ben Thread'], 'one', 'two');
    await send(ben.agent, ava.user.id, 'three');

    const thread = (await ava.agent.get(MESSAGE_API.thread(ben.user.id))).json();
    expect(thread.user).toEqual({ id: ben.user.id, fullName: 'Ben Thread', avatarUrl: null });
    expect(bodies(thread.messages)).toEqual(['one', 'two', 'three']);
    expect(thread.messages.every((m: { readAt: string | null }) => m.readAt === null)).toBe(true);
    expect(thread).toMatchObject({ blockedByMe: false, blockedMe: false });
    // Reading the thread does not mark it read by itself.
    expect((await ava.agent.get(MESSAGE_API.conversations)).json().items[0].unread).toBe(2);

    const read = await ava.agent.post(MESSAGE_API.read(ben.user.id));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ updated: 2, readAt: expect.any(String) });
    const after = (await ben.agent.get(MESSAGE_API.thread(ava.user.id))).json().messages;
    // Ben sees that Ava read his two; Ava's own message to him is still unread by him.
    expect(after.map((m: { body: string; readAt: string | null }) => [m.body, m.readAt])).toEqual([
      ['one', null],
      ['two', read.json().readAt],
      ['three', read.json().readAt],
    ]);
    expect((await ava.agent.get(MESSAGE_API.conversations)).json().items[0].unread).toBe(0);
    expect((await ben.agent.get(MESSAGE_API.conversations)).json().items[0].unread).toBe(1);

    // Again: nothing left to mark.
    expect((await ava.agent.post(MESSAGE_API.read(ben.user.id))).json()).toEqual({
      updated: 0,
      readAt: null,
    });
  });

  it('answers 404 for an unknown person and 400 for yourself or a malformed id', async () => {
    const ava = await person(t, 'Ava Edge');
    for (const res of [
      await ava.agent.get(MESSAGE_API.thread(randomUUID())),
      await ava.agent.post(MESSAGE_API.read(randomUUID())),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('E_NOT_FOUND');
    }
    for (const res of [
      await ava.agent.get(MESSAGE_API.thread(ava.user.id)),
      await ava.agent.post(MESSAGE_API.read(ava.user.id)),
      await ava.agent.get(MESSAGE_API.thread('nope')),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('E_INVALID_INPUT');
    }
    expect((await ava.agent.get(MESSAGE_API.thread(ava.user.id))).json().error.message).toBe(
      MESSAGE_TEXT.cannotMessageSelf,
    );
  });

  it(`returns only the latest ${MESSAGE_LIMITS.thread} messages of a thread, oldest first`, async () => {
    const ava = await person(t, 'Ava Long');
    const ben = await person(t, 'Ben Long');
    const cal = await person(t, 'Cal Other');
    const total = MESSAGE_LIMITS.thread + 5;
    await insertMessages(db(), total, (i) =>
      i % 2 ? [ava.user.id, ben.user.id] : [ben.user.id, ava.user.id],
    );
    // Ava's messages with Cal at the same moments belong to another thread.
    await insertMessages(db(), 50, () => [cal.user.id, ava.user.id]);

    for (const [viewer, other] of [
      [ava, ben],
      [ben, ava],
    ] as const) {
      const messages = (await viewer.agent.get(MESSAGE_API.thread(other.user.id))).json().messages;
      expect(messages).toHaveLength(MESSAGE_LIMITS.thread);
      expect(messages[0].body).toBe('m5');
      expect(messages.at(-1).body).toBe(`m${total - 1}`);
      const times = messages.map((m: { createdAt: string }) => Date.parse(m.createdAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(
        messages.every(
          (m: { senderId: string; recipientId: string }) =>
            [m.senderId, m.recipientId].sort().join() === [ava.user.id, ben.user.id].sort().join(),
        ),
      ).toBe(true);
    }
  });

  it(`builds the list from my latest ${MESSAGE_LIMITS.conversationList} messages either way`, async () => {
    const ava = await person(t, 'Ava Busy');
    const ben = await person(t, 'Ben Often');
    const cal = await person(t, 'Cal Lately');
    const dan = await person(t, 'Dan Longago');
    const eve = await person(t, 'Eve Sentto');
    const start = Date.now() - 30 * 24 * 3_600_000;
    // Oldest: Dan wrote Ava once, and Ava wrote Eve 100 times: pushed out by what follows.
    await insertMessages(db(), 1, () => [dan.user.id, ava.user.id], start);
    await insertMessages(db(), 100, () => [ava.user.id, eve.user.id], start + 1_000);
    // Then 250 with Ben, both ways (125 from Ben, unread), then 150 from Cal (unread).
    await insertMessages(
      db(),
      250,
      (i) => (i % 2 ? [ava.user.id, ben.user.id] : [ben.user.id, ava.user.id]),
      start + 200_000,
    );
    await insertMessages(db(), 150, () => [cal.user.id, ava.user.id], start + 500_000);

    const list = (await ava.agent.get(MESSAGE_API.conversations)).json().items;
    expect(list.map((c: { user: { fullName: string } }) => c.user.fullName)).toEqual([
      'Cal Lately',
      'Ben Often',
    ]);
    expect(list.map((c: { unread: number }) => c.unread)).toEqual([150, 125]);
    expect(list.map((c: { lastMessage: { body: string } }) => c.lastMessage.body)).toEqual(['m149', 'm249']);

    // Dan's one message is still his conversation's whole history from his side.
    expect((await dan.agent.get(MESSAGE_API.conversations)).json().items).toMatchObject([
      { user: { id: ava.user.id }, unread: 0, lastMessage: { body: 'm0' } },
    ]);

    // A fresh message brings Dan back, on top, with his one old message not counted.
    await send(dan.agent, ava.user.id, 'Remember me?');
    const again = (await ava.agent.get(MESSAGE_API.conversations)).json().items;
    expect(again[0]).toMatchObject({
      user: { id: dan.user.id },
      unread: 1,
      lastMessage: { body: 'Remember me?' },
    });
    expect(again).toHaveLength(3);
  });
});

describe('only the two participants', () => {
  it('a third person cannot read, list or mark read the messages between two others', async () => {
    const [ava, ben] = await pairInConversation(t, ['Ava Private', 'Ben Private'], 'Just between us', 'Sure');
    const eve = await person(t, 'Eve Snoop');

    // Eve asking for "the thread with Ava" gets her own (empty) thread with Ava, not Ava's with Ben.
    for (const other of [ava, ben]) {
      const thread = (await eve.agent.get(MESSAGE_API.thread(other.user.id))).json();
      expect(thread.messages).toEqual([]);
    }
    expect((await eve.agent.get(MESSAGE_API.conversations)).json().items).toEqual([]);
    // Marking "Ben's messages read" as Eve changes nothing of Ava's.
    expect((await eve.agent.post(MESSAGE_API.read(ben.user.id))).json()).toEqual({
      updated: 0,
      readAt: null,
    });
    const avas = (await ava.agent.get(MESSAGE_API.thread(ben.user.id))).json().messages;
    expect(avas.map((m: { readAt: string | null }) => m.readAt)).toEqual([null, null]);
    expect((await ava.agent.get(MESSAGE_API.conversations)).json().items[0].unread).toBe(1);
  });
});

describe('deleting an account', () => {
  it('removes the messages it sent and received', async () => {
    const [ava, leaving] = await pairInConversation(t, ['Ava Stays', 'Lee Leaving'], 'Bye?', 'Bye!');
    expect((await ava.agent.get(MESSAGE_API.conversations)).json().items).toHaveLength(1);

    const res = await leaving.agent.request('DELETE', PROFILE_API.me, { confirm: true, hard: true });
    expect(res.statusCode).toBe(200);
    const left = await db()
      .selectFrom('direct_messages')
      .select('id')
      .where((eb) => eb.or([eb('sender_id', '=', leaving.user.id), eb('recipient_id', '=', leaving.user.id)]))
      .execute();
    expect(left).toEqual([]);
    expect((await ava.agent.get(MESSAGE_API.conversations)).json().items).toEqual([]);
    expect((await ava.agent.get(MESSAGE_API.thread(leaving.user.id))).statusCode).toBe(404);
  });
});
