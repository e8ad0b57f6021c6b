import { AUTH_API, AUTH_COOKIES, CSRF, ERRORS, originRefusedMessage } from '@ibh/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-server.ts';
import { originAllowed } from './csrf.ts';

const PUBLIC_URL = 'http://localhost:4317';

/** A sign-in as a browser on `origin` sends it: the CSRF cookie echoed in the header. */
async function signInFrom(t: TestApp, origin: string) {
  const session = await t.app.inject({ method: 'GET', url: AUTH_API.session });
  const csrf = (session.cookies as { name: string; value: string }[]).find((c) => c.name === CSRF.cookie);
  if (!csrf) throw new Error('no csrf cookie');
  const user = await buildUser(t.database.db);
  return t.app.inject({
    method: 'POST',
    url: AUTH_API.login,
    headers: {
      origin,
      cookie: `${CSRF.cookie}=${csrf.value}`,
      [CSRF.header]: csrf.value,
      'content-type': 'application/json',
    },
    payload: JSON.stringify({ email: user.email, password: user.password }),
  });
}

const signedIn = (res: { cookies: unknown }) =>
  (res.cookies as { name: string; value: string }[]).some((c) => c.name === AUTH_COOKIES.access && c.value);

describe('loopback aliases of PUBLIC_URL (issue 26, item 11)', () => {
  it('are the same site outside production only, with the same scheme and port', () => {
    for (const origin of ['http://127.0.0.1:4317', 'http://[::1]:4317', 'http://127.0.0.2:4317']) {
      expect(originAllowed(origin, PUBLIC_URL, true)).toBe(true);
      expect(originAllowed(origin, PUBLIC_URL, false)).toBe(false);
    }
    expect(originAllowed('http://localhost:4317', 'http://127.0.0.1:4317', true)).toBe(true);
    for (const origin of [
      'http://127.0.0.1:4318',
      'https://127.0.0.1:4317',
      'http://evil.example:4317',
      'http://127.0.0.1.evil.example:4317',
      'null',
    ]) {
      expect(originAllowed(origin, PUBLIC_URL, true)).toBe(false);
    }
    // A public PUBLIC_URL has no loopback aliases, even in development.
    expect(originAllowed('http://127.0.0.1', 'https://ibh.example', true)).toBe(false);
  });
});

describe('in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ publicUrl: PUBLIC_URL, isProduction: false });
  });
  afterAll(() => t.close());

  it.each(['http://localhost:4317', 'http://127.0.0.1:4317', 'http://[::1]:4317'])(
    'signs in from %s when PUBLIC_URL is localhost',
    async (origin) => {
      const res = await signInFrom(t, origin);
      expect(res.statusCode).toBe(200);
      expect(signedIn(res)).toBe(true);
    },
  );

  it('still refuses a foreign origin', async () => {
    const res = await signInFrom(t, 'http://evil.example:4317');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('E_CSRF');
    expect(signedIn(res)).toBe(false);
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ publicUrl: PUBLIC_URL, isProduction: true, env: 'production' });
  });
  afterAll(() => t.close());

  it('refuses a loopback alias with a message that says where to go, and warns once naming PUBLIC_URL', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    const first = await signInFrom(t, 'http://127.0.0.1:4317');
    const second = await signInFrom(t, 'http://[::1]:4317');
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(403);
      expect(signedIn(res)).toBe(false);
      const { error } = res.json();
      expect(error.code).toBe('E_CSRF');
      expect(error.message).toBe(originRefusedMessage(PUBLIC_URL));
      expect(error.message).toContain(PUBLIC_URL);
      expect(error.message).not.toMatch(/reload/i);
    }
    const warnings = warn.mock.calls.filter((call) => JSON.stringify(call).includes('PUBLIC_URL'));
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings[0])).toContain(PUBLIC_URL);
    warn.mockRestore();
  });

  it('keeps the reload message for a missing token from the right origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: AUTH_API.login,
      headers: { origin: PUBLIC_URL, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'whatever-1234' }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(ERRORS.E_CSRF.message);
  });
});
