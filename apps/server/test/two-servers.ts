import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { type Database, IN_MEMORY, openDatabase } from '../src/db/database.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';
import { admin, POSTGRES_URL, postgresServerEnv } from './shared-postgres.ts';
import type { TestSocket } from './ws-client.ts';

export interface TwoServers {
  readonly servers: ServerProcess[];
  /** Sockets the tests open: closed before the servers stop. */
  readonly sockets: TestSocket[];
  /** The test's own connection to the servers' schema. */
  database(): Database;
}

/**
 * Two real server processes on a schema of their own on the shared Postgres, started before the
 * suite's tests; after them the sockets close, both servers must stop cleanly, and the schema and
 * data folder go. Call it inside the suite's describe.
 */
export function twoServersOnPostgres(name: string): TwoServers {
  const schema = `test_${name}_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `ibh-${name}-`));
  const env = postgresServerEnv(schema, dataDir);
  const servers: ServerProcess[] = [];
  const sockets: TestSocket[] = [];
  let database: Database | undefined;

  beforeAll(async () => {
    // Created here, not by the two servers at once: concurrent `create schema if not exists` can collide.
    await admin(`create schema ${schema}`);
    // One after the other so their startup migrations do not race.
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
    database = await openDatabase({
      dataDir: IN_MEMORY,
      database: { url: POSTGRES_URL, poolMax: 2, schema },
    });
  });

  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    const codes = await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    await admin(`drop schema if exists ${schema} cascade`);
    rmSync(dataDir, { recursive: true, force: true });
    expect(codes, 'both servers shut down cleanly').toEqual(servers.map(() => 0));
  });

  return {
    servers,
    sockets,
    database() {
      if (!database) throw new Error('servers did not start');
      return database;
    },
  };
}
