import { IDEA_TEXT, WORKSPACE, WORKSPACE_API, WORKSPACE_LIMITS } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent, expectEachRefused } from '../../../test/agent.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { buildCast } from '../collab/collab.fixtures.ts';
import { MESSAGE_RATE } from './workspace-messages.ts';

const t = useTestApp();

describe('workspace chat', () => {
  it('members post (trimmed) and read the conversation', async () => {
    const cast = await buildCast(t);
    const res = await cast.collaborator.agent.post(WORKSPACE_API.messages(cast.ideaId), {
      body: '  Hello team  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ideaId: cast.ideaId,
      body: 'Hello team',
      sender: { id: cast.collaborator.user.id, fullName: 'Cara Collab' },
    });
    await cast.owner.agent.post(WORKSPACE_API.messages(cast.ideaId), { body: 'Hi!' });
    const items = (await cast.member.agent.get(WORKSPACE_API.messages(cast.ideaId))).json().items;
    expect(items.map((m: { body: string }) => m.body)).toEqual(['Hello team', 'Hi!']);
  });

  it('ignores empty text with the message, and refuses text over the limit', async () => {
    const cast = await buildCast(t);
    for (const body of ['', '   ']) {
      const res = await cast.owner.agent.post(WORKSPACE_API.messages(cast.ideaId), { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields['body.body']).toEqual([IDEA_TEXT.messageRequired]);
    }
    const long = await cast.owner.agent.post(WORKSPACE_API.messages(cast.ideaId), {
      body: 'x'.repeat(WORKSPACE_LIMITS.messageMax + 1),
    });
    expect(long.statusCode).toBe(400);
    expect((await cast.owner.agent.get(WORKSPACE_API.messages(cast.ideaId))).json().items).toEqual([]);
  });

  it(`returns the latest ${WORKSPACE.messages}, oldest first`, async () => {
    const cast = await buildCast(t);
    const base = Date.now() - 3_600_000;
    await t.database.db
      .insertInto('workspace_messages')
      .values(
        Array.from({ length: WORKSPACE.messages + 5 }, (_, i) => ({
          idea_id: cast.ideaId,
          sender_id: cast.member.user.id,
          body: `m${i}`,
          created_at: new Date(base + i * 1000),
        })),
      )
      .execute();
    const items = (await cast.owner.agent.get(WORKSPACE_API.messages(cast.ideaId))).json().items;
    expect(items).toHaveLength(WORKSPACE.messages);
    expect(items[0].body).toBe('m5');
    expect(items.at(-1).body).toBe(`m${WORKSPACE.messages + 4}`);
  });

  it(`allows ${MESSAGE_RATE.limit} messages a minute per person`, async () => {
    const cast = await buildCast(t);
    for (let i = 0; i < MESSAGE_RATE.limit; i++) {
      expect(
        (await cast.member.agent.post(WORKSPACE_API.messages(cast.ideaId), { body: `n${i}` })).statusCode,
      ).toBe(201);
    }
    const limited = await cast.member.agent.post(WORKSPACE_API.messages(cast.ideaId), {
      body: 'one too many',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('E_RATE_LIMITED');
    // Someone else is not held back.
    expect(
      (await cast.owner.agent.post(WORKSPACE_API.messages(cast.ideaId), { body: 'fine' })).statusCode,
    ).toBe(201);
  });

  it('is closed to requesters, strangers and professionals (404 on a private idea)', async () => {
    const cast = await buildCast(t);
    const outsiders = [cast.requester, cast.stranger, cast.professional];
    await expectEachRefused(
      outsiders,
      (agent) => agent.get(WORKSPACE_API.messages(cast.ideaId)),
      403,
      'E_NOT_TEAM_MEMBER',
    );
    for (const who of outsiders) {
      expect((await who.agent.post(WORKSPACE_API.messages(cast.ideaId), { body: 'hi' })).statusCode).toBe(
        403,
      );
    }
    expect((await createAgent(t.app).get(WORKSPACE_API.messages(cast.ideaId))).statusCode).toBe(401);
    const hidden = await buildCast(t, { visibility: 'private' });
    expect((await hidden.stranger.agent.get(WORKSPACE_API.messages(hidden.ideaId))).statusCode).toBe(404);
  });
});
