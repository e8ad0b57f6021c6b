import {
  AUTH_API,
  COLLAB_API,
  MESSAGE_API,
  MESSAGE_EVENTS,
  PROFILE_ENDPOINTS,
  REALTIME,
  WORKSPACE_API,
  WORKSPACE_EVENTS,
  workspaceTopic,
} from '@ibh/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCast } from '../src/modules/collab/collab.fixtures.ts';
import { person } from '../src/modules/messages/messages.test-kit.ts';
import type { Agent } from './agent.ts';
import { signInAs } from './sign-in.ts';
import { eventOf, isType, openSocket, type TestSocket, useLiveTestApp } from './ws-client.ts';

/**
 * Issue 12, item 2: an open socket follows its session and its access. Each negative is proved
 * by a fact: the close event, the error frame that drops a topic, or a later event that a still
 * authorised socket receives while the revoked one has received nothing by then.
 */
const { t, url, socketOf } = useLiveTestApp();
const opened: TestSocket[] = [];
afterAll(async () => {
  await Promise.all(opened.map((socket) => socket.close()));
});

/** A socket opened with the agent's session cookie, as the browser opens it, past `ready`. */
async function sessionSocket(agent: Agent): Promise<TestSocket> {
  const cookie = [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const socket = await openSocket(url(), { headers: { cookie } });
  opened.push(socket);
  await socket.next(isType('ready'));
  return socket;
}

async function subscribe(socket: TestSocket, topic: string) {
  socket.send({ type: 'subscribe', topic });
  return socket.next(
    (f) => (f.type === 'subscribed' || f.type === 'error') && 'topic' in f && f.topic === topic,
  );
}

const sessionEnded = { code: REALTIME.closeCodes.sessionEnded, reason: 'session ended' };

describe('sockets follow access', () => {
  it('a removed team member or collaborator stops receiving the workspace chat at once', async () => {
    const cast = await buildCast(t);
    const topic = workspaceTopic(cast.ideaId);
    const [ownerSocket, memberSocket, collaboratorSocket] = await Promise.all([
      sessionSocket(cast.owner.agent),
      sessionSocket(cast.member.agent),
      sessionSocket(cast.collaborator.agent),
    ]);
    for (const socket of [ownerSocket, memberSocket, collaboratorSocket])
      expect(await subscribe(socket, topic)).toEqual({ type: 'subscribed', topic });

    expect(
      (await cast.owner.agent.delete(COLLAB_API.teamMember(cast.ideaId, cast.member.user.id))).statusCode,
    ).toBe(200);
    expect(await memberSocket.next(isType('error'))).toMatchObject({ code: 'E_NOT_AUTHORIZED', topic });

    expect(
      (await cast.owner.agent.delete(COLLAB_API.collaborator(cast.ideaId, cast.collaborator.user.id)))
        .statusCode,
    ).toBe(200);
    expect(await collaboratorSocket.next(isType('error'))).toMatchObject({ code: 'E_NOT_AUTHORIZED', topic });

    const posted = await cast.owner.agent.post(WORKSPACE_API.messages(cast.ideaId), { body: 'Members only' });
    expect(posted.statusCode).toBe(201);
    // The owner, still a member, receives it; by then the removed two have received nothing of it.
    await ownerSocket.next(eventOf(WORKSPACE_EVENTS.messageCreated));
    for (const socket of [memberSocket, collaboratorSocket]) {
      expect(socket.received.filter(eventOf(WORKSPACE_EVENTS.messageCreated))).toEqual([]);
      // And they cannot subscribe again.
      expect(await subscribe(socket, topic)).toMatchObject({ type: 'error', code: 'E_NOT_AUTHORIZED' });
    }
  });

  it('logout closes the sockets of that session, not those of the same person elsewhere', async () => {
    const ava = await person(t, 'Ava Logout');
    const otherDevice = await signInAs(t.app, ava.user);
    const [thisSocket, otherSocket] = await Promise.all([
      sessionSocket(ava.agent),
      sessionSocket(otherDevice),
    ]);

    expect((await ava.agent.post(AUTH_API.logout)).statusCode).toBe(200);
    expect(await thisSocket.closed).toEqual(sessionEnded);

    const ben = await person(t, 'Ben Writes');
    expect(
      (await ben.agent.post(MESSAGE_API.send, { recipientId: ava.user.id, body: 'Still there?' })).statusCode,
    ).toBe(201);
    expect(await otherSocket.next(eventOf(MESSAGE_EVENTS.created))).toMatchObject({
      event: { data: { message: { body: 'Still there?' } } },
    });
  });

  it('a password change that ends every session closes every socket, so no dm.created reaches them', async () => {
    const ava = await person(t, 'Ava Changes');
    const otherDevice = await signInAs(t.app, ava.user);
    const sockets = await Promise.all([sessionSocket(ava.agent), sessionSocket(otherDevice)]);

    const changed = await ava.agent.post(AUTH_API.changePassword, {
      currentPassword: ava.user.password,
      password: 'a brand new passphrase 42',
    });
    expect(changed.statusCode).toBe(200);
    for (const socket of sockets) expect(await socket.closed).toEqual(sessionEnded);

    const ben = await person(t, 'Ben After');
    expect(
      (await ben.agent.post(MESSAGE_API.send, { recipientId: ava.user.id, body: 'Secret' })).statusCode,
    ).toBe(201);
    for (const socket of sockets) expect(socket.received.filter(eventOf(MESSAGE_EVENTS.created))).toEqual([]);
    // Signed out for real: the old cookies open no socket.
    const again = await openSocket(url(), {
      headers: { cookie: [...otherDevice.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    opened.push(again);
    expect((await again.closed).code).toBe(REALTIME.closeCodes.unauthenticated);
  });

  it('after a block, the blocked person hears nothing more from the blocker', async () => {
    const ava = await person(t, 'Ava Blocks');
    const ben = await person(t, 'Ben Blocked');
    const cai = await person(t, 'Cai Other');
    const benSocket = await sessionSocket(ben.agent);

    expect((await ava.agent.post(MESSAGE_API.block(ben.user.id))).statusCode).toBe(200);
    const refused = await ava.agent.post(MESSAGE_API.send, { recipientId: ben.user.id, body: 'Hidden' });
    expect(refused.statusCode).toBe(403);
    expect(
      (await cai.agent.post(MESSAGE_API.send, { recipientId: ben.user.id, body: 'Visible' })).statusCode,
    ).toBe(201);

    expect(await benSocket.next(eventOf(MESSAGE_EVENTS.created))).toMatchObject({
      event: { data: { message: { body: 'Visible' } } },
    });
    expect(benSocket.received.filter(eventOf(MESSAGE_EVENTS.created))).toHaveLength(1);
  });

  it('deleting the account closes every socket of the person', async () => {
    const ava = await person(t, 'Ava Leaves');
    const [sessionBound, anyOther] = await Promise.all([sessionSocket(ava.agent), socketOf(ava.user.id)]);

    const deleted = await ava.agent.request('DELETE', PROFILE_ENDPOINTS.deleteAccount.path, {
      confirm: true,
      hard: true,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await sessionBound.closed).code).toBe(REALTIME.closeCodes.sessionEnded);
    expect(await anyOther.closed).toEqual({
      code: REALTIME.closeCodes.sessionEnded,
      reason: 'account deleted',
    });
  });
});
