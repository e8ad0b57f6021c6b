import { execFileSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { migrate } from '../apps/server/src/db/migrate.ts';
import {
  cpuSeconds,
  repoRoot,
  type ServerProcess,
  startServerProcess,
} from '../apps/server/test/server-process.ts';
import { countFailures, drive, sleep } from './realtime-drive.ts';
import {
  latencySummary,
  REALTIME_TARGETS,
  type RealtimeBenchReport,
  realtimeMarkdown,
  writeRealtimeJson,
} from './realtime-report.ts';
import { type RealtimeBenchData, seedRealtimeBench } from './realtime-seed.ts';
import { openFleet, type Receipt } from './realtime-sockets.ts';
import { createTarget } from './target.ts';

const RESULTS_FILE = path.join(repoRoot, 'test-results/bench/realtime.json');

const USAGE = `Usage: npm run bench:realtime -- [options]
  --pglite             run on PGlite in a temporary data directory (default: PostgreSQL,
                       postgres://postgres@127.0.0.1:5432/postgres in a fresh schema)
  --users <n>          signed-in people, each holding one WebSocket (default 500)
  --threads <n>        DM threads the events go to, two people each (default 100)
  --rate <n>           events (direct messages) per second, open loop (default 50)
  --duration <s>       seconds of sending (default 30)
  --drain <s>          seconds to wait for the last frames before counting them lost (default 5)
  --profile <dir>      write the server's CPU profile (.cpuprofile) to dir`;

const intIn = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const ArgsSchema = z.object({
  pglite: z.boolean().default(false),
  users: intIn(2, 2000).default(500),
  threads: intIn(1, 1000).default(100),
  rate: intIn(1, 1000).default(50),
  duration: intIn(1, 600).default(30),
  drain: intIn(1, 60).default(5),
  profile: z.string().min(1).optional(),
});
type Args = z.infer<typeof ArgsSchema>;

const log = (message: string) => process.stderr.write(`[bench:realtime] ${message}\n`);

function readArgs(argv: string[]): Args | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      pglite: { type: 'boolean' },
      postgres: { type: 'boolean' },
      users: { type: 'string' },
      threads: { type: 'string' },
      rate: { type: 'string' },
      duration: { type: 'string' },
      drain: { type: 'string' },
      profile: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const { postgres: _default, help: _help, ...rest } = values;
  const parsed = ArgsSchema.safeParse(rest);
  if (!parsed.success) throw new Error(`Invalid options: ${parsed.error.message}\n\n${USAGE}`);
  return parsed.data;
}

function commit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot }).toString().trim();
  } catch {
    return undefined;
  }
}

/** Resolves once every expected receipt arrived, or after `ms`. */
async function drain(expected: () => boolean, ms: number): Promise<void> {
  const deadline = performance.now() + ms;
  while (!expected() && performance.now() < deadline) await sleep(20);
}

async function run(args: Args, track: (server: ServerProcess) => void): Promise<RealtimeBenchReport> {
  const startedAt = new Date().toISOString();
  const loadBefore = loadavg()[0] as number;
  const target = createTarget(!args.pglite);
  try {
    log(`seeding ${args.users} people, ${args.threads} threads and their sessions on ${target.kind}`);
    const database = await target.open();
    let data: RealtimeBenchData;
    try {
      await migrate(database);
      data = await seedRealtimeBench(database.db, args.users, args.threads);
    } finally {
      await database.close();
    }

    const server = await startServerProcess(target.serverEnv, {
      nodeArgs: args.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile)}`] : [],
    });
    track(server);
    log(`server up at ${server.url}`);

    const receipts = new Map<string, Receipt[]>();
    const fleet = await openFleet(server.url, data.users, (receipt) => {
      const list = receipts.get(receipt.clientId);
      if (list) list.push(receipt);
      else receipts.set(receipt.clientId, [receipt]);
    });
    log(`${fleet.sockets.length} sockets live; sending ${args.rate} events/s for ${args.duration} s`);

    const cpuBefore = cpuSeconds(server.child.pid);
    const { sent, sendSeconds } = await drive(server.url, data, args, log);
    const committed = sent.filter((s) => s.postMs !== null);
    const expectedReceipts = committed.length * 2;
    let received = 0;
    const countReceived = () => {
      received = 0;
      for (const s of committed) received += Math.min(2, receipts.get(s.clientId)?.length ?? 0);
      return received >= expectedReceipts;
    };
    await drain(countReceived, args.drain * 1000);
    const cpuAfter = cpuSeconds(server.child.pid);
    fleet.close();
    const code = await server.stop();
    if (code !== 0) log(`server exited with ${code}:\n${server.output()}`);

    const commitToReceipt: number[] = [];
    const sendToReceipt: number[] = [];
    let duplicates = 0;
    let misdelivered = 0;
    let delivered = 0;
    for (const s of committed) {
      const seen = new Set<string>();
      for (const receipt of receipts.get(s.clientId) ?? []) {
        if (!s.recipients.includes(receipt.userId)) {
          misdelivered += 1;
          continue;
        }
        if (seen.has(receipt.userId)) {
          duplicates += 1;
          continue;
        }
        seen.add(receipt.userId);
        delivered += 1;
        commitToReceipt.push(receipt.at - (s.createdAt as number));
        sendToReceipt.push(receipt.at - s.startedAt);
      }
    }
    const commitSummary = latencySummary(commitToReceipt);
    const lost = expectedReceipts - delivered;
    const failed = sent.length - committed.length;
    return {
      startedAt,
      database: target.kind,
      options: {
        users: args.users,
        threads: args.threads,
        rate: args.rate,
        durationSeconds: args.duration,
        drainSeconds: args.drain,
      },
      environment: {
        node: process.version,
        cpus: availableParallelism(),
        commit: commit(),
        loadAverage: { before: loadBefore, after: loadavg()[0] as number },
      },
      sockets: { open: fleet.sockets.length, closedByServer: fleet.closed.length },
      events: {
        sent: sent.length,
        committed: committed.length,
        failed,
        failures: countFailures(sent),
        ratePerSecond: sent.length / sendSeconds,
        expectedReceipts,
        receivedReceipts: delivered,
        lost,
        duplicates,
        misdelivered,
      },
      commitToReceipt: commitSummary,
      sendToReceipt: latencySummary(sendToReceipt),
      post: latencySummary(committed.map((s) => s.postMs as number)),
      serverCpuSeconds: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
      targetsMet:
        commitSummary.p50 <= REALTIME_TARGETS.p50Ms &&
        commitSummary.p95 <= REALTIME_TARGETS.p95Ms &&
        lost === 0 &&
        failed === 0,
    };
  } finally {
    await target.cleanup();
  }
}

async function main() {
  const args = readArgs(process.argv.slice(2));
  if (args === 'help') {
    console.log(USAGE);
    return;
  }
  let server: ServerProcess | undefined;
  process.once('SIGINT', () => {
    log('interrupted; stopping the server');
    void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });
  try {
    const report = await run(args, (started) => {
      server = started;
    });
    writeRealtimeJson(report, RESULTS_FILE);
    console.log(realtimeMarkdown(report));
    log(`results written to ${path.relative(repoRoot, RESULTS_FILE)}`);
    if (!report.targetsMet) process.exitCode = 2;
  } finally {
    await server?.stop();
  }
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exitCode = 1;
});
