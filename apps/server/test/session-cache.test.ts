import { AUTH_API, NOTIFICATION_API, REALTIME } from '@ibh/contract';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database, ListenGap } from '../src/db/database.ts';
import { type Agent, createAgent } from './agent.ts';
import { signedInUser } from './sign-in.ts';
import { openTestDatabase, testConfig } from './test-server.ts';
import { isType, openSocket } from './ws-client.ts';

/**
 * Issue 12, item 7, in one process: a signed-in read costs one query less once its session is
 * cached, and everything that ends a session here is refused on the very next request.
 */
let queries = 0;
const counter: KyselyPlugin = {
  transformQuery(args) {
    queries += 1;
    return args.node;
  },
  async transformResult(args) {
    return args.result;
  },
};

/**
 * The listening connection's gaps, played by the test: while `gap` is on, notifications are lost
 * (as when Postgres drops the LISTEN connection), and the app hears 'lost' and 'restored'.
 */
const feed = { gap: false, tell: (_state: ListenGap) => {} };
function setGap(state: ListenGap) {
  feed.gap = state === 'lost';
  feed.tell(state);
}

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  database = await openTestDatabase();
  const gappy: Database = {
    ...database,
    db: database.db.withPlugin(counter),
    listen: (channel, onPayload, onGap) => {
      if (onGap) feed.tell = onGap;
      return database.listen(channel, (payload) => {
        if (!feed.gap) onPayload(payload);
      });
    },
  };
  app = await buildApp(testConfig(), { database: gappy });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await database.dropSchema?.();
});

async function queriesOf(run: () => Promise<{ statusCode: number }>) {
  const before = queries;
  const res = await run();
  expect(res.statusCode).toBe(200);
  return queries - before;
}

describe('session cache', () => {
  it('a signed-in read costs one query less once the session is cached', async () => {
    const { agent } = await signedInUser(app, database.db);
    const first = await queriesOf(() => agent.get(NOTIFICATION_API.counts));
    const second = await queriesOf(() => agent.get(NOTIFICATION_API.counts));
    expect(second).toBe(first - 1);
    // The session's own read is the only query of diagnose: none once cached.
    expect(await queriesOf(() => agent.get(AUTH_API.diagnose))).toBe(0);
    expect(app.ctx.sessions.hits).toBeGreaterThanOrEqual(2);
  });

  it('logout, refresh and password change here are refused on the next request', async () => {
    const { user, agent } = await signedInUser(app, database.db);
    const cookiesOf = (a: typeof agent) => Object.fromEntries(a.cookies);
    const replay = (cookies: Record<string, string>) =>
      app.inject({ method: 'GET', url: AUTH_API.diagnose, cookies, remoteAddress: agent.ip });

    // Cached, then logged out: the old cookies answer 401 at once.
    const loggedIn = cookiesOf(agent);
    expect((await replay(loggedIn)).statusCode).toBe(200);
    expect((await replay(loggedIn)).statusCode).toBe(200);
    expect((await agent.post(AUTH_API.logout)).statusCode).toBe(200);
    expect((await replay(loggedIn)).statusCode).toBe(401);

    // Cached, then rotated by a refresh: the old access token stops working at once.
    const second = createAgent(app);
    expect(
      (await second.post(AUTH_API.login, { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
    const beforeRefresh = cookiesOf(second);
    expect((await replay(beforeRefresh)).statusCode).toBe(200);
    expect((await second.post(AUTH_API.refresh)).statusCode).toBe(200);
    expect((await replay(beforeRefresh)).statusCode).toBe(401);
    expect((await replay(cookiesOf(second))).statusCode).toBe(200);

    // Cached, then every session ended by a password change.
    const third = createAgent(app);
    expect(
      (await third.post(AUTH_API.login, { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
    const cached = [cookiesOf(second), cookiesOf(third)];
    for (const cookies of cached) expect((await replay(cookies)).statusCode).toBe(200);
    expect(
      (
        await third.post(AUTH_API.changePassword, {
          currentPassword: user.password,
          password: 'a brand new passphrase 42',
        })
      ).statusCode,
    ).toBe(200);
    for (const cookies of cached) expect((await replay(cookies)).statusCode).toBe(401);
  });

  it('a gap in the feed: nothing is cached while it lasts, and what it missed is caught up when it is back', async () => {
    const { user, agent } = await signedInUser(app, database.db);
    const diagnose = (a: Agent) => queriesOf(() => a.get(AUTH_API.diagnose));
    expect(await diagnose(agent)).toBe(1);
    expect(await diagnose(agent)).toBe(0);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const socket = await openSocket(`ws://127.0.0.1:${port}${REALTIME.path}`, {
      headers: { cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    await socket.next(isType('ready'));

    setGap('lost');
    expect(await diagnose(agent)).toBe(1);
    expect(await diagnose(agent)).toBe(1);
    // Revoked while nobody hears it: the cache holds nothing, the socket learns on restore.
    await database.db
      .updateTable('auth_sessions')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await agent.get(AUTH_API.diagnose)).statusCode).toBe(401);
    setGap('restored');
    expect(await socket.closed).toEqual({
      code: REALTIME.closeCodes.sessionEnded,
      reason: 'session ended',
    });
  });
});
