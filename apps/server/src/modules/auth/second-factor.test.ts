import { ADMIN_CONSOLE_API, AUTH_API, SECOND_FACTOR, SECOND_FACTOR_API } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createAgent } from '../../../test/agent.ts';
import { addSoftwarePasskey, type BuiltUser, buildUser, readMailedCode } from '../../../test/factories.ts';
import { signInAs, signInWithPasskey } from '../../../test/sign-in.ts';
import { newSoftwarePasskey, registrationResponse } from '../../../test/software-passkey.ts';
import { closeTestDatabase, openTestDatabase, testConfig } from '../../../test/test-server.ts';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { webauthnParty } from '../../platform/auth/webauthn-party.ts';
import { TestClock } from '../../platform/clock.ts';
import { acceptedTotpStep, totpCode, totpStep } from './totp.ts';

/** The server's TOTP checks run on this clock, so a test decides which 30-second step it is. */
const clock = new TestClock(new Date('2026-06-01T12:00:05Z'));
let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig(), { database, clock });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await closeTestDatabase(database);
});

const db = () => database.db;
const passwordLogin = (agent: Agent, user: BuiltUser) =>
  agent.post(AUTH_API.login, { email: user.email, password: user.password });
/** A user signed in with their password only (no second factor yet: a full session, aal1). */
async function passwordSession(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(db(), overrides);
  const agent = createAgent(app);
  expect((await passwordLogin(agent, user)).json().user.id).toBe(user.id);
  return { user, agent };
}
/** Sets up and confirms an authenticator app; answers its secret and recovery codes. */
async function withTotp(agent: Agent) {
  const setup = await agent.post(SECOND_FACTOR_API.totpSetup);
  expect(setup.statusCode).toBe(200);
  const { secret, uri } = setup.json();
  expect(uri).toMatch(/^otpauth:\/\/totp\/IBH:.*secret=/);
  const confirmed = await agent.post(SECOND_FACTOR_API.totpConfirm, { code: totpCode(secret, clock.now()) });
  expect(confirmed.statusCode).toBe(200);
  return { secret: secret as string, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}
const nextStep = () => clock.advance(SECOND_FACTOR.totpPeriodSeconds * 1000);

describe('TOTP (RFC 6238)', () => {
  // RFC 6238 appendix B, SHA1, seed "12345678901234567890": 94287082 and 07081804 (last 6 digits).
  const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  it('makes the RFC test vectors', () => {
    expect(totpCode(rfcSecret, new Date(59_000))).toBe('287082');
    expect(totpCode(rfcSecret, new Date(1_111_111_109_000))).toBe('081804');
  });

  it('accepts a code once, one step of drift either way, and nothing else', () => {
    const now = new Date(1_111_111_109_000);
    const step = totpStep(now);
    expect(acceptedTotpStep(rfcSecret, '081804', now, null)).toBe(step);
    expect(acceptedTotpStep(rfcSecret, '081804', now, step)).toBeNull();
    expect(acceptedTotpStep(rfcSecret, '081805', now, null)).toBeNull();
    const previous = totpCode(rfcSecret, new Date(now.getTime() - 30_000));
    expect(acceptedTotpStep(rfcSecret, previous, now, null)).toBe(step - 1);
    const old = totpCode(rfcSecret, new Date(now.getTime() - 90_000));
    expect(acceptedTotpStep(rfcSecret, old, now, null)).toBeNull();
  });
});

describe('authenticator app and recovery codes', () => {
  it('set up: a wrong code is refused, the right one turns it on and answers 10 codes once', async () => {
    const { agent } = await passwordSession();
    const setup = (await agent.post(SECOND_FACTOR_API.totpSetup)).json();
    const wrong = await agent.post(SECOND_FACTOR_API.totpConfirm, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('E_SECOND_FACTOR_INVALID');
    const right = await agent.post(SECOND_FACTOR_API.totpConfirm, {
      code: totpCode(setup.secret, clock.now()),
    });
    expect(right.json().recoveryCodes).toHaveLength(SECOND_FACTOR.recoveryCodes);
    const status = (await agent.get(SECOND_FACTOR_API.status)).json();
    expect(status).toMatchObject({ totp: true, recoveryCodesLeft: 10, sessionVerified: true });
    expect(JSON.stringify(status)).not.toContain(setup.secret);
  });

  it('sign-in waits for the code; the code just used is refused (replay); the next step signs in', async () => {
    const { user, agent } = await passwordSession();
    const { secret } = await withTotp(agent);
    const browser = createAgent(app);
    const first = (await passwordLogin(browser, user)).json();
    expect(first).toEqual({ user: null, secondFactor: { methods: ['totp', 'recovery'] } });
    expect((await browser.get(AUTH_API.session)).json().user).toBeNull();
    const replay = await browser.post(SECOND_FACTOR_API.verify, {
      method: 'totp',
      code: totpCode(secret, clock.now()),
    });
    expect(replay.json().error.code).toBe('E_SECOND_FACTOR_INVALID');
    await nextStep();
    const ok = await browser.post(SECOND_FACTOR_API.verify, {
      method: 'totp',
      code: totpCode(secret, clock.now()),
    });
    expect(ok.json().user.id).toBe(user.id);
    expect((await browser.get(SECOND_FACTOR_API.status)).json().sessionVerified).toBe(true);
    // The pending sign-in is spent: the cookie is gone and the step cannot be finished twice.
    const again = await browser.post(SECOND_FACTOR_API.verify, { method: 'totp', code: '123456' });
    expect(again.statusCode).toBe(401);
  });

  it('an emailed-code sign-in waits for the second factor too', async () => {
    const { user, agent } = await passwordSession();
    await withTotp(agent);
    const browser = createAgent(app);
    await browser.post(AUTH_API.sendCode, { email: user.email, purpose: 'login' });
    const { code } = await readMailedCode(db(), user.email);
    const res = (
      await browser.post(AUTH_API.verifyCode, { email: user.email, code, purpose: 'login' })
    ).json();
    expect(res).toMatchObject({
      user: null,
      recovery: false,
      secondFactor: { methods: ['totp', 'recovery'] },
    });
  });

  it('a recovery code works once', async () => {
    const { user, agent } = await passwordSession();
    const { recoveryCodes } = await withTotp(agent);
    const code = recoveryCodes[0] ?? '';
    const browser = createAgent(app);
    await passwordLogin(browser, user);
    const ok = await browser.post(SECOND_FACTOR_API.verify, { method: 'recovery', code: code.toUpperCase() });
    expect(ok.json().user.id).toBe(user.id);
    const other = createAgent(app);
    await passwordLogin(other, user);
    const reused = await other.post(SECOND_FACTOR_API.verify, { method: 'recovery', code });
    expect(reused.json().error.code).toBe('E_SECOND_FACTOR_INVALID');
    expect((await browser.get(SECOND_FACTOR_API.status)).json().recoveryCodesLeft).toBe(9);
  });

  it('a pending sign-in ends after 5 wrong codes; the account is limited after 10', async () => {
    const { user, agent } = await passwordSession();
    await withTotp(agent);
    const browser = createAgent(app);
    await passwordLogin(browser, user);
    const wrong = () => browser.post(SECOND_FACTOR_API.verify, { method: 'totp', code: '000000' });
    for (let i = 0; i < SECOND_FACTOR.pendingLoginMaxTries; i++) expect((await wrong()).statusCode).toBe(400);
    expect((await wrong()).statusCode).toBe(401);
    await passwordLogin(browser, user);
    for (let i = 0; i < 5; i++) expect((await wrong()).statusCode).toBe(400);
    await passwordLogin(browser, user);
    const limited = await wrong();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('E_RATE_LIMITED');
  });

  it('turning it off needs a current code', async () => {
    const { agent, user } = await passwordSession();
    const { secret } = await withTotp(agent);
    await nextStep();
    expect((await agent.post(SECOND_FACTOR_API.totpDisable, { code: '000000' })).statusCode).toBe(400);
    const off = await agent.post(SECOND_FACTOR_API.totpDisable, { code: totpCode(secret, clock.now()) });
    expect(off.statusCode).toBe(200);
    expect((await passwordLogin(createAgent(app), user)).json().user.id).toBe(user.id);
  });
});

describe('passkeys', () => {
  const party = () => webauthnParty(app.ctx.config);
  async function addPasskey(agent: Agent) {
    const passkey = newSoftwarePasskey();
    const options = (await agent.post(SECOND_FACTOR_API.passkeyOptions)).json();
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const response = registrationResponse(passkey, options.challenge, party().origins[0] ?? '', party().rpId);
    const added = await agent.post(SECOND_FACTOR_API.addPasskey, { name: 'Laptop', response });
    return { passkey, added, response };
  }

  it('adds a passkey, signs in with it (no password), and refuses a forged or replayed answer', async () => {
    const { user, agent } = await passwordSession();
    const { passkey, added, response } = await addPasskey(agent);
    expect(added.json()).toMatchObject({ name: 'Laptop', lastUsedAt: null });
    // The same registration again: its challenge is spent.
    expect((await agent.post(SECOND_FACTOR_API.addPasskey, { name: 'Again', response })).statusCode).toBe(
      400,
    );

    const browser = createAgent(app);
    const signedIn = await signInWithPasskey(app, browser, passkey);
    expect(signedIn.json().user.id).toBe(user.id);
    expect((await browser.get(SECOND_FACTOR_API.status)).json()).toMatchObject({
      sessionVerified: true,
      passkeys: [{ name: 'Laptop' }],
    });

    const forger = { ...newSoftwarePasskey(), credentialId: passkey.credentialId };
    await expect(signInWithPasskey(app, createAgent(app), forger)).rejects.toThrow(/400/);
    // A password sign-in now waits for the passkey.
    expect((await passwordLogin(createAgent(app), user)).json().secondFactor.methods).toEqual(['passkey']);
  });

  it('removing a passkey, or any change once a factor exists, needs a session completed with one', async () => {
    const { user, agent } = await passwordSession();
    const passkey = await addSoftwarePasskey(db(), user.id);
    expect((await agent.post(SECOND_FACTOR_API.totpSetup)).json().error.code).toBe(
      'E_SECOND_FACTOR_REQUIRED',
    );
    const strong = createAgent(app);
    await signInWithPasskey(app, strong, passkey);
    const [key] = (await strong.get(SECOND_FACTOR_API.status)).json().passkeys;
    expect((await agent.delete(`/api/auth/passkeys/${key.id}`)).statusCode).toBe(403);
    expect((await strong.delete(`/api/auth/passkeys/${key.id}`)).statusCode).toBe(200);
  });
});

describe('admins need a second factor (ASVS level 2)', () => {
  it('an admin without one is refused the console with E_SECOND_FACTOR_REQUIRED', async () => {
    const { agent } = await passwordSession({ admin: true, passkey: false });
    const res = await agent.get(ADMIN_CONSOLE_API.access);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('E_SECOND_FACTOR_REQUIRED');
  });

  it('a session not completed with the factor (aal1) is refused; a passkey session is let in', async () => {
    const { user, agent } = await passwordSession({ admin: true, passkey: false });
    const passkey = await addSoftwarePasskey(db(), user.id);
    expect((await agent.get(ADMIN_CONSOLE_API.access)).json().error.code).toBe('E_SECOND_FACTOR_REQUIRED');
    const strong = await signInAs(app, { ...user, passkey });
    expect((await strong.get(ADMIN_CONSOLE_API.access)).statusCode).toBe(200);
  });

  it('setting up a factor in the session opens the console from that session', async () => {
    const { agent } = await passwordSession({ admin: true, passkey: false });
    await withTotp(agent);
    expect((await agent.get(ADMIN_CONSOLE_API.access)).statusCode).toBe(200);
  });
});
