// `npm run e2e`: build the web app, then for each batch of e2e/*.spec.ts start the real server on a
// free port with a fresh temporary DATA_DIR (PGlite, demo data), wait for health, run the batch in
// Chromium and stop the server. The demo database is migrated and seeded once, and each batch's
// DATA_DIR starts from a copy of it (the server then finds it seeded). Batches keep the suite's sign-ins from one address under the
// per-IP sign-in limit (LIMITS: 60 attempts in 15 minutes), which a real user never meets; a run
// of named spec files is one batch.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, createWriteStream, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BATCHES = 3;
const logDir = path.join(root, 'test-results/e2e');
mkdirSync(logDir, { recursive: true });
ensureWebBuild();

function freePort() {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const serverEnv = { NODE_ENV: 'development', DATABASE_URL: '', LOG_LEVEL: 'warn' };

/** A data directory with the demo database migrated and seeded (db/cli.ts seed), to copy per batch. */
function seededDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ibh-e2e-seeded-'));
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/db/cli.ts', 'seed'], {
    cwd: root,
    env: { ...process.env, ...serverEnv, DATA_DIR: dir },
    stdio: 'inherit',
  });
  if (seed.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`seeding the demo database failed (${seed.status})`);
  }
  return dir;
}

async function startServer(seeded) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ibh-e2e-'));
  cpSync(path.join(seeded, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...serverEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // E2E_START_TIMEOUT_MS: more time to start on a loaded machine (default 60 s).
  const startTimeout = Number(process.env.E2E_START_TIMEOUT_MS) || 60_000;
  const deadline = Date.now() + startTimeout;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (Date.now() > deadline) {
      // Do not leave the server running (and its data directory behind) when it starts too slowly.
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`server did not become healthy within ${startTimeout / 1000} s`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    async stop() {
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const args = process.argv.slice(2);
const named = args.some((arg) => arg.endsWith('.spec.ts'));
const specs = readdirSync(path.join(root, 'e2e'))
  .filter((file) => file.endsWith('.spec.ts'))
  .sort();
const batches = named
  ? [args]
  : Array.from({ length: BATCHES }, (_, i) => [...specs.filter((_, j) => j % BATCHES === i), ...args]);

/** Failed batches' summaries, printed again last: CI shows the end of a long log. */
const failures = [];

/** Vitest's 'Failed Tests' section of a batch's output (colours stripped), or its last lines. */
function failureSummary(batch, output) {
  const plain = stripVTControlCharacters(output);
  const start = plain.indexOf('Failed Tests');
  const end = plain.indexOf(' Test Files ', start);
  const section =
    start >= 0 ? plain.slice(start, end > start ? end : undefined) : plain.split('\n').slice(-40).join('\n');
  return `batch ${batch.join(' ')}\n${section.split('\n').slice(0, 120).join('\n')}`;
}

/**
 * One batch on a server of its own. Alone, its output streams; beside other batches it is kept and
 * printed whole when the batch ends, so two batches' lines do not interleave.
 */
async function runBatch(batch, seeded, alone, batchNumber) {
  let server;
  try {
    server = await startServer(seeded);
    const vitest = spawn('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...batch], {
      cwd: root,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, E2E_BASE_URL: server.baseUrl },
    });
    let output = '';
    // Also streamed to test-results/e2e/batch-<n>.log, to watch a batch while it runs.
    const log = alone ? null : createWriteStream(path.join(logDir, `batch-${batchNumber}.log`));
    vitest.stdout?.on('data', (chunk) => {
      output += chunk;
      log?.write(chunk);
    });
    vitest.stderr?.on('data', (chunk) => {
      output += chunk;
      log?.write(chunk);
    });
    const code = await new Promise((resolve) => vitest.once('close', (exit) => resolve(exit ?? 1)));
    if (!alone) process.stdout.write(output);
    if (code !== 0) failures.push(failureSummary(batch, output));
    return code;
  } catch (error) {
    console.error(error.message);
    failures.push(`batch ${batch.join(' ')}\n${error.message}`);
    return 1;
  } finally {
    await server?.stop();
  }
}

// E2E_CONCURRENCY: batches run at once, each with its own server and browser (default: all of them;
// a batch mostly waits on its browser and server, so three at once take about 40% of the time of one
// after another on 2 cores: 12 min against 29 in CI's stage times).
const concurrency = Math.max(
  1,
  Math.min(batches.length, Number(process.env.E2E_CONCURRENCY) || batches.length),
);
const seeded = seededDataDir();
const queue = [...batches];
const codes = await Promise.all(
  Array.from({ length: concurrency }, async () => {
    let worst = 0;
    for (let batch = queue.shift(); batch; batch = queue.shift()) {
      const code = await runBatch(batch, seeded, concurrency === 1, batches.indexOf(batch) + 1);
      if (code !== 0) worst = code;
    }
    return worst;
  }),
);
rmSync(seeded, { recursive: true, force: true });
if (failures.length > 0) console.log(`\n==== e2e failures, again ====\n${failures.join('\n\n')}`);
process.exit(codes.find((code) => code !== 0) ?? 0);
