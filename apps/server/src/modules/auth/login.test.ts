import { AUTH_API, AUTH_TEXT } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { buildUser, countMailTo, readMailedCode, uniqueEmail } from '../../../test/factories.ts';
import { signInAs } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { auditEvents } from './auth.test-kit.ts';

const t = useTestApp();

describe('password sign-in', () => {
  it('signs in with the right password and sets httpOnly session cookies', async () => {
    const user = await buildUser(t.database.db, { fullName: 'Leo Login' });
    const agent = createAgent(t.app);
    const res = await agent.post(AUTH_API.login, {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      id: user.id,
      email: user.email,
      fullName: 'Leo Login',
      role: 'idea_owner',
    });
    const cookies = res.cookies as { name: string; httpOnly?: boolean; sameSite?: string; path?: string }[];
    expect(cookies.find((c) => c.name === 'ibh_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(cookies.find((c) => c.name === 'ibh_refresh')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const user = await buildUser(t.database.db);
    const wrongPassword = await createAgent(t.app).post(AUTH_API.login, {
      email: user.email,
      password: 'wrong-password-1',
    });
    const unknown = await createAgent(t.app).post(AUTH_API.login, {
      email: uniqueEmail('nobody'),
      password: 'whatever-pass',
    });
    for (const res of [wrongPassword, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({
        code: 'E_INVALID_CREDENTIALS',
        message: 'Email or password is incorrect.',
      });
    }
  });

  it('refuses missing fields', async () => {
    const res = await createAgent(t.app).post(AUTH_API.login, { email: '', password: '' });
    expect(res.statusCode).toBe(400);
  });

  it('locks an account after 10 wrong passwords, even from other IPs, and logs the failures', async () => {
    const user = await buildUser(t.database.db);
    for (let i = 0; i < 10; i++) {
      expect(
        (await createAgent(t.app).post(AUTH_API.login, { email: user.email, password: `wrong-${i}-pass` }))
          .statusCode,
      ).toBe(401);
    }
    const locked = await createAgent(t.app).post(AUTH_API.login, {
      email: user.email,
      password: user.password,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatchObject({ code: 'E_RATE_LIMITED', message: AUTH_TEXT.accountLocked });
    const failures = await auditEvents(t.database.db, user.id, 'sign_in_failed');
    expect(failures.length).toBe(10);
  });

  it('lets the owner sign in by email code while a stranger holds the lock (issue 12, item 8)', async () => {
    const user = await buildUser(t.database.db);
    // A stranger: 11 wrong passwords, each from its own address (the per-IP limit never trips).
    for (let i = 0; i < 11; i++) {
      await createAgent(t.app).post(AUTH_API.login, { email: user.email, password: `guess-${i}-pass` });
    }
    const owner = createAgent(t.app);
    const locked = await owner.post(AUTH_API.login, { email: user.email, password: user.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(
      'Too many attempts. Try again in 15 minutes, or sign in with a code sent to your email.',
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The lock message's way out works.
    expect((await owner.post(AUTH_API.sendCode, { email: user.email, purpose: 'login' })).statusCode).toBe(
      200,
    );
    const { code } = await readMailedCode(t.database.db, user.email);
    const signedIn = await owner.post(AUTH_API.verifyCode, { email: user.email, code, purpose: 'login' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ recovery: false, user: { id: user.id } });
    expect((await owner.get(AUTH_API.diagnose)).json().userId).toBe(user.id);
    // Passwords stay throttled for the window.
    expect(
      (await createAgent(t.app).post(AUTH_API.login, { email: user.email, password: user.password }))
        .statusCode,
    ).toBe(429);
  });

  it('answers an unknown address with the same lock, so the lock reveals no account', async () => {
    const email = uniqueEmail('nobody');
    for (let i = 0; i < 10; i++)
      await createAgent(t.app).post(AUTH_API.login, { email, password: `guess-${i}-pass` });
    const res = await createAgent(t.app).post(AUTH_API.login, { email, password: 'any-pass-123' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(AUTH_TEXT.accountLocked);
  });

  it('throttles password attempts per IP across accounts', async () => {
    const agent = createAgent(t.app);
    let limited = false;
    for (let i = 0; i < 61 && !limited; i++) {
      const res = await agent.post(AUTH_API.login, { email: uniqueEmail('spray'), password: 'spray-pass-1' });
      limited = res.statusCode === 429;
    }
    expect(limited).toBe(true);
  });
});

describe('email-code sign-in', () => {
  it('signs in with a code and creates no account for an unknown address', async () => {
    const user = await buildUser(t.database.db);
    const agent = createAgent(t.app);
    expect((await agent.post(AUTH_API.sendCode, { email: user.email, purpose: 'login' })).json()).toEqual({
      ok: true,
      resendAfterSeconds: 30,
    });
    const { code, subject } = await readMailedCode(t.database.db, user.email);
    expect(subject).toBe('Your IBH sign-in code');
    const res = await agent.post(AUTH_API.verifyCode, { email: user.email, code, purpose: 'login' });
    expect(res.json()).toMatchObject({ recovery: false, user: { id: user.id } });

    const stranger = uniqueEmail('stranger');
    const sent = await createAgent(t.app).post(AUTH_API.sendCode, { email: stranger, purpose: 'login' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ ok: true, resendAfterSeconds: 30 });
    expect(await countMailTo(t.database.db, stranger)).toBe(0);
    const users = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', stranger)
      .execute();
    expect(users).toEqual([]);
  });

  it('answers a code for an unknown address exactly like a wrong code', async () => {
    const res = await createAgent(t.app).post(AUTH_API.verifyCode, {
      email: uniqueEmail('ghost'),
      code: '123456',
      purpose: 'login',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(AUTH_TEXT.codeInvalidOrExpired);
  });
});

describe('admins', () => {
  it('marks admins in the session, and only them', async () => {
    const admin = await buildUser(t.database.db, { admin: true });
    const person = await buildUser(t.database.db);
    const a = await signInAs(t.app, admin);
    expect((await a.get(AUTH_API.session)).json().user.isAdmin).toBe(true);
    const p = createAgent(t.app);
    await p.post(AUTH_API.login, { email: person.email, password: person.password });
    expect((await p.get(AUTH_API.session)).json().user.isAdmin).toBe(false);
  });
});
