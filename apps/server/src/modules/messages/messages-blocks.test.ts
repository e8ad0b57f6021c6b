import { randomUUID } from 'node:crypto';
import { MESSAGE_API, MESSAGE_TEXT } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { pairInConversation, person } from './messages.test-kit.ts';

const t = useTestApp();

const trySend = (from: Awaited<ReturnType<typeof person>>, to: string, body: string) =>
  from.agent.post(MESSAGE_API.send, { recipientId: to, body });

describe('blocking', () => {
  it('stops new messages both ways, keeps the history readable, and unblocking lets them through', async () => {
    const [ava, ben] = await pairInConversation(t, ['Ava Blocker', 'Ben Blocked'], 'Before', 'Reply before');

    const blocked = await ava.agent.post(MESSAGE_API.block(ben.user.id));
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ blocked: true });

    // Ben cannot write to Ava, and Ava cannot write to Ben; each is told why.
    const fromBen = await trySend(ben, ava.user.id, 'Hello?');
    expect(fromBen.statusCode).toBe(403);
    expect(fromBen.json().error).toMatchObject({
      code: 'E_NOT_AUTHORIZED',
      message: MESSAGE_TEXT.blockedYou,
    });
    const fromAva = await trySend(ava, ben.user.id, 'Oops');
    expect(fromAva.statusCode).toBe(403);
    expect(fromAva.json().error).toMatchObject({ code: 'E_NOT_AUTHORIZED', message: MESSAGE_TEXT.blocked });

    // Both still read the history, and the thread says who blocked whom.
    const avasView = (await ava.agent.get(MESSAGE_API.thread(ben.user.id))).json();
    expect(avasView).toMatchObject({ blockedByMe: true, blockedMe: false });
    expect(avasView.messages.map((m: { body: string }) => m.body)).toEqual(['Before', 'Reply before']);
    const bensView = (await ben.agent.get(MESSAGE_API.thread(ava.user.id))).json();
    expect(bensView).toMatchObject({ blockedByMe: false, blockedMe: true });
    expect(bensView.messages).toHaveLength(2);
    expect((await ben.agent.get(MESSAGE_API.conversations)).json().items).toHaveLength(1);
    // Ben can still mark what Ava sent him read.
    expect((await ben.agent.post(MESSAGE_API.read(ava.user.id))).json().updated).toBe(1);

    // Ben cannot lift Ava's block by "unblocking" her.
    expect((await ben.agent.delete(MESSAGE_API.block(ava.user.id))).json()).toEqual({ blocked: false });
    expect((await trySend(ben, ava.user.id, 'Still?')).statusCode).toBe(403);

    const unblocked = await ava.agent.delete(MESSAGE_API.block(ben.user.id));
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json()).toEqual({ blocked: false });
    expect((await trySend(ben, ava.user.id, 'Hello again')).statusCode).toBe(201);
    expect((await trySend(ava, ben.user.id, 'Hi again')).statusCode).toBe(201);
    expect((await ava.agent.get(MESSAGE_API.thread(ben.user.id))).json()).toMatchObject({
      blockedByMe: false,
      blockedMe: false,
    });
  });

  it('when both block each other, both blocks must go', async () => {
    const ava = await person(t, 'Ava Mutual');
    const ben = await person(t, 'Ben Mutual');
    await ava.agent.post(MESSAGE_API.block(ben.user.id));
    await ben.agent.post(MESSAGE_API.block(ava.user.id));
    expect((await ava.agent.get(MESSAGE_API.thread(ben.user.id))).json()).toMatchObject({
      blockedByMe: true,
      blockedMe: true,
    });
    await ava.agent.delete(MESSAGE_API.block(ben.user.id));
    const stillBlocked = await trySend(ava, ben.user.id, 'Truce?');
    expect(stillBlocked.statusCode).toBe(403);
    expect(stillBlocked.json().error.message).toBe(MESSAGE_TEXT.blockedYou);
    await ben.agent.delete(MESSAGE_API.block(ava.user.id));
    expect((await trySend(ava, ben.user.id, 'Truce?')).statusCode).toBe(201);
  });

  it('is idempotent and listed under /api/me/blocks, newest first', async () => {
    const ava = await person(t, 'Ava Lists');
    const ben = await person(t, 'Ben Listed');
    const cal = await person(t, 'Cal Listed');
    expect((await ava.agent.get(MESSAGE_API.blocks)).json()).toEqual({ items: [] });
    await ava.agent.post(MESSAGE_API.block(ben.user.id));
    expect((await ava.agent.post(MESSAGE_API.block(ben.user.id))).json()).toEqual({ blocked: true });
    await t.database.db
      .updateTable('user_blocks')
      .set({ created_at: new Date(Date.now() - 60_000) })
      .where('blocker_id', '=', ava.user.id)
      .execute();
    await ava.agent.post(MESSAGE_API.block(cal.user.id));
    expect((await ava.agent.get(MESSAGE_API.blocks)).json()).toEqual({
      items: [
        { id: cal.user.id, fullName: 'Cal Listed', avatarUrl: null },
        { id: ben.user.id, fullName: 'Ben Listed', avatarUrl: null },
      ],
    });
    // Ben does not see Ava's blocks as his.
    expect((await ben.agent.get(MESSAGE_API.blocks)).json()).toEqual({ items: [] });

    await ava.agent.delete(MESSAGE_API.block(ben.user.id));
    expect((await ava.agent.delete(MESSAGE_API.block(ben.user.id))).json()).toEqual({ blocked: false });
    expect((await ava.agent.get(MESSAGE_API.blocks)).json().items.map((c: { id: string }) => c.id)).toEqual([
      cal.user.id,
    ]);
  });

  it('refuses yourself, unknown people and anonymous callers', async () => {
    const ava = await person(t, 'Ava Alone');
    for (const res of [
      await ava.agent.post(MESSAGE_API.block(ava.user.id)),
      await ava.agent.delete(MESSAGE_API.block(ava.user.id)),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('E_INVALID_INPUT');
    }
    for (const res of [
      await ava.agent.post(MESSAGE_API.block(randomUUID())),
      await ava.agent.delete(MESSAGE_API.block(randomUUID())),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('E_NOT_FOUND');
    }
    const anonymous = createAgent(t.app);
    expect((await anonymous.post(MESSAGE_API.block(ava.user.id))).statusCode).toBe(401);
    expect((await anonymous.get(MESSAGE_API.blocks)).statusCode).toBe(401);
  });
});
