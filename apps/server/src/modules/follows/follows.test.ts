import { PROFILE_API, PROFILE_TEXT } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { buildUser } from '../../../test/factories.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { USER_FOLLOWED } from './follows.events.ts';

const t = useTestApp();

const signedIn = () => signedInUser(t.app, t.database.db);

function followEvents(followerId: string) {
  return t.database.db
    .selectFrom('domain_events')
    .select(['type', 'payload'])
    .where('type', '=', USER_FOLLOWED)
    .where('actor_id', '=', followerId)
    .execute();
}

describe('follows', () => {
  it('needs a session', async () => {
    const target = await buildUser(t.database.db);
    expect((await createAgent(t.app).post(PROFILE_API.follow(target.id))).statusCode).toBe(401);
  });

  it('follows once (idempotent, one user_followed event), shows on the profile, then unfollows', async () => {
    const fan = await signedIn();
    const star = await buildUser(t.database.db);
    const first = await fan.agent.post(PROFILE_API.follow(star.id));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ following: true, followers: 1 });
    expect((await fan.agent.post(PROFILE_API.follow(star.id))).json()).toEqual({
      following: true,
      followers: 1,
    });
    expect(await followEvents(fan.user.id)).toEqual([
      { type: USER_FOLLOWED, payload: { followerId: fan.user.id, followedId: star.id } },
    ]);
    const row = await t.database.db
      .selectFrom('follows')
      .select('status')
      .where('follower_id', '=', fan.user.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('accepted');

    const profile = (await fan.agent.get(PROFILE_API.profile(star.id))).json();
    expect(profile).toMatchObject({ followers: 1, following: 0, isFollowing: true });
    const mine = (await fan.agent.get(PROFILE_API.profile(fan.user.id))).json();
    expect(mine).toMatchObject({ followers: 0, following: 1 });
    const visitor = (await createAgent(t.app).get(PROFILE_API.profile(star.id))).json();
    expect(visitor).toMatchObject({ followers: 1, isFollowing: false });

    expect((await fan.agent.delete(PROFILE_API.follow(star.id))).json()).toEqual({
      following: false,
      followers: 0,
    });
    expect((await fan.agent.delete(PROFILE_API.follow(star.id))).statusCode).toBe(200);
  });

  it('refuses following yourself with the message', async () => {
    const me = await signedIn();
    const res = await me.agent.post(PROFILE_API.follow(me.user.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'E_INVALID_INPUT',
      message: PROFILE_TEXT.cannotFollowYourself,
    });
  });

  it('refuses following a private profile or an unknown person, but lets you unfollow someone gone private', async () => {
    const fan = await signedIn();
    const shy = await signedIn();
    expect((await fan.agent.post(PROFILE_API.follow(shy.user.id))).statusCode).toBe(200);
    await shy.agent.patch(PROFILE_API.me, { publicProfile: false });
    const other = await signedIn();
    const refused = await other.agent.post(PROFILE_API.follow(shy.user.id));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(PROFILE_TEXT.notFoundOrPrivate);
    const unknown = await other.agent.post(PROFILE_API.follow('00000000-0000-4000-8000-000000000009'));
    expect(unknown.statusCode).toBe(404);
    expect((await fan.agent.delete(PROFILE_API.follow(shy.user.id))).json()).toEqual({
      following: false,
      followers: 0,
    });
  });
});
