import { COLLAB_API, WORKSPACE_API, WORKSPACE_EVENTS, workspaceTopic } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { eventOf, type TestSocket, useLiveTestApp } from '../../../test/ws-client.ts';
import { buildCast } from '../collab/collab.fixtures.ts';

const { t, socketOf, settle } = useLiveTestApp();

async function subscribe(socket: TestSocket, topic: string) {
  socket.send({ type: 'subscribe', topic });
  return socket.next(
    (f) => (f.type === 'subscribed' || f.type === 'error') && 'topic' in f && f.topic === topic,
  );
}

describe('workspace realtime', () => {
  it('members subscribe; strangers, requesters and professionals are refused', async () => {
    const cast = await buildCast(t);
    const topic = workspaceTopic(cast.ideaId);
    for (const who of [cast.owner, cast.member, cast.collaborator]) {
      expect(await subscribe(await socketOf(who.user.id), topic)).toEqual({ type: 'subscribed', topic });
    }
    for (const who of [cast.stranger, cast.requester, cast.professional]) {
      expect(await subscribe(await socketOf(who.user.id), topic)).toMatchObject({
        type: 'error',
        code: 'E_NOT_AUTHORIZED',
        topic,
      });
    }
    const socket = await socketOf(cast.member.user.id);
    expect(await subscribe(socket, 'workspace:not-a-uuid')).toMatchObject({ type: 'error' });
  });

  it("a member's socket receives new messages, task changes and member changes", async () => {
    const cast = await buildCast(t);
    const socket = await socketOf(cast.member.user.id);
    await subscribe(socket, workspaceTopic(cast.ideaId));

    const posted = (
      await cast.owner.agent.post(WORKSPACE_API.messages(cast.ideaId), { body: 'Live!' })
    ).json();
    expect(await socket.next(eventOf(WORKSPACE_EVENTS.messageCreated))).toEqual({
      type: 'event',
      topic: workspaceTopic(cast.ideaId),
      event: { type: WORKSPACE_EVENTS.messageCreated, data: posted },
    });

    const task = (
      await cast.collaborator.agent.post(WORKSPACE_API.tasks(cast.ideaId), { title: 'Do it' })
    ).json();
    expect(await socket.next(eventOf(WORKSPACE_EVENTS.taskChanged))).toMatchObject({ event: { data: task } });
    await cast.owner.agent.delete(WORKSPACE_API.task(task.id));
    expect(await socket.next(eventOf(WORKSPACE_EVENTS.taskDeleted))).toMatchObject({
      event: { data: { id: task.id } },
    });

    const request = (await cast.owner.agent.get(COLLAB_API.requests(cast.ideaId))).json().pending[0];
    await cast.owner.agent.post(COLLAB_API.accept(request.id));
    expect(await socket.next(eventOf(WORKSPACE_EVENTS.membersChanged))).toMatchObject({
      event: { data: { ideaId: cast.ideaId } },
    });

    await cast.owner.agent.request('PUT', `${WORKSPACE_API.files(cast.ideaId)}?name=a.txt`, 'a', {
      'content-type': 'text/plain',
    });
    expect(await socket.next(eventOf(WORKSPACE_EVENTS.filesChanged))).toMatchObject({
      event: { data: { ideaId: cast.ideaId } },
    });
  });

  it('tells members when someone newly appears, not on every ping', async () => {
    const cast = await buildCast(t);
    const socket = await socketOf(cast.member.user.id);
    await subscribe(socket, workspaceTopic(cast.ideaId));
    await cast.owner.agent.post(WORKSPACE_API.presence(cast.ideaId));
    expect(await socket.next(eventOf(WORKSPACE_EVENTS.presenceChanged))).toMatchObject({
      event: { data: { presence: [{ id: cast.owner.user.id }], presenceTotal: 1 } },
    });
    await cast.owner.agent.post(WORKSPACE_API.presence(cast.ideaId));
    await settle(socket, cast.member.user.id);
    expect(socket.received.filter(eventOf(WORKSPACE_EVENTS.presenceChanged))).toHaveLength(1);
  });

  it("a stranger's socket that could not subscribe receives nothing of the workspace", async () => {
    const cast = await buildCast(t);
    const socket = await socketOf(cast.stranger.user.id);
    await subscribe(socket, workspaceTopic(cast.ideaId));
    await cast.owner.agent.post(WORKSPACE_API.messages(cast.ideaId), { body: 'secret' });
    await settle(socket, cast.stranger.user.id);
    expect(socket.received.some(eventOf(WORKSPACE_EVENTS.messageCreated))).toBe(false);
  });
});
