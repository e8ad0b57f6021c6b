import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGE_API, SentMessageSchema, ThreadSchema } from '@ibh/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, IN_MEMORY, openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { type BuiltUser, buildUser } from './factories.ts';
import { type HttpSession, signInOverHttp } from './http-session.ts';
import { cpuSeconds, type ServerProcess, startServerProcess } from './server-process.ts';
import { testDatabaseKind } from './test-server.ts';

/**
 * Faults (issue 12): `kill -9` of the real server process during a burst of direct messages,
 * on the engine of this run (PGlite under `npm test`, PostgreSQL under `npm run test:pg`). Every
 * message the server acknowledged (201 with its id) must be readable after a restart on the
 * same data, and the restarted server must answer its health check within 5 s.
 */
const SENDERS = 5;
/** Per sender, under the 30-a-minute DM limit so every refusal is the crash, not the limit. */
const MESSAGES_PER_SENDER = 25;
const WORKERS_PER_SENDER = 4;
/** The kill lands right after this many acknowledgements, with the other workers' writes in flight. */
const KILL_AFTER_ACKS = 40;
const RECOVERY_BUDGET_MS = 5_000;
/**
 * What crash recovery (WAL replay, lock takeover) may add to a clean start's CPU, both measured
 * until healthy on the same machine in the same run. A clean start's own CPU grows with the code
 * tsx loads (decision 45), so the budget is on the difference, not an absolute figure.
 */
const RECOVERY_EXTRA_CPU_MS = 2_000;
const cores = availableParallelism();

const dataDir = mkdtempSync(path.join(tmpdir(), 'ibh-crash-'));
const postgresUrl = process.env.TEST_DATABASE_URL;
const schema = `test_crash_${randomBytes(6).toString('hex')}`;
const servers: ServerProcess[] = [];

const serverEnv: Record<string, string> = {
  NODE_ENV: 'test',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  SECRET_KEY: randomBytes(32).toString('hex'),
  DATA_DIR: dataDir,
  ...(postgresUrl ? { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema } : {}),
};

/** The server's own database, opened by the test while no server runs on it (PGlite locks its directory). */
function openServerDatabase(): Promise<Database> {
  return postgresUrl
    ? openDatabase({ dataDir: IN_MEMORY, database: { url: postgresUrl, poolMax: 2, schema } })
    : openDatabase({ dataDir, database: { poolMax: 1 } });
}

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  if (postgresUrl) {
    const database = await openServerDatabase();
    await database.close();
    await database.dropSchema?.();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

function exited(server: ServerProcess): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

describe(`kill -9 of the server during a burst of acknowledged writes (${testDatabaseKind})`, () => {
  it('loses no acknowledged direct message and answers its health check within 5 s of the restart', async () => {
    const setup = await openServerDatabase();
    await migrate(setup);
    const recipient = await buildUser(setup.db, { fullName: 'Crash Recipient' });
    const senders: BuiltUser[] = [];
    for (let i = 0; i < SENDERS; i++) senders.push(await buildUser(setup.db, { fullName: `Sender ${i}` }));
    await setup.close();

    const first = await startServerProcess(serverEnv);
    const cleanStartCpu = cpuSeconds(first.child.pid);
    servers.push(first);

    if (testDatabaseKind === 'pglite') {
      // A second process on the same data directory is refused instead of corrupting it.
      const second = await startServerProcess(serverEnv).then(
        (server) => {
          servers.push(server);
          return 'started';
        },
        (error: Error) => error.message,
      );
      expect(second).toMatch(/in use by another IBH process/);
    }

    const sessions = await Promise.all(
      senders.map((sender) => signInOverHttp(first.url, sender.email, sender.password)),
    );

    const acknowledged: { id: string; senderId: string }[] = [];
    const refused: number[] = [];
    let cut = 0;
    let killedAt = 0;
    const sent = new Map<number, number>();

    async function worker(s: number, session: HttpSession, senderId: string) {
      for (let n = sent.get(s) ?? 0; n < MESSAGES_PER_SENDER; n = sent.get(s) ?? 0) {
        sent.set(s, n + 1);
        let res: Response;
        try {
          res = await session.fetch(MESSAGE_API.send, {
            method: 'POST',
            body: { recipientId: recipient.id, body: `burst ${s}-${n}`, clientId: randomUUID() },
          });
        } catch {
          cut++; // the connection died with the process: never acknowledged
          return;
        }
        if (res.status !== 201) {
          refused.push(res.status);
          await res.arrayBuffer();
          continue;
        }
        const { message } = SentMessageSchema.parse(await res.json());
        acknowledged.push({ id: message.id, senderId });
        if (acknowledged.length === KILL_AFTER_ACKS) {
          killedAt = acknowledged.length;
          first.child.kill('SIGKILL');
        }
      }
    }
    await Promise.all(
      senders.flatMap((sender, s) =>
        Array.from({ length: WORKERS_PER_SENDER }, () => worker(s, sessions[s] as HttpSession, sender.id)),
      ),
    );
    await exited(first);

    expect(first.child.signalCode, 'the burst ended with the kill, not on its own').toBe('SIGKILL');
    expect(killedAt).toBe(KILL_AFTER_ACKS);
    expect(refused, 'no write was refused before the kill').toEqual([]);
    expect(cut, 'writes were in flight when the process died').toBeGreaterThan(0);

    const restartedAt = performance.now();
    const restarted = await startServerProcess(serverEnv);
    const recoveryMs = Math.round(performance.now() - restartedAt);
    const recoveryCpu = cpuSeconds(restarted.child.pid);
    const load = loadavg()[0] ?? 0;
    servers.push(restarted);

    const reader = await signInOverHttp(restarted.url, recipient.email, recipient.password);
    const stored = new Set<string>();
    for (const sender of senders) {
      const res = await reader.fetch(MESSAGE_API.thread(sender.id));
      expect(res.status).toBe(200);
      for (const message of ThreadSchema.parse(await res.json()).messages) stored.add(message.id);
    }
    const lost = acknowledged.filter((write) => !stored.has(write.id));
    console.log(
      `[faults] kill -9 on ${testDatabaseKind}: ${acknowledged.length} writes acknowledged, ` +
        `${cut} cut in flight, ${stored.size - acknowledged.length} unacknowledged but stored, ` +
        `${lost.length} lost; healthy ${recoveryMs} ms after the restart ` +
        `(${recoveryCpu ?? '?'} s of CPU, a clean start ${cleanStartCpu ?? '?'} s; load average ${load.toFixed(1)} on ${cores} cores)`,
    );
    expect(lost).toEqual([]);
    // What the restart costs the machine, whatever else runs on it.
    if (recoveryCpu !== undefined && cleanStartCpu !== undefined) {
      expect((recoveryCpu - cleanStartCpu) * 1000).toBeLessThan(RECOVERY_EXTRA_CPU_MS);
    }
    // The wall time too, unless other jobs oversubscribe the machine's cores (a shared CI host
    // at a load of 15 on 2 cores stretches any start several times over; decision 45).
    if (load <= cores) expect(recoveryMs).toBeLessThan(RECOVERY_BUDGET_MS);

    // A clean stop checkpoints, closes and releases the data-directory lock.
    expect(await restarted.stop()).toBe(0);
    if (testDatabaseKind === 'pglite') expect(existsSync(path.join(dataDir, '.lock'))).toBe(false);
  }, 90_000);
});
