import { AUTH_API, AUTH_COOKIES, CSRF } from '@ibh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { buildUser } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-server.ts';

const PUBLIC_URL = 'https://ibh.example';
const EVIL = 'https://evil.example';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(() => t.close());

/** A fresh CSRF cookie, as a visitor's browser holds it. */
async function csrfCookie(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: AUTH_API.session });
  const cookie = (res.cookies as { name: string; value: string }[]).find((c) => c.name === CSRF.cookie);
  if (!cookie) throw new Error('no csrf cookie');
  return cookie.value;
}

/**
 * A new user's sign-in POSTed to `url` from the foreign origin, with a fresh CSRF cookie and (when
 * `withToken`) the matching header; `host` overrides the Host header.
 */
async function foreignSignIn(url: string, options: { withToken: boolean; host?: string }) {
  const user = await buildUser(t.database.db);
  const cookie = await csrfCookie();
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...(options.host ? { host: options.host } : {}),
      origin: EVIL,
      cookie: `${CSRF.cookie}=${cookie}`,
      ...(options.withToken ? { [CSRF.header]: cookie } : {}),
      'content-type': 'application/json',
    },
    payload: JSON.stringify({ email: user.email, password: user.password }),
  });
}

const signsIn = (res: { cookies: unknown }) =>
  (res.cookies as { name: string; value: string }[]).some((c) => c.name === AUTH_COOKIES.access && c.value);

describe('CSRF by route (issue 12, item 6)', () => {
  const spellings = [
    '/%61pi/auth/login',
    '/%61%70%69/auth/login',
    '/api/%61uth/login',
    '/api/auth/%6cogin',
    '//api/auth/login',
    '/api/./auth/login',
    '/api/auth/../auth/login',
    '/API/auth/login',
    '/api/auth/login/',
    '/api/auth/login?x=1',
  ];

  it.each(spellings)('refuses %s from a foreign origin without a token, and signs nobody in', async (url) => {
    const res = await foreignSignIn(url, { withToken: false });
    expect(signsIn(res)).toBe(false);
    expect([403, 404]).toContain(res.statusCode);
    if (res.statusCode === 403) expect(res.json().error.code).toBe('E_CSRF');
  });

  it('refuses the encoded spelling the probe used even with a valid token, when the Origin is foreign', async () => {
    const res = await foreignSignIn('/%61pi/auth/login', { withToken: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('E_CSRF');
  });

  it('refuses an Origin that only matches the spoofed Host header', async () => {
    const res = await foreignSignIn(AUTH_API.login, { withToken: true, host: 'evil.example' });
    expect(res.statusCode).toBe(403);
    expect(signsIn(res)).toBe(false);
  });

  it('signs in from PUBLIC_URL with the token, on the plain and the encoded spelling', async () => {
    for (const url of [AUTH_API.login, '/%61pi/auth/login']) {
      const user = await buildUser(t.database.db);
      const agent = createAgent(t.app);
      const res = await agent.request(
        'POST',
        url,
        { email: user.email, password: user.password },
        { origin: PUBLIC_URL },
      );
      expect(res.statusCode).toBe(200);
      expect(signsIn(res)).toBe(true);
    }
  });

  it('signs in without an Origin header (non-browser clients) when the token matches', async () => {
    const user = await buildUser(t.database.db);
    const agent = createAgent(t.app);
    const res = await agent.post(AUTH_API.login, { email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
  });
});
