import { AUTH_API, AUTH_TEXT } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { buildUser, countMailTo, lastMailTo, readMailedCode, uniqueEmail } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-server.ts';

const t = useTestApp();

const signupBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: 'a-long-unusual-pass',
  fullName: 'Ava Test',
  role: 'idea_owner',
  ...overrides,
});

describe('sign up', () => {
  it('emails a 6-digit code; confirming it signs the person in and sends a welcome', async () => {
    const agent = createAgent(t.app);
    const email = uniqueEmail('signup');
    const res = await agent.post(AUTH_API.signup, signupBody(email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, resendAfterSeconds: 30 });

    const before = await agent.post(AUTH_API.login, { email, password: 'a-long-unusual-pass' });
    expect(before.statusCode).toBe(403);
    expect(before.json().error.message).toBe('Please confirm your email before signing in.');

    const { code, subject } = await readMailedCode(t.database.db, email);
    expect(subject).toBe('Confirm your IBH account');
    const verified = await agent.post(AUTH_API.verifyCode, { email, code, purpose: 'signup' });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      recovery: false,
      user: { email, fullName: 'Ava Test', role: 'idea_owner', isAdmin: false },
    });
    expect((await lastMailTo(t.database.db, email))?.template).toBe('auth.welcome');

    const session = await agent.get(AUTH_API.session);
    expect(session.json().user.email).toBe(email);
  });

  it('accepts the emailed link instead of the code, once', async () => {
    const agent = createAgent(t.app);
    const email = uniqueEmail('link');
    await agent.post(AUTH_API.signup, signupBody(email));
    const { linkToken } = await readMailedCode(t.database.db, email);
    const first = await agent.post(AUTH_API.exchangeLink, { token: linkToken, type: 'signup' });
    expect(first.statusCode).toBe(200);
    expect(first.json().user.email).toBe(email);
    const again = await createAgent(t.app).post(AUTH_API.exchangeLink, { token: linkToken, type: 'signup' });
    expect(again.statusCode).toBe(400);
  });

  it('answers the same for an address that already has an account, and mails that person instead', async () => {
    const existing = await buildUser(t.database.db);
    const agent = createAgent(t.app);
    const res = await agent.post(AUTH_API.signup, signupBody(existing.email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, resendAfterSeconds: 30 });
    const mail = await lastMailTo(t.database.db, existing.email);
    expect(mail?.template).toBe('auth.account_exists');
    expect(mail?.text_body).not.toMatch(/\b\d{6}\b/);
    // The existing password still works: the attempt changed nothing.
    const login = await agent.post(AUTH_API.login, { email: existing.email, password: existing.password });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['a missing role', { role: '' }],
    ['an unknown role', { role: 'wizard' }],
    ['a password under 8 characters', { password: 'short12' }],
    ['a password over 128 characters', { password: 'x'.repeat(129) }],
    ['a common password', { password: 'password123' }],
    ['an invalid email', { email: 'not-an-email' }],
    ['an empty name', { fullName: '   ' }],
  ])('refuses %s with E_INVALID_INPUT and creates nothing', async (_what, overrides) => {
    const email = uniqueEmail('bad');
    const res = await createAgent(t.app).post(AUTH_API.signup, signupBody(email, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('E_INVALID_INPUT');
    expect(await countMailTo(t.database.db, email)).toBe(0);
  });

  it('names the common-password rule', async () => {
    const res = await createAgent(t.app).post(
      AUTH_API.signup,
      signupBody(uniqueEmail(), { password: 'Password123' }),
    );
    expect(res.json().error).toMatchObject({
      message: AUTH_TEXT.commonPassword,
      fields: { password: [AUTH_TEXT.commonPassword] },
    });
  });
});

describe('codes', () => {
  async function signedUp() {
    const agent = createAgent(t.app);
    const email = uniqueEmail('code');
    await agent.post(AUTH_API.signup, signupBody(email));
    return { agent, email, ...(await readMailedCode(t.database.db, email)) };
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('refuses a wrong code, then still accepts the right one', async () => {
    const { agent, email, code } = await signedUp();
    const bad = await agent.post(AUTH_API.verifyCode, { email, code: wrong(code), purpose: 'signup' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(AUTH_TEXT.codeInvalidOrExpired);
    expect((await agent.post(AUTH_API.verifyCode, { email, code, purpose: 'signup' })).statusCode).toBe(200);
  });

  it('kills a code after 5 wrong tries, even for the right code', async () => {
    const { agent, email, code } = await signedUp();
    for (let i = 0; i < 4; i++) {
      expect(
        (await agent.post(AUTH_API.verifyCode, { email, code: wrong(code), purpose: 'signup' })).json().error
          .message,
      ).toBe(AUTH_TEXT.codeInvalidOrExpired);
    }
    const fifth = await agent.post(AUTH_API.verifyCode, { email, code: wrong(code), purpose: 'signup' });
    expect(fifth.json().error.message).toBe(AUTH_TEXT.codeTooManyTries);
    const right = await agent.post(AUTH_API.verifyCode, { email, code, purpose: 'signup' });
    expect(right.statusCode).toBe(400);
    expect(right.json().error.message).toBe(AUTH_TEXT.codeTooManyTries);
  });

  it('refuses an expired code', async () => {
    const { agent, email, code } = await signedUp();
    await t.database.db
      .updateTable('auth_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', email)
      .execute();
    const res = await agent.post(AUTH_API.verifyCode, { email, code, purpose: 'signup' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(AUTH_TEXT.codeInvalidOrExpired);
  });

  it('refuses a reused code', async () => {
    const { agent, email, code } = await signedUp();
    expect((await agent.post(AUTH_API.verifyCode, { email, code, purpose: 'signup' })).statusCode).toBe(200);
    const reuse = await createAgent(t.app).post(AUTH_API.verifyCode, { email, code, purpose: 'signup' });
    expect(reuse.statusCode).toBe(400);
  });

  it('refuses a code of another purpose', async () => {
    const { agent, email, code } = await signedUp();
    expect((await agent.post(AUTH_API.verifyCode, { email, code, purpose: 'login' })).statusCode).toBe(400);
  });

  it('stores codes only as keyed hashes', async () => {
    const { email, code } = await signedUp();
    const rows = await t.database.db
      .selectFrom('auth_codes')
      .selectAll()
      .where('email', '=', email)
      .execute();
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('enforces the 30-second resend cooldown per address on the server', async () => {
    const { agent, email } = await signedUp();
    const resend = await agent.post(AUTH_API.sendCode, { email, purpose: 'signup' });
    expect(resend.statusCode).toBe(429);
    expect(resend.json().error.code).toBe('E_RATE_LIMITED');
    expect(resend.json().error.retryAfterSeconds).toBe(Number(resend.headers['retry-after']));
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(resend.headers['retry-after'])).toBeLessThanOrEqual(30);
    await t.database.db
      .updateTable('rate_limits')
      .set({ window_start: new Date(Date.now() - 31_000) })
      .where('key', '=', `code:signup:${email}`)
      .execute();
    const later = await agent.post(AUTH_API.sendCode, { email, purpose: 'signup' });
    expect(later.statusCode).toBe(200);
    // The new code replaces the old one.
    expect((await readMailedCode(t.database.db, email)).code).toMatch(/^\d{6}$/);
  });

  it('caps code emails at 10 per hour per IP', async () => {
    const agent = createAgent(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await agent.post(AUTH_API.sendCode, { email: uniqueEmail('ip'), purpose: 'login' })).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});
