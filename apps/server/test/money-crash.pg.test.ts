import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CheckoutSchema, ORDER_API } from '@ibh/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, IN_MEMORY, openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { type HttpSession, signInOverHttp } from './http-session.ts';
import { expectMoneyWhole, unfinishedWork } from './money-crash-checks.ts';
import { buildCrashOrders, type CrashWorld, clearedReleases, refundRuling } from './money-crash-world.ts';
import { checkoutCompletedEvent, deliverEventOverHttp } from './payments.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';
import { postgresServerEnv, requirePostgresInCi } from './shared-postgres.ts';
import type { SoftwarePasskey } from './software-passkey.ts';

/**
 * Money survives a crash (issue 28): the real server on PostgreSQL is killed (SIGKILL) while 50
 * money operations run at once (checkouts paid by a signed webhook, duplicate webhook deliveries,
 * milestone approvals, cancellations, dispute refunds, payouts), then restarted on the same
 * schema. Every operation is retried as its client would (the same idempotency keys), every
 * webhook delivered again as the provider would, and once the job queue has drained the test
 * checks the ledger, that each payment was applied once, every state, and every notice.
 */
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Answers before the kill: the other operations are in flight or not sent yet. */
const KILL_AFTER_ANSWERS = 20;
/** A short lease, so the jobs the killed process held run again seconds after the restart. */
const LEASE_SECONDS = 5;
const DRAIN_DEADLINE_MS = 45_000;
const WEBHOOK_SECRET = `whsec_crash_${randomBytes(16).toString('hex')}`;

const postgresAvailable = await requirePostgresInCi('the money crash test', POSTGRES_URL);

type Kind = 'checkout' | 'webhook' | 'approve' | 'cancel' | 'refund' | 'payout';
interface Operation {
  kind: Kind;
  /** One attempt against a server; resolves with the last answer's status, rejects when cut. */
  run(base: string): Promise<number>;
}
interface Checkout {
  key: string;
  orderId?: string;
  sessionId?: string;
}

const paidEvent = (orderId: string, sessionId: string, amountCents: number) =>
  checkoutCompletedEvent({
    id: `evt_crash_${sessionId}`,
    orderId,
    sessionId,
    amountCents,
    paymentIntentId: `pi_crash_${orderId}`,
  });

async function statusOf(res: Response): Promise<number> {
  await res.arrayBuffer();
  return res.status;
}

interface Sessions {
  buyer: HttpSession;
  admin: HttpSession;
  pros: HttpSession[];
}

/** The 50 operations, interleaved by kind so the kill lands among all of them. */
function operations(world: CrashWorld, priceCents: number, s: () => Sessions, checkouts: Checkout[]) {
  const deliver = (base: string, orderId: string, sessionId: string) =>
    deliverEventOverHttp(base, WEBHOOK_SECRET, paidEvent(orderId, sessionId, priceCents)).then(statusOf);
  const byKind: Operation[][] = [
    checkouts.map((c) => ({
      kind: 'checkout',
      async run(base) {
        if (!c.orderId || !c.sessionId) {
          const res = await s()
            .buyer.at(base)
            .fetch(ORDER_API.orders, {
              method: 'POST',
              body: { packageId: world.packageId, idempotencyKey: c.key },
            });
          if (res.status !== 201) return statusOf(res);
          const checkout = CheckoutSchema.parse(await res.json());
          c.orderId = checkout.orderId;
          c.sessionId = new URL(checkout.checkoutUrl, base).pathname.split('/').pop();
        }
        return deliver(base, c.orderId, c.sessionId ?? '');
      },
    })),
    world.awaitingPayment.flatMap((o) =>
      [0, 1].map(() => ({
        kind: 'webhook' as const,
        run: (base: string) => deliver(base, o.orderId, o.sessionId),
      })),
    ),
    [...world.toApprove, ...world.toComplete].map((m) => ({
      kind: 'approve',
      run: (base) =>
        s()
          .buyer.at(base)
          .fetch(ORDER_API.approve(m.orderId, m.milestoneId), { method: 'POST' })
          .then(statusOf),
    })),
    world.toCancel.map((orderId) => ({
      kind: 'cancel',
      run: (base) =>
        s().buyer.at(base).fetch(ORDER_API.cancel(orderId), { method: 'POST', body: {} }).then(statusOf),
    })),
    world.toRefund.map((orderId) => ({
      kind: 'refund',
      run: (base) => {
        const ruling = refundRuling(orderId);
        return s().admin.at(base).fetch(ruling.path, { method: 'POST', body: ruling.body }).then(statusOf);
      },
    })),
    world.payoutPros.flatMap((_, i) => {
      const key = randomUUID();
      const pro = (base: string) => (s().pros[i] as HttpSession).at(base);
      return [0, 1].map(() => ({
        kind: 'payout' as const,
        run: (base: string) =>
          pro(base)
            .fetch(ORDER_API.payouts, { method: 'POST', body: { idempotencyKey: key } })
            .then(statusOf),
      }));
    }),
  ];
  const all: Operation[] = [];
  for (let i = 0; byKind.some((list) => i < list.length); i += 1)
    for (const list of byKind) if (list[i]) all.push(list[i] as Operation);
  return all;
}

/** What each operation answers when nothing interrupts it. */
const FIRST_ANSWER: Record<Kind, number> = {
  checkout: 200,
  webhook: 200,
  approve: 200,
  cancel: 200,
  refund: 200,
  payout: 201,
};

/** What a retry after the restart may answer: done now, or already done before the kill. */
const RETRY_ANSWERS: Record<Kind, number[]> = {
  checkout: [200],
  webhook: [200],
  approve: [200, 409],
  cancel: [200, 409],
  refund: [200, 409],
  payout: [201],
};

describe.runIf(postgresAvailable)('money survives a kill -9 of the server (PostgreSQL)', () => {
  const schema = `test_moneycrash_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ibh-moneycrash-'));
  const servers: ServerProcess[] = [];
  let database: Database | undefined;

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await database?.close();
    await database?.dropSchema?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the ledger whole, applies each payment once and delivers every notice once', async () => {
    database = await openDatabase({
      dataDir: IN_MEMORY,
      database: { url: POSTGRES_URL, poolMax: 4, schema },
    });
    await migrate(database);
    const { db } = database;
    const payoutPros = await clearedReleases(database);
    const env = {
      ...postgresServerEnv(schema, dataDir, POSTGRES_URL),
      VITE_FLAG_PRO_SHOP: 'true',
      PAYMENTS_SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET,
      JOBS_LEASE_SECONDS: String(LEASE_SECONDS),
    };
    // The server starts while this process writes the orders (it handles their events too).
    const starting = startServerProcess(env, { timeoutMs: 120_000 }).then((server) => {
      servers.push(server);
      return server;
    });
    const orders = await buildCrashOrders(database).catch(async (error: unknown) => {
      await starting.catch(() => undefined); // so afterAll stops it
      throw error;
    });
    const first = await starting;
    const world: CrashWorld = { ...orders, payoutPros };
    const { price_cents: priceCents } = await db
      .selectFrom('service_packages')
      .select('price_cents')
      .where('id', '=', world.packageId)
      .executeTakeFirstOrThrow();
    const signIn = (user: { email: string; password: string; passkey?: SoftwarePasskey }) =>
      signInOverHttp(first.url, user.email, user.password, user.passkey);
    const sessions: Sessions = {
      buyer: await signIn(world.buyer),
      admin: await signIn(world.admin),
      pros: await Promise.all(world.payoutPros.map((p) => signIn(p.user))),
    };
    const checkouts: Checkout[] = Array.from({ length: 12 }, () => ({ key: randomUUID() }));
    const ops = operations(world, priceCents, () => sessions, checkouts);
    expect(ops).toHaveLength(50);

    let answered = 0;
    let cut = 0;
    const refused: { kind: Kind; status: number }[] = [];
    const exited = new Promise<void>((resolve) => first.child.once('exit', () => resolve()));
    await Promise.all(
      ops.map((op) =>
        op.run(first.url).then(
          (status) => {
            answered += 1;
            if (status !== FIRST_ANSWER[op.kind]) refused.push({ kind: op.kind, status });
            if (answered === KILL_AFTER_ANSWERS) first.child.kill('SIGKILL');
          },
          () => {
            cut += 1; // the connection died with the process
          },
        ),
      ),
    );
    await exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(refused, 'every operation answered before the kill succeeded').toEqual([]);
    expect(cut, 'operations were in flight when the process died').toBeGreaterThan(0);
    const leftAtKill = await unfinishedWork(db);
    expect(leftAtKill.jobs.length, 'the killed process left work for the restart').toBeGreaterThan(0);

    const restartedAt = Date.now();
    const second = await startServerProcess(env, { timeoutMs: 120_000 });
    const restartMs = Date.now() - restartedAt;
    servers.push(second);
    // Each client tries again (the same keys); the sessions outlive the process.
    const retried = await Promise.all(
      ops.map(async (op) => ({ kind: op.kind, status: await op.run(second.url) })),
    );
    for (const { kind, status } of retried) expect(RETRY_ANSWERS[kind], kind).toContain(status);
    // The provider delivers every payment again: each one is now a duplicate.
    const paid = [
      ...world.awaitingPayment,
      ...checkouts.map((c) => ({ orderId: c.orderId ?? '', sessionId: c.sessionId ?? '' })),
    ];
    for (const { orderId, sessionId } of paid) {
      const res = await deliverEventOverHttp(
        second.url,
        WEBHOOK_SECRET,
        paidEvent(orderId, sessionId, priceCents),
      );
      expect(await res.json()).toEqual({ received: true, duplicate: true });
    }

    // The restarted server drains what the killed one left: wait for the fact, not a time.
    const drainStarted = Date.now();
    await expect
      .poll(() => unfinishedWork(db), { timeout: DRAIN_DEADLINE_MS, interval: 100 })
      .toEqual({ jobs: [], events: 0 });
    const drainedMs = Date.now() - drainStarted;
    const jobsLeft = leftAtKill.jobs.map((job) => job.id);
    const rerun = await db.selectFrom('jobs').select(['id', 'status']).where('id', 'in', jobsLeft).execute();
    // Every job the killed process left (due, or held by it) ran to its end after the restart.
    expect(rerun.map((job) => job.status)).toEqual(jobsLeft.map(() => 'done'));

    await expectMoneyWhole(db, { world, priceCents, checkoutKeys: checkouts.map((c) => c.key) });
    console.log(
      `[money crash] ${answered} answered, ${cut} cut by the kill; ${leftAtKill.jobs.length} jobs and ` +
        `${leftAtKill.events} events left at the kill; healthy ${restartMs} ms after the restart, ` +
        `drained ${drainedMs} ms after the retries`,
    );
    expect(await second.stop()).toBe(0);
  }, 240_000);
});
