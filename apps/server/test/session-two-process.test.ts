import { AUTH_API, CSRF, REALTIME } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from './factories.ts';
import { keepSetCookies } from './http-session.ts';
import type { ServerProcess } from './server-process.ts';
import { requirePostgresInCi } from './shared-postgres.ts';
import { twoServersOnPostgres } from './two-servers.ts';
import { isType, openSocket, type TestSocket } from './ws-client.ts';

/**
 * Issue 12, items 2 and 7, across two real server processes on one Postgres schema: a session
 * process B has cached (and holds a socket of) stops working on B within a second of its end on
 * process A, carried by the database's NOTIFY. Waits are for facts: the socket's close event,
 * and a bounded run of real requests until B answers 401 (no sleeps).
 */
const PROPAGATION_DEADLINE_MS = 1000;

const postgresAvailable = await requirePostgresInCi('the two-process session test');

/** A browser-like client of one process: a cookie jar and the CSRF header. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(private base: string) {}

  on(server: ServerProcess): Browser {
    const twin = new Browser(server.url);
    for (const [k, v] of this.cookies) twin.cookies.set(k, v);
    return twin;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: string, url: string, body?: unknown): Promise<Response> {
    if (method !== 'GET' && !this.cookies.has(CSRF.cookie)) await this.request('GET', AUTH_API.session);
    const headers: Record<string, string> = { cookie: this.cookieHeader() };
    if (method !== 'GET') headers[CSRF.header] = this.cookies.get(CSRF.cookie) ?? '';
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    keepSetCookies(res, this.cookies);
    return res;
  }
}

describe.runIf(postgresAvailable)('sessions across two server processes on one Postgres', () => {
  const { servers, sockets, database } = twoServersOnPostgres('sess2p');

  function processes(): [ServerProcess, ServerProcess] {
    const [a, b] = servers;
    if (!a || !b) throw new Error('servers did not start');
    return [a, b];
  }

  async function signIn(server: ServerProcess, user: BuiltUser): Promise<Browser> {
    const browser = new Browser(server.url);
    const res = await browser.request('POST', AUTH_API.login, { email: user.email, password: user.password });
    expect(res.status).toBe(200);
    return browser;
  }

  async function socketOn(server: ServerProcess, browser: Browser): Promise<TestSocket> {
    const socket = await openSocket(`${server.url.replace('http:', 'ws:')}${REALTIME.path}`, {
      headers: { cookie: browser.cookieHeader() },
    });
    sockets.push(socket);
    await socket.next(isType('ready'));
    return socket;
  }

  /** Asks B until it answers 401, for at most the deadline; returns how long it took. */
  async function refusedWithin(browser: Browser, since: number): Promise<number> {
    for (;;) {
      const status = (await browser.request('GET', AUTH_API.diagnose)).status;
      const elapsed = Date.now() - since;
      if (status === 401) return elapsed;
      expect(status).toBe(200);
      if (elapsed > PROPAGATION_DEADLINE_MS) throw new Error(`still signed in on B after ${elapsed} ms`);
    }
  }

  it('logout on A: B refuses the cached session within a second and closes its socket', async () => {
    const [a, b] = processes();
    const user = await buildUser(database().db);
    const onA = await signIn(a, user);
    const onB = onA.on(b);
    // Read twice on B: the second answer comes from B's cache.
    expect((await onB.request('GET', AUTH_API.diagnose)).status).toBe(200);
    expect((await onB.request('GET', AUTH_API.diagnose)).status).toBe(200);
    const socket = await socketOn(b, onB);

    const loggedOut = await onA.request('POST', AUTH_API.logout);
    expect(loggedOut.status).toBe(200);
    const since = Date.now();
    expect(await refusedWithin(onB, since)).toBeLessThanOrEqual(PROPAGATION_DEADLINE_MS);
    expect(await socket.closed).toEqual({
      code: REALTIME.closeCodes.sessionEnded,
      reason: 'session ended',
    });
  });

  it('password change on A ends every session: B refuses each cached one and closes their sockets', async () => {
    const [a, b] = processes();
    const user = await buildUser(database().db);
    const first = await signIn(a, user);
    const second = await signIn(b, user);
    const cachedOnB = [first.on(b), second];
    for (const browser of cachedOnB)
      expect((await browser.request('GET', AUTH_API.diagnose)).status).toBe(200);
    const sockets = await Promise.all(cachedOnB.map((browser) => socketOn(b, browser)));

    const changed = await first.request('POST', AUTH_API.changePassword, {
      currentPassword: user.password,
      password: 'a brand new passphrase 42',
    });
    expect(changed.status).toBe(200);
    const since = Date.now();
    for (const browser of cachedOnB)
      expect(await refusedWithin(browser, since)).toBeLessThanOrEqual(PROPAGATION_DEADLINE_MS);
    for (const socket of sockets) expect((await socket.closed).code).toBe(REALTIME.closeCodes.sessionEnded);
  });
});
