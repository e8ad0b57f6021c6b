import { IDEA_API, IDEA_EVENTS, IDEA_TEXT } from '@ibh/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { castSuite, domainEvents, joinIdea, like, postIdea, unlike } from './ideas.test-kit.ts';

const { t, cast } = castSuite();
let publicId: string;
let privateId: string;
beforeAll(async () => {
  publicId = await postIdea(cast.owner.agent, { title: 'Liked idea' });
  privateId = await postIdea(cast.owner.agent, { title: 'Team idea', visibility: 'private' });
  await joinIdea(t.database.db, privateId, cast);
});

const switches = [
  { name: 'like', path: IDEA_API.like, on: 'POST' as const, state: 'liked' },
  { name: 'save', path: IDEA_API.save, on: 'POST' as const, state: 'saved' },
  { name: 'follow', path: IDEA_API.follow, on: 'POST' as const, state: 'following' },
  { name: 'favorite', path: IDEA_API.favorite, on: 'PUT' as const, state: 'favorite' },
];

describe.each(switches)('$name', ({ path, on, state }) => {
  it('needs a session', async () => {
    const res = await createAgent(t.app).request(on, path(publicId));
    expect(res.statusCode).toBe(401);
  });

  it('turns on and off, idempotently, and shows on the idea page', async () => {
    const { agent } = cast.stranger;
    for (let i = 0; i < 2; i++) {
      const res = await agent.request(on, path(publicId));
      expect(res.statusCode).toBe(200);
      expect(res.json()[state]).toBe(true);
    }
    expect((await agent.get(IDEA_API.idea(publicId))).json().viewer[state]).toBe(true);
    for (let i = 0; i < 2; i++) {
      const res = await agent.delete(path(publicId));
      expect(res.statusCode).toBe(200);
      expect(res.json()[state]).toBe(false);
    }
    expect((await agent.get(IDEA_API.idea(publicId))).json().viewer[state]).toBe(false);
  });

  it('refuses an idea the viewer cannot see (404 Idea not found) and works for its members', async () => {
    const res = await cast.verifiedPro.agent.request(on, path(privateId));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(IDEA_TEXT.ideaNotFound);
    expect((await cast.teamMember.agent.request(on, path(privateId))).json()[state]).toBe(true);
    const unknown = await cast.stranger.agent.request(on, path('00000000-0000-4000-8000-000000000002'));
    expect(unknown.statusCode).toBe(404);
  });
});

describe('counters', () => {
  it('counts likes and followers as people come and go', async () => {
    const id = await postIdea(cast.owner.agent, { title: 'Counted' });
    expect(await like(cast.stranger, id)).toEqual({ liked: true, likesCount: 1 });
    expect(await like(cast.professional, id)).toEqual({ liked: true, likesCount: 2 });
    expect(await like(cast.stranger, id)).toEqual({ liked: true, likesCount: 2 });
    expect(await unlike(cast.stranger, id)).toEqual({ liked: false, likesCount: 1 });
    expect((await cast.stranger.agent.post(IDEA_API.follow(id))).json()).toEqual({
      following: true,
      followersCount: 1,
    });
    const card = (await cast.owner.agent.get(IDEA_API.idea(id))).json();
    expect(card).toMatchObject({ likesCount: 1, followersCount: 1 });
  });

  it('answers someone who lost access to an idea that went private like an unknown idea, even to take back a like (issue 12)', async () => {
    const id = await postIdea(cast.owner.agent, { title: 'Going private' });
    await cast.stranger.agent.post(IDEA_API.like(id));
    await cast.owner.agent.patch(IDEA_API.idea(id), { visibility: 'private' });
    expect((await cast.stranger.agent.post(IDEA_API.like(id))).statusCode).toBe(404);
    const unlike = await cast.stranger.agent.delete(IDEA_API.like(id));
    expect(unlike.statusCode).toBe(404);
    expect(unlike.json().error).toMatchObject({ code: 'E_NOT_FOUND', message: IDEA_TEXT.ideaNotFound });
    expect((await cast.owner.agent.get(IDEA_API.idea(id))).json().likesCount).toBe(1);
  });
});

describe('follow events', () => {
  it('refuses following your own idea with a short message', async () => {
    const res = await cast.owner.agent.post(IDEA_API.follow(publicId));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'E_INVALID_INPUT',
      message: IDEA_TEXT.cannotFollowOwnIdea,
    });
  });

  it('emits idea_followed for the owner once per new follow', async () => {
    const id = await postIdea(cast.owner.agent, { title: 'Followed' });
    const fan = cast.collaborator;
    await fan.agent.post(IDEA_API.follow(id));
    await fan.agent.post(IDEA_API.follow(id));
    const events = (await domainEvents(t.database.db, IDEA_EVENTS.ideaFollowed, fan.user.id)).filter(
      (e) => e.payload.ideaId === id,
    );
    expect(events).toEqual([
      {
        type: IDEA_EVENTS.ideaFollowed,
        payload: { recipientId: cast.owner.user.id, ideaId: id, followerId: fan.user.id },
      },
    ]);
    // Unfollow and follow again: a new follow, a new event.
    await fan.agent.delete(IDEA_API.follow(id));
    await fan.agent.post(IDEA_API.follow(id));
    const again = (await domainEvents(t.database.db, IDEA_EVENTS.ideaFollowed, fan.user.id)).filter(
      (e) => e.payload.ideaId === id,
    );
    expect(again).toHaveLength(2);
  });
});
