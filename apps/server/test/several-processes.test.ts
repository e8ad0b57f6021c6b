import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CSRF, HEALTH_ENDPOINTS, NOTIFICATION_EVENTS, REALTIME } from '@ibh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, IN_MEMORY, openDatabase } from '../src/db/database.ts';
import { PROCESS_HEADER } from '../src/platform/process-header.ts';
import { buildUser } from './factories.ts';
import { type HttpSession, signInOverHttp } from './http-session.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';
import { admin, POSTGRES_URL, requirePostgresInCi } from './shared-postgres.ts';
import { eventOf, isType, openSocket, type TestSocket } from './ws-client.ts';

/**
 * `npm start` on PostgreSQL with WEB_CONCURRENCY=2 (decision 103): one primary, two worker
 * processes sharing the port. Requests on fresh connections reach both workers; an event caused by
 * a request one worker served reaches sockets on both (NOTIFY fan-out); a worker that dies is
 * replaced; SIGTERM to the primary stops everything with exit code 0. Workers are told apart by
 * the pid each answer carries under NODE_ENV=test. Waits are for facts, bounded by deadlines.
 */
/** Two workers start in parallel on a machine shared with other jobs: generous, only a bound. */
const WORKERS_UP_MS = 120_000;
const SOCKET_ATTEMPTS = 40;
const REQUEST_TIMEOUT_MS = 5_000;

const postgresAvailable = await requirePostgresInCi('the several-processes test');

interface Answer {
  status: number;
  /** The pid of the worker that answered. */
  pid: string;
}

/**
 * One request on a connection of its own (no keep-alive), so the primary hands each to the next
 * worker instead of the one that served the previous request.
 */
function freshRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
      res.resume();
      res.once('end', () =>
        resolve({ status: res.statusCode ?? 0, pid: String(res.headers[PROCESS_HEADER] ?? '') }),
      );
    });
    // A connection the primary handed to a worker that just died is never answered.
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('no answer')));
    req.once('error', reject);
    req.end();
  });
}

/** Asks /api/health on fresh connections until `count` distinct workers, not in `excluding`, answered. */
async function workersAnswering(server: ServerProcess, count: number, excluding: string[] = []) {
  const seen = new Set<string>();
  const deadline = Date.now() + WORKERS_UP_MS;
  while (seen.size < count) {
    if (Date.now() > deadline)
      throw new Error(`only ${[...seen]} answered within ${WORKERS_UP_MS} ms:\n${server.output()}`);
    const answer = await freshRequest(`${server.url}${HEALTH_ENDPOINTS.health.path}`).catch(() => undefined);
    if (answer?.status === 200 && answer.pid && !excluding.includes(answer.pid)) seen.add(answer.pid);
  }
  return [...seen];
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe.runIf(postgresAvailable)('npm start with WEB_CONCURRENCY=2 on PostgreSQL', () => {
  const schema = `test_cluster_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ibh-cluster-'));
  const sockets: TestSocket[] = [];
  let server: ServerProcess | undefined;
  let db: Database | undefined;
  let workers: string[] = [];

  beforeAll(async () => {
    await admin(`create schema ${schema}`);
    server = await startServerProcess(
      {
        DATABASE_URL: POSTGRES_URL,
        DATABASE_SCHEMA: schema,
        WEB_CONCURRENCY: '2',
        NODE_ENV: 'test',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        SECRET_KEY: randomBytes(32).toString('hex'),
        DATA_DIR: dataDir,
        DATABASE_POOL_MAX: '3',
      },
      { timeoutMs: WORKERS_UP_MS },
    );
    db = await openDatabase({ dataDir: IN_MEMORY, database: { url: POSTGRES_URL, poolMax: 2, schema } });
    workers = await workersAnswering(server, 2);
  }, WORKERS_UP_MS * 2);

  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await server?.stop();
    await db?.close();
    await admin(`drop schema if exists ${schema} cascade`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  function running(): ServerProcess {
    if (!server) throw new Error('the server did not start');
    return server;
  }

  it('serves requests from two distinct worker processes, neither of them the primary', () => {
    expect(workers).toHaveLength(2);
    expect(workers).not.toContain(String(running().child.pid));
  });

  it("a request served by one worker reaches the user's sockets on both workers", async () => {
    const s = running();
    const user = await buildUser((db as Database).db);
    const session = await signInOverHttp(s.url, user.email, user.password);
    const byWorker = await socketsOnEveryWorker(s, session);

    const cookiePair = /(?:^|; )([^=]+)=([^;]*)/g;
    const cookies = Object.fromEntries(
      [...session.cookieHeader().matchAll(cookiePair)].map((m) => [m[1], m[2]]),
    );
    const answer = await freshRequest(`${s.url}/api/notifications/read-all`, {
      method: 'POST',
      headers: { cookie: session.cookieHeader(), [CSRF.header]: cookies[CSRF.cookie] ?? '' },
    });
    expect(answer.status).toBe(200);
    const other = workers.find((pid) => pid !== answer.pid) as string;
    const expected = { type: 'event', event: { type: NOTIFICATION_EVENTS.allRead, data: { updated: 0 } } };
    // The worker that did not serve the request hears of it only through Postgres NOTIFY.
    expect(await byWorker.get(other)?.next(eventOf(NOTIFICATION_EVENTS.allRead))).toMatchObject(expected);
    expect(await byWorker.get(answer.pid)?.next(eventOf(NOTIFICATION_EVENTS.allRead))).toMatchObject(
      expected,
    );
  });

  it(
    'replaces a worker that dies',
    async () => {
      const s = running();
      const [dying, surviving] = workers as [string, string];
      process.kill(Number(dying), 'SIGKILL');
      const [replacement] = await workersAnswering(s, 1, [dying, surviving]);
      expect(alive(Number(dying))).toBe(false);
      expect(alive(Number(replacement))).toBe(true);
      workers = [surviving, replacement as string];
    },
    WORKERS_UP_MS + 10_000,
  );

  it('SIGTERM to the primary stops every worker and exits 0', async () => {
    const s = running();
    expect(await s.stop()).toBe(0);
    for (const pid of workers) expect(alive(Number(pid)), `worker ${pid} stopped`).toBe(false);
  });

  /** Opens signed-in sockets until one is on each worker (the primary deals connections in turn). */
  async function socketsOnEveryWorker(s: ServerProcess, session: HttpSession) {
    const byWorker = new Map<string, TestSocket>();
    for (let attempt = 0; attempt < SOCKET_ATTEMPTS && byWorker.size < workers.length; attempt++) {
      const socket = await openSocket(`${s.url.replace('http:', 'ws:')}${REALTIME.path}`, {
        headers: { cookie: session.cookieHeader() },
      });
      sockets.push(socket);
      await socket.next(isType('ready'));
      const pid = String(socket.handshakeHeaders[PROCESS_HEADER]);
      if (!byWorker.has(pid)) byWorker.set(pid, socket);
    }
    expect([...byWorker.keys()].sort()).toEqual([...workers].sort());
    return byWorker;
  }
});
