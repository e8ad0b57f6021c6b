import { AUTH_API, NO_READINESS, PROFILE_API } from '@ibh/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { buildUser } from '../../../test/factories.ts';
import { signedInUser, signInAs } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { avatarFolder } from './avatar-url.ts';
import { ACCOUNT_DELETED } from './delete-account.ts';

const t = useTestApp();

const db = () => t.database.db;
const confirm = { confirm: true, hard: true };

async function countRows(userId: string) {
  const count = async (
    table: 'user_profiles' | 'founder_readiness' | 'user_skills' | 'telemetry_events' | 'auth_sessions',
  ) =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const follows = await db()
    .selectFrom('follows')
    .select('follower_id')
    .where((eb) => eb.or([eb('follower_id', '=', userId), eb('following_id', '=', userId)]))
    .execute();
  return {
    profiles: await count('user_profiles'),
    readiness: await count('founder_readiness'),
    skills: await count('user_skills'),
    telemetry: await count('telemetry_events'),
    sessions: await count('auth_sessions'),
    follows: follows.length,
  };
}

describe('DELETE /api/profiles/me', () => {
  it('needs a session and both confirmations', async () => {
    expect((await createAgent(t.app).request('DELETE', PROFILE_API.me, confirm)).statusCode).toBe(401);
    const { agent } = await signedInUser(t.app, db());
    for (const body of [{ confirm: true }, { confirm: true, hard: false }, {}]) {
      expect((await agent.request('DELETE', PROFILE_API.me, body)).statusCode).toBe(400);
    }
    expect((await agent.get(PROFILE_API.me)).statusCode).toBe(200);
  });

  it('deletes the account and its data, removes the avatar files and signs out', async () => {
    const { user, agent } = await signedInUser(t.app, db(), { fullName: 'Leaving Lee' });
    const friend = await signedInUser(t.app, db());
    const secondDevice = await signInAs(t.app, user);
    await agent.patch(PROFILE_API.me, { tagline: 'Bye' });
    await agent.put(PROFILE_API.skills, { skills: [{ skill: 'Go', level: 4 }] });
    await agent.put(PROFILE_API.readiness, { ...NO_READINESS, priorFounder: true });
    await agent.post(PROFILE_API.follow(friend.user.id));
    await friend.agent.post(PROFILE_API.follow(user.id));
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    await agent.request('PUT', PROFILE_API.avatar, png, { 'content-type': 'image/png' });
    expect(await t.app.ctx.storage.list(avatarFolder(user.id))).toHaveLength(1);
    const signIns = await db().selectFrom('auth_audit').select('id').where('user_id', '=', user.id).execute();
    expect(signIns.length).toBeGreaterThan(0);

    const res = await agent.request('DELETE', PROFILE_API.me, confirm);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const cleared = (res.cookies as { name: string; value: string }[]).map((c) => c.name);
    expect(cleared).toEqual(expect.arrayContaining(['ibh_session', 'ibh_refresh']));

    expect(await countRows(user.id)).toEqual({
      profiles: 0,
      readiness: 0,
      skills: 0,
      telemetry: 0,
      sessions: 0,
      follows: 0,
    });
    expect(await db().selectFrom('users').select('id').where('id', '=', user.id).execute()).toEqual([]);
    expect(await t.app.ctx.storage.list(avatarFolder(user.id))).toEqual([]);
    const audit = await db()
      .selectFrom('auth_audit')
      .select(['user_id', 'email', 'ip'])
      .where(
        'id',
        'in',
        signIns.map((row) => row.id),
      )
      .execute();
    expect(audit).toEqual(signIns.map(() => ({ user_id: null, email: null, ip: null })));
    const event = await db()
      .selectFrom('domain_events')
      .select('payload')
      .where('type', '=', ACCOUNT_DELETED)
      .where('actor_id', '=', user.id)
      .executeTakeFirst();
    expect(event?.payload).toEqual({ userId: user.id });

    // Signed out everywhere, cannot sign in again, the profile is gone for others.
    expect((await agent.get(PROFILE_API.me)).statusCode).toBe(401);
    expect((await secondDevice.get(PROFILE_API.me)).statusCode).toBe(401);
    const login = await createAgent(t.app).post(AUTH_API.login, {
      email: user.email,
      password: user.password,
    });
    expect(login.statusCode).toBe(401);
    expect((await friend.agent.get(PROFILE_API.profile(user.id))).statusCode).toBe(404);
    expect((await friend.agent.get(PROFILE_API.profile(friend.user.id))).json()).toMatchObject({
      followers: 0,
      following: 0,
    });
  });

  it('frees the address for a new account', async () => {
    const { user, agent } = await signedInUser(t.app, db());
    await agent.request('DELETE', PROFILE_API.me, confirm);
    const again = await buildUser(db(), { email: user.email });
    expect(again.id).not.toBe(user.id);
  });
});
