import { PROFILE_API } from '@ibh/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { deleteUserAccount } from '../auth/account-actions.ts';

const t = useTestApp();

const db = () => t.database.db;

async function counts(userId: string) {
  const row = await db()
    .selectFrom('follow_counts')
    .select(['followers', 'following'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

/** Every counter row that disagrees with a recount of the accepted follows (empty when all agree). */
async function driftedCounters() {
  const { rows } = await sql<{ user_id: string }>`
    with recount as (
      select u.id as user_id,
        (select count(*) from follows f where f.following_id = u.id and f.status = 'accepted')::int as followers,
        (select count(*) from follows f where f.follower_id = u.id and f.status = 'accepted')::int as following
      from users u
    )
    select r.user_id from recount r left join follow_counts c on c.user_id = r.user_id
    where coalesce(c.followers, 0) <> r.followers or coalesce(c.following, 0) <> r.following`.execute(db());
  return rows;
}

describe('follow counters (migration 0024)', () => {
  it('follow, repeat follow, unfollow and re-follow keep both sides counted', async () => {
    const fan = await signedInUser(t.app, db());
    const star = await buildUser(db());
    await fan.agent.post(PROFILE_API.follow(star.id));
    await fan.agent.post(PROFILE_API.follow(star.id));
    expect(await counts(star.id)).toEqual({ followers: 1, following: 0 });
    expect(await counts(fan.user.id)).toEqual({ followers: 0, following: 1 });

    expect((await fan.agent.delete(PROFILE_API.follow(star.id))).json()).toEqual({
      following: false,
      followers: 0,
    });
    expect(await counts(star.id)).toEqual({ followers: 0, following: 0 });
    expect(await counts(fan.user.id)).toEqual({ followers: 0, following: 0 });

    expect((await fan.agent.post(PROFILE_API.follow(star.id))).json()).toEqual({
      following: true,
      followers: 1,
    });
    expect((await fan.agent.get(PROFILE_API.profile(star.id))).json()).toMatchObject({
      followers: 1,
      following: 0,
    });
    expect(await driftedCounters()).toEqual([]);
  });

  it('counts a pending follow only once it is accepted, and uncounts it when it goes back', async () => {
    const asker = await buildUser(db());
    const person = await buildUser(db());
    await db()
      .insertInto('follows')
      .values({ follower_id: asker.id, following_id: person.id, status: 'pending' })
      .execute();
    expect(await counts(person.id)).toBeNull();
    const setStatus = (status: 'accepted' | 'pending') =>
      db().updateTable('follows').set({ status }).where('follower_id', '=', asker.id).execute();
    await setStatus('accepted');
    expect(await counts(person.id)).toEqual({ followers: 1, following: 0 });
    await setStatus('pending');
    expect(await counts(person.id)).toEqual({ followers: 0, following: 0 });
    expect(await counts(asker.id)).toEqual({ followers: 0, following: 0 });
  });

  it('a deleted account leaves the counts of the people it followed and who followed it right', async () => {
    const leaver = await buildUser(db());
    const followed = await buildUser(db());
    const follower = await buildUser(db());
    await db()
      .insertInto('follows')
      .values([
        { follower_id: leaver.id, following_id: followed.id },
        { follower_id: follower.id, following_id: leaver.id },
      ])
      .execute();
    expect(await counts(leaver.id)).toEqual({ followers: 1, following: 1 });

    await db()
      .transaction()
      .execute((trx) => deleteUserAccount(trx, leaver.id));
    expect(await counts(leaver.id)).toBeNull();
    expect(await counts(followed.id)).toEqual({ followers: 0, following: 0 });
    expect(await counts(follower.id)).toEqual({ followers: 0, following: 0 });
  });

  it('concurrent follows of one person, and two people following each other at once, count every follow', async () => {
    const star = await buildUser(db());
    const fans = await Promise.all(Array.from({ length: 8 }, () => signedInUser(t.app, db())));
    const responses = await Promise.all(fans.map((fan) => fan.agent.post(PROFILE_API.follow(star.id))));
    expect(responses.map((r) => r.statusCode)).toEqual(fans.map(() => 200));
    expect(await counts(star.id)).toEqual({ followers: 8, following: 0 });

    const [a, b] = fans as [(typeof fans)[number], (typeof fans)[number]];
    const mutual = await Promise.all([
      a.agent.post(PROFILE_API.follow(b.user.id)),
      b.agent.post(PROFILE_API.follow(a.user.id)),
    ]);
    expect(mutual.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await counts(a.user.id)).toEqual({ followers: 1, following: 2 });
    expect(await counts(b.user.id)).toEqual({ followers: 1, following: 2 });

    await Promise.all(fans.map((fan) => fan.agent.delete(PROFILE_API.follow(star.id))));
    expect(await counts(star.id)).toEqual({ followers: 0, following: 0 });
    expect(await driftedCounters()).toEqual([]);
  });
});
