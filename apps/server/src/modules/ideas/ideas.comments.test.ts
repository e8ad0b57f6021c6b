import { CommentPageSchema, IDEA_API, IDEA_EVENTS, IDEA_LIMITS, IDEA_TEXT } from '@ibh/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createAgent } from '../../../test/agent.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { IDEA_RATE_RULES } from './ideas.rate-rules.ts';
import { castSuite, domainEvents, joinIdea, postIdea } from './ideas.test-kit.ts';

const { t, cast } = castSuite();
let privateId: string;
beforeAll(async () => {
  privateId = await postIdea(cast.owner.agent, { title: 'Team only', visibility: 'private' });
  await joinIdea(t.database.db, privateId, cast);
});

async function comment(agent: Agent, ideaId: string, body: string, parentId?: string) {
  const res = await agent.post(IDEA_API.comments(ideaId), { body, ...(parentId ? { parentId } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; parentId: string | null; canDelete: boolean };
}

async function list(agent: Agent, ideaId: string, cursor?: string) {
  const res = await agent.get(`${IDEA_API.comments(ideaId)}${cursor ? `?cursor=${cursor}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return CommentPageSchema.parse(res.json());
}

describe('POST /api/ideas/:id/comments', () => {
  it('needs a session and a visible idea', async () => {
    const id = await postIdea(cast.owner.agent);
    expect((await createAgent(t.app).post(IDEA_API.comments(id), { body: 'Hi' })).statusCode).toBe(401);
    const hidden = await cast.stranger.agent.post(IDEA_API.comments(privateId), { body: 'Hi' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe(IDEA_TEXT.ideaNotFound);
    await comment(cast.teamMember.agent, privateId, 'Team note');
  });

  it('refuses an empty or too long comment with its message', async () => {
    const id = await postIdea(cast.owner.agent);
    const empty = await cast.stranger.agent.post(IDEA_API.comments(id), { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(Object.values(empty.json().error.fields).flat()).toContain(IDEA_TEXT.commentRequired);
    const long = await cast.stranger.agent.post(IDEA_API.comments(id), {
      body: 'x'.repeat(IDEA_LIMITS.commentMax + 1),
    });
    expect(long.statusCode).toBe(400);
    await comment(cast.stranger.agent, id, 'x'.repeat(IDEA_LIMITS.commentMax));
  });

  it('replies only to a top-level comment of the same idea', async () => {
    const id = await postIdea(cast.owner.agent);
    const otherIdea = await postIdea(cast.owner.agent);
    const top = await comment(cast.stranger.agent, id, 'Top');
    const reply = await comment(cast.professional.agent, id, 'Reply', top.id);
    expect(reply.parentId).toBe(top.id);
    const elsewhere = await comment(cast.stranger.agent, otherIdea, 'Elsewhere');
    for (const parentId of [reply.id, elsewhere.id, '00000000-0000-4000-8000-000000000003']) {
      const res = await cast.stranger.agent.post(IDEA_API.comments(id), { body: 'Nope', parentId });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'E_INVALID_INPUT', message: IDEA_TEXT.replyToReply });
    }
  });

  it('emits comment_added for the owner, not when the owner writes', async () => {
    const id = await postIdea(cast.owner.agent);
    const top = await comment(cast.stranger.agent, id, 'Question?');
    const reply = await comment(cast.verifiedPro.agent, id, 'Answer', top.id);
    await comment(cast.owner.agent, id, 'Thanks', top.id);
    const strangerEvents = await domainEvents(t.database.db, IDEA_EVENTS.commentAdded, cast.stranger.user.id);
    expect(strangerEvents.filter((e) => e.payload.ideaId === id)).toEqual([
      {
        type: IDEA_EVENTS.commentAdded,
        payload: {
          recipientId: cast.owner.user.id,
          ideaId: id,
          commentId: top.id,
          authorId: cast.stranger.user.id,
          parentAuthorId: null,
        },
      },
    ]);
    const replyEvents = await domainEvents(t.database.db, IDEA_EVENTS.commentAdded, cast.verifiedPro.user.id);
    expect(replyEvents.find((e) => e.payload.commentId === reply.id)?.payload).toMatchObject({
      parentAuthorId: cast.stranger.user.id,
    });
    expect(await domainEvents(t.database.db, IDEA_EVENTS.commentAdded, cast.owner.user.id)).toEqual([]);
  });

  it(`limits each person to ${IDEA_RATE_RULES.comment.limit} comments a minute`, async () => {
    const id = await postIdea(cast.owner.agent);
    const { agent } = await signedInUser(t.app, t.database.db);
    for (let i = 0; i < IDEA_RATE_RULES.comment.limit; i++) await comment(agent, id, `c${i}`);
    const res = await agent.post(IDEA_API.comments(id), { body: 'one more' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('E_RATE_LIMITED');
  });
});

describe('GET /api/ideas/:id/comments', () => {
  it('lists top-level comments newest first with their replies oldest first, paged', async () => {
    const id = await postIdea(cast.owner.agent);
    const tops = [];
    // Its own author: this many comments would pass a shared person's per-minute limit.
    const author = await signedInUser(t.app, t.database.db, { fullName: 'Chatty Author' });
    for (let i = 0; i < IDEA_LIMITS.commentsPage + 2; i++)
      tops.push(await comment(author.agent, id, `top ${i}`));
    const newest = tops.at(-1) as { id: string };
    await comment(cast.professional.agent, id, 'first reply', newest.id);
    await comment(cast.owner.agent, id, 'second reply', newest.id);

    const first = await list(createAgent(t.app), id);
    expect(first.items).toHaveLength(IDEA_LIMITS.commentsPage);
    expect(first.items[0]).toMatchObject({ body: `top ${IDEA_LIMITS.commentsPage + 1}`, canDelete: false });
    expect(first.items[0]?.replies.map((r) => r.body)).toEqual(['first reply', 'second reply']);
    expect(first.items[0]?.author).toMatchObject({ id: author.user.id, fullName: 'Chatty Author' });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(createAgent(t.app), id, first.nextCursor as string);
    expect(second.items.map((c) => c.body)).toEqual(['top 1', 'top 0']);
    expect(second.nextCursor).toBeNull();
    const bad = await cast.stranger.agent.get(`${IDEA_API.comments(id)}?cursor=garbage`);
    expect(bad.statusCode).toBe(400);
  });

  it('marks what the viewer may delete: their own, and everything for the idea owner', async () => {
    const id = await postIdea(cast.owner.agent);
    const top = await comment(cast.stranger.agent, id, 'mine');
    await comment(cast.professional.agent, id, 'theirs', top.id);
    const asStranger = (await list(cast.stranger.agent, id)).items[0];
    expect(asStranger?.canDelete).toBe(true);
    expect(asStranger?.replies[0]?.canDelete).toBe(false);
    const asOwner = (await list(cast.owner.agent, id)).items[0];
    expect(asOwner?.canDelete).toBe(true);
    expect(asOwner?.replies[0]?.canDelete).toBe(true);
  });

  it('hides comments of a private idea from outsiders', async () => {
    expect((await cast.stranger.agent.get(IDEA_API.comments(privateId))).statusCode).toBe(404);
    expect((await list(cast.collaborator.agent, privateId)).items.length).toBeGreaterThan(0);
  });
});

describe('DELETE /api/comments/:commentId', () => {
  it('lets the author or the idea owner delete, nobody else; replies go with their comment', async () => {
    const id = await postIdea(cast.owner.agent);
    const top = await comment(cast.stranger.agent, id, 'top');
    const reply = await comment(cast.professional.agent, id, 'reply', top.id);
    const other = await comment(cast.professional.agent, id, 'other');
    expect((await createAgent(t.app).delete(IDEA_API.comment(top.id))).statusCode).toBe(401);
    const refused = await cast.verifiedPro.agent.delete(IDEA_API.comment(top.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('E_NOT_AUTHORIZED');
    // A reply's author may not delete the comment it answers.
    expect((await cast.professional.agent.delete(IDEA_API.comment(top.id))).statusCode).toBe(403);
    expect((await cast.professional.agent.delete(IDEA_API.comment(other.id))).json()).toEqual({ ok: true });
    expect((await cast.owner.agent.delete(IDEA_API.comment(top.id))).json()).toEqual({ ok: true });
    expect((await list(cast.owner.agent, id)).items).toEqual([]);
    expect((await cast.professional.agent.delete(IDEA_API.comment(reply.id))).statusCode).toBe(404);
    const idea = (await cast.owner.agent.get(IDEA_API.idea(id))).json();
    expect(idea.commentsCount).toBe(0);
  });
});
