import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EnvSchema } from '../src/platform/config.ts';
import { READY_MESSAGE } from '../src/platform/server-processes.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const OUTPUT_KEPT_CHARS = 20_000;
const STOP_GRACE_MS = 15_000;

/**
 * CPU seconds a process has used so far (user + system, all threads), from /proc on Linux;
 * undefined elsewhere. Unlike wall time it does not grow when other jobs share the machine.
 */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / CLOCK_TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}
/** USER_HZ: 100 on every Linux architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** A port nobody listens on right now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  child: ChildProcess;
  /** The tail of the process's stdout and stderr, for failure messages. */
  output(): string;
  /** SIGTERM, then SIGKILL after a grace period; resolves with the exit code. */
  stop(): Promise<number | null>;
  /**
   * With `options.ipc`: resolves once every server process listens (the server's `ibh.ready`
   * message; with WEB_CONCURRENCY > 1 that is after the last worker, not the first, answered).
   */
  allReady?: Promise<void>;
}

/**
 * Runs the real server (`node --import tsx apps/server/src/main.ts`) on 127.0.0.1 and a
 * free port, with only the given configuration (and WEB_CONCURRENCY=1 unless given): variables
 * the server reads are not inherited from this process. Resolves once GET /api/health answers 200.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { timeoutMs?: number; nodeArgs?: readonly string[]; ipc?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const inherited = { ...process.env };
  for (const key of Object.keys(EnvSchema.shape)) delete inherited[key];
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      // One process unless the caller asks for more (WEB_CONCURRENCY defaults to one per core).
      env: { ...inherited, WEB_CONCURRENCY: '1', ...env, HOST: '127.0.0.1', PORT: String(port) },
      stdio: options.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    },
  );
  const allReady = options.ipc
    ? new Promise<void>((resolve) => {
        child.on('message', (message: { type?: string }) => {
          if (message?.type === READY_MESSAGE) resolve();
        });
      })
    : undefined;
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const server: ServerProcess = {
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    allReady,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      const code = await exited;
      clearTimeout(kill);
      return code;
    },
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`server exited with ${exitCode} before it was healthy:\n${output}`);
    const healthy = await fetch(`${server.url}/api/health`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop();
  throw new Error(`server was not healthy within the timeout:\n${output}`);
}
