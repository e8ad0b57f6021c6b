import { AUTH_API, CSRF } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { auditEvents } from './auth.test-kit.ts';

const t = useTestApp();

const signedInAgent = () => signedInUser(t.app, t.database.db);

describe('session', () => {
  it('is anonymous without cookies and hands out a CSRF cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: AUTH_API.session });
    expect(res.json()).toEqual({ user: null });
    const csrf = (res.cookies as { name: string; value: string; httpOnly?: boolean }[]).find(
      (c) => c.name === CSRF.cookie,
    );
    expect(csrf?.value.length).toBeGreaterThanOrEqual(32);
    expect(csrf?.httpOnly).toBeFalsy();
  });

  it('uses tokens with at least 128 bits of randomness and a new one at every sign-in', async () => {
    const { user, agent } = await signedInAgent();
    const first = agent.cookies.get('ibh_session') as string;
    expect(Buffer.from(first, 'base64url').length).toBeGreaterThanOrEqual(16);
    await agent.post(AUTH_API.login, { email: user.email, password: user.password });
    expect(agent.cookies.get('ibh_session')).not.toBe(first);
  });

  it('renews an expired access token from the refresh cookie', async () => {
    const { user, agent } = await signedInAgent();
    await t.database.db
      .updateTable('auth_sessions')
      .set({ access_expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    const diag = await agent.get(AUTH_API.diagnose);
    expect(diag.statusCode).toBe(401);
    expect(diag.json().error.code).toBe('E_UNAUTHENTICATED');
    const oldAccess = agent.cookies.get('ibh_session');
    const session = await agent.get(AUTH_API.session);
    expect(session.json().user.id).toBe(user.id);
    expect(agent.cookies.get('ibh_session')).not.toBe(oldAccess);
    expect((await agent.get(AUTH_API.diagnose)).json()).toMatchObject({
      userId: user.id,
      email: user.email,
      provider: 'email',
    });
  });

  it('rotates the refresh token, and reuse of a spent one revokes the whole session', async () => {
    const { user, agent } = await signedInAgent();
    const firstRefresh = agent.cookies.get('ibh_refresh') as string;
    const rotated = await agent.post(AUTH_API.refresh);
    expect(rotated.statusCode).toBe(200);
    expect(agent.cookies.get('ibh_refresh')).not.toBe(firstRefresh);

    // A thief replays the spent token after the grace period.
    await t.database.db
      .updateTable('auth_refresh_tokens')
      .set({ used_at: new Date(Date.now() - 60_000) })
      .where('used_at', 'is not', null)
      .execute();
    const thief = createAgent(t.app);
    thief.cookies.set('ibh_refresh', firstRefresh);
    const replay = await thief.post(AUTH_API.refresh);
    expect(replay.statusCode).toBe(401);

    // The family is revoked: the legitimate holder is out too.
    expect((await agent.get(AUTH_API.diagnose)).statusCode).toBe(401);
    expect((await agent.post(AUTH_API.refresh)).statusCode).toBe(401);
    const audit = await auditEvents(t.database.db, user.id, 'refresh_reuse');
    expect(audit.length).toBe(1);
  });

  it('treats a second tab refreshing with the same token moments later as harmless', async () => {
    const { agent } = await signedInAgent();
    const refresh = agent.cookies.get('ibh_refresh') as string;
    expect((await agent.post(AUTH_API.refresh)).statusCode).toBe(200);
    const otherTab = createAgent(t.app);
    otherTab.cookies.set('ibh_refresh', refresh);
    expect((await otherTab.post(AUTH_API.refresh)).statusCode).toBe(200);
    expect((await agent.get(AUTH_API.diagnose)).statusCode).toBe(200);
  });

  it('logs out this device on the server: the old cookies stop working', async () => {
    const { agent } = await signedInAgent();
    const access = agent.cookies.get('ibh_session') as string;
    expect((await agent.post(AUTH_API.logout)).json()).toEqual({ ok: true });
    expect(agent.cookies.has('ibh_session')).toBe(false);
    const replay = await t.app.inject({
      method: 'GET',
      url: AUTH_API.diagnose,
      cookies: { ibh_session: access },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('ends an idle session and one past its absolute lifetime', async () => {
    const idle = await signedInAgent();
    await t.database.db
      .updateTable('auth_sessions')
      .set({ last_seen_at: new Date(Date.now() - 8 * 86_400_000) })
      .where('user_id', '=', idle.user.id)
      .execute();
    expect((await idle.agent.get(AUTH_API.session)).json().user).toBeNull();
    const old = await signedInAgent();
    await t.database.db
      .updateTable('auth_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', old.user.id)
      .execute();
    expect((await old.agent.get(AUTH_API.session)).json().user).toBeNull();
  });
});

describe('CSRF', () => {
  it('rejects a state-changing request without the token, with a wrong one, or from another origin', async () => {
    const { user, agent } = await signedInAgent();
    const cookieHeader = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const body = JSON.stringify({ email: user.email, password: user.password });
    const headers = { cookie: cookieHeader, 'content-type': 'application/json' };
    const none = await t.app.inject({ method: 'POST', url: AUTH_API.login, headers, payload: body });
    expect(none.statusCode).toBe(403);
    expect(none.json().error.code).toBe('E_CSRF');
    const wrong = await t.app.inject({
      method: 'POST',
      url: AUTH_API.logout,
      headers: { ...headers, [CSRF.header]: 'x'.repeat(43) },
    });
    expect(wrong.statusCode).toBe(403);
    const token = agent.cookies.get(CSRF.cookie) as string;
    const crossSite = await t.app.inject({
      method: 'POST',
      url: AUTH_API.logout,
      headers: { ...headers, [CSRF.header]: token, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    // The session survived all three.
    expect((await agent.get(AUTH_API.diagnose)).statusCode).toBe(200);
  });
});
