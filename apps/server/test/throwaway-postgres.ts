import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process.ts';

const run = promisify(execFile);

/** Where Debian's PostgreSQL server binaries live (PG_BIN overrides). */
export const POSTGRES_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Whether this machine can run a private PostgreSQL cluster (initdb and pg_ctl installed). */
export const canRunThrowawayPostgres = existsSync(path.join(POSTGRES_BIN, 'initdb'));

/**
 * A PostgreSQL cluster of its own, in a temp directory on a free port, that a test may stop
 * and start as it likes: the shared server on 5432 is never touched. initdb refuses to run
 * as root, so as root every command runs as the `postgres` system user.
 */
export interface ThrowawayPostgres {
  url: string;
  port: number;
  /** Stops the server at once, as a crash or `kill -9` of the postmaster would leave it. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data (crash recovery), resolving once it accepts connections. */
  start(): Promise<void>;
  /** Stops it and deletes its files. */
  destroy(): Promise<void>;
}

const asRoot = process.getuid?.() === 0;

async function as(command: string, args: string[]): Promise<void> {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  await run(file, argv, { timeout: 60_000 });
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ibh-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  const pgCtl = path.join(POSTGRES_BIN, 'pg_ctl');
  // A test cluster: no fsync (the machine does not crash, only the database server stops).
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  const start = () =>
    as(pgCtl, ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '30', 'start']);
  const stop = () => as(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
  await as(path.join(POSTGRES_BIN, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  await start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      await stop();
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
