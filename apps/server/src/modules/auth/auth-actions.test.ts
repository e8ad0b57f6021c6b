import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthClient } from './auth-client.ts';
import { login } from './login.ts';
import { logout, refreshSession } from './session-actions.ts';

const t = useTestApp();

const db = () => t.database.db;
let ipCounter = 0;

/** A plain client, as a route would build it from a request; no framework involved. */
function client(overrides: Partial<AuthClient> = {}): AuthClient {
  ipCounter++;
  return {
    ip: `192.0.2.${ipCounter}`,
    userAgent: 'ActionTest/1.0',
    user: null,
    refreshToken: undefined,
    recoveryToken: undefined,
    pendingLoginToken: undefined,
    csrfToken: undefined,
    log: { info: () => undefined },
    ...overrides,
  };
}

const sessionsOf = (userId: string) =>
  db().selectFrom('auth_sessions').select(['ip', 'user_agent']).where('user_id', '=', userId).execute();
const auditOf = (email: string) =>
  db().selectFrom('auth_audit').select(['event', 'ip', 'user_agent']).where('email', '=', email).execute();

describe('auth actions without a request', () => {
  it('login answers the body and the cookies to set, and records the client it was given', async () => {
    const user = await buildUser(db());
    const who = client();
    const result = await login(t.app.ctx, { email: user.email, password: user.password }, who);
    expect(result).toEqual({
      body: { user: expect.objectContaining({ id: user.id, email: user.email }) },
      session: { access: expect.any(String), refresh: expect.any(String) },
      // A pending second-factor sign-in of this browser (if any) ends with the full sign-in.
      clearPendingLogin: true,
      csrf: true,
    });
    expect(await sessionsOf(user.id)).toEqual([{ ip: who.ip, user_agent: 'ActionTest/1.0' }]);
    expect(await auditOf(user.email)).toEqual([
      { event: 'sign_in', ip: who.ip, user_agent: 'ActionTest/1.0' },
    ]);
  });

  it('login writes its session and audit row together: when the audit fails, no session remains', async () => {
    const user = await buildUser(db());
    const failingLog = client({
      log: {
        info: () => {
          throw new Error('audit unavailable');
        },
      },
    });
    await expect(
      login(t.app.ctx, { email: user.email, password: user.password }, failingLog),
    ).rejects.toThrow('audit unavailable');
    expect(await sessionsOf(user.id)).toEqual([]);
    expect(await auditOf(user.email)).toEqual([]);
  });

  it('a refused login still commits its counted failure and audit row', async () => {
    const user = await buildUser(db());
    const who = client();
    const refused = login(t.app.ctx, { email: user.email, password: 'wrong-password-9' }, who);
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'E_INVALID_CREDENTIALS' });
    expect(await auditOf(user.email)).toEqual([
      { event: 'sign_in_failed', ip: who.ip, user_agent: 'ActionTest/1.0' },
    ]);
    const counters = await db()
      .selectFrom('rate_limits')
      .select(['key', 'hits'])
      .where('key', 'in', [`login-fail:${user.email}`, `login-ip:${who.ip}`])
      .orderBy('key')
      .execute();
    expect(counters).toEqual([
      { key: `login-fail:${user.email}`, hits: 1 },
      { key: `login-ip:${who.ip}`, hits: 1 },
    ]);
    expect(await sessionsOf(user.id)).toEqual([]);
  });

  it('refresh without a token changes no cookies; with an unknown token it clears them', async () => {
    expect(await refreshSession(t.app.ctx, undefined, client())).toEqual({ body: null });
    expect(await refreshSession(t.app.ctx, undefined, client({ refreshToken: 'not-a-token' }))).toEqual({
      body: null,
      clearSession: true,
    });
  });

  it('logout without a session still tells the route to clear the cookies', async () => {
    expect(await logout(t.app.ctx, undefined, client())).toEqual({ body: { ok: true }, clearSession: true });
  });
});
