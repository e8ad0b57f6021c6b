import { AUTH_API, AUTH_TEXT } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { buildUser, lastMailTo, readMailedCode } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-server.ts';

const t = useTestApp();

async function signIn(email: string, password: string) {
  const agent = createAgent(t.app);
  const res = await agent.post(AUTH_API.login, { email, password });
  return { agent, res };
}

describe('password reset by code', () => {
  it('resets the password, ends every session and signs the person out', async () => {
    const user = await buildUser(t.database.db);
    const { agent: otherDevice } = await signIn(user.email, user.password);

    const agent = createAgent(t.app);
    expect((await agent.post(AUTH_API.sendCode, { email: user.email, purpose: 'recovery' })).statusCode).toBe(
      200,
    );
    const { code, subject } = await readMailedCode(t.database.db, user.email);
    expect(subject).toBe('Reset your IBH password');
    const verified = await agent.post(AUTH_API.verifyCode, { email: user.email, code, purpose: 'recovery' });
    expect(verified.json()).toEqual({ user: null, recovery: true });
    expect((await agent.get(AUTH_API.recoveryStatus)).json()).toEqual({ active: true });

    const reset = await agent.post(AUTH_API.resetPassword, { password: 'brand-new-secret-9' });
    expect(reset.statusCode).toBe(200);
    expect((await agent.get(AUTH_API.recoveryStatus)).json()).toEqual({ active: false });
    expect((await otherDevice.get(AUTH_API.diagnose)).statusCode).toBe(401);
    expect((await lastMailTo(t.database.db, user.email))?.template).toBe('auth.password_changed');

    expect((await signIn(user.email, user.password)).res.statusCode).toBe(401);
    expect((await signIn(user.email, 'brand-new-secret-9')).res.statusCode).toBe(200);
  });

  it('needs a recovery session, and a recovery session works once', async () => {
    const none = await createAgent(t.app).post(AUTH_API.resetPassword, { password: 'brand-new-secret-9' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.message).toBe(AUTH_TEXT.recoveryNotFound);

    const user = await buildUser(t.database.db);
    const agent = createAgent(t.app);
    await agent.post(AUTH_API.sendCode, { email: user.email, purpose: 'recovery' });
    const { linkToken } = await readMailedCode(t.database.db, user.email);
    expect(
      (await agent.post(AUTH_API.exchangeLink, { token: linkToken, type: 'recovery' })).json().recovery,
    ).toBe(true);
    const recovery = agent.cookies.get('ibh_recovery') as string;
    expect((await agent.post(AUTH_API.resetPassword, { password: 'first-new-pass-1' })).statusCode).toBe(200);
    agent.cookies.set('ibh_recovery', recovery);
    const again = await agent.post(AUTH_API.resetPassword, { password: 'second-new-pass-2' });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe(AUTH_TEXT.recoveryNotFound);
  });

  it('does not reveal whether the address has an account', async () => {
    const res = await createAgent(t.app).post(AUTH_API.sendCode, {
      email: 'nobody-here@example.test',
      purpose: 'recovery',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, resendAfterSeconds: 30 });
  });

  it('refuses a short or common new password and keeps the recovery session', async () => {
    const user = await buildUser(t.database.db);
    const agent = createAgent(t.app);
    await agent.post(AUTH_API.sendCode, { email: user.email, purpose: 'recovery' });
    const { code } = await readMailedCode(t.database.db, user.email);
    await agent.post(AUTH_API.verifyCode, { email: user.email, code, purpose: 'recovery' });
    expect((await agent.post(AUTH_API.resetPassword, { password: 'short' })).statusCode).toBe(400);
    expect((await agent.post(AUTH_API.resetPassword, { password: 'iloveyou' })).json().error.message).toBe(
      AUTH_TEXT.commonPassword,
    );
    expect((await agent.get(AUTH_API.recoveryStatus)).json()).toEqual({ active: true });
  });
});

describe('change password', () => {
  it('needs a signed-in session', async () => {
    const res = await createAgent(t.app).post(AUTH_API.changePassword, {
      currentPassword: 'whatever-it-was',
      password: 'another-good-pass',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('E_UNAUTHENTICATED');
  });

  it('with the current password: changes it and ends every session, this one included', async () => {
    const user = await buildUser(t.database.db);
    const { agent } = await signIn(user.email, user.password);
    const { agent: other } = await signIn(user.email, user.password);
    const wrong = await agent.post(AUTH_API.changePassword, {
      currentPassword: 'not-my-password',
      password: 'another-good-pass',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      message: AUTH_TEXT.currentPasswordIncorrect,
      fields: { currentPassword: [AUTH_TEXT.currentPasswordIncorrect] },
    });

    const ok = await agent.post(AUTH_API.changePassword, {
      currentPassword: user.password,
      password: 'another-good-pass',
    });
    expect(ok.statusCode).toBe(200);
    expect((await agent.get(AUTH_API.diagnose)).statusCode).toBe(401);
    expect((await other.get(AUTH_API.diagnose)).statusCode).toBe(401);
    expect((await signIn(user.email, 'another-good-pass')).res.statusCode).toBe(200);
  });

  it('always needs the current password, even right after signing in (decision 46, ASVS 7.5.1)', async () => {
    const user = await buildUser(t.database.db);
    const { agent } = await signIn(user.email, user.password);
    const fresh = await agent.post(AUTH_API.changePassword, { password: 'another-good-pass' });
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json().error.code).toBe('E_INVALID_INPUT');
    expect(Object.values(fresh.json().error.fields).flat()).toContain(AUTH_TEXT.currentPasswordRequired);
    const empty = await agent.post(AUTH_API.changePassword, {
      currentPassword: '',
      password: 'another-good-pass',
    });
    expect(empty.statusCode).toBe(400);
    // Nothing changed: the old password still signs in, the new one does not.
    expect((await agent.get(AUTH_API.diagnose)).statusCode).toBe(200);
    expect((await signIn(user.email, 'another-good-pass')).res.statusCode).toBe(401);
    expect((await signIn(user.email, user.password)).res.statusCode).toBe(200);
  });

  it('counts wrong current passwords like wrong sign-ins, so it cannot be used to guess', async () => {
    const user = await buildUser(t.database.db);
    const { agent } = await signIn(user.email, user.password);
    for (let i = 0; i < 10; i++) {
      const res = await agent.post(AUTH_API.changePassword, {
        currentPassword: `guess-${i}-x`,
        password: 'another-good-pass',
      });
      expect(res.statusCode).toBe(400);
    }
    const locked = await agent.post(AUTH_API.changePassword, {
      currentPassword: user.password,
      password: 'another-good-pass',
    });
    expect(locked.statusCode).toBe(429);
  });
});

describe('verify current password', () => {
  it('answers ok true or false for the signed-in person only', async () => {
    const user = await buildUser(t.database.db);
    const { agent } = await signIn(user.email, user.password);
    expect((await agent.post(AUTH_API.verifyPassword, { password: user.password })).json()).toEqual({
      ok: true,
    });
    expect((await agent.post(AUTH_API.verifyPassword, { password: 'nope-nope-nope' })).json()).toEqual({
      ok: false,
    });
    expect(
      (await createAgent(t.app).post(AUTH_API.verifyPassword, { password: user.password })).statusCode,
    ).toBe(401);
  });
});
