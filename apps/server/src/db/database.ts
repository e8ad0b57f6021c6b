import { createHash } from 'node:crypto';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient, sql } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../platform/config.ts';
import { openPGlite } from './pglite-database.ts';
import type { DB } from './schema.ts';
import { INT8_OID, NUMERIC_OID } from './type-oids.ts';

export type DatabaseKind = 'pglite' | 'postgres';
export type Unlisten = () => Promise<void>;
export type ListenGap = 'lost' | 'restored';

/** One database, whichever engine runs it. Everything else in the server talks to this. */
export interface Database {
  kind: DatabaseKind;
  db: Kysely<DB>;
  /** Runs a multi-statement SQL script on one connection (migrations); rolls back an open transaction on failure. */
  runScript(script: string): Promise<void>;
  /**
   * Subscribes to a Postgres NOTIFY channel. `onGap` hears when the listening connection was lost
   * (notifications sent from then on are missed) and when it is back, listening again.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onGap?: (state: ListenGap) => void,
  ): Promise<Unlisten>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Whether NOTIFYs reach this process: Postgres, the LISTEN connection is up (false from the
   * moment Postgres drops it until it is re-opened with its channels); PGlite, always.
   */
  listening(): boolean;
  /** Flushes everything to disk (PGlite: CHECKPOINT). */
  checkpoint(): Promise<void>;
  close(): Promise<void>;
  /** Postgres with an isolated schema (tests): drops it. Call after close(). */
  dropSchema?(): Promise<void>;
  /** PGlite: the whole data directory as an uncompressed tarball, checkpointed (test snapshots). */
  dumpDataDir?(): Promise<Blob>;
}

export interface OpenOptions {
  /** PGlite: start from this data directory tarball (a `dumpDataDir()`) instead of an empty database. */
  loadDataDir?: Blob;
}

/** How long a new Postgres connection may take before the attempt fails. */
const CONNECT_TIMEOUT_MS = 5_000;
/** Between two attempts to re-open the LISTEN connection after Postgres dropped it. */
const LISTEN_RETRY_MS = 1_000;

export { IN_MEMORY } from './pglite-database.ts';

/**
 * Runs every parameterised data statement as a named prepared statement (its name a hash of the
 * text), so each connection parses and plans a query shape once instead of on every request: the
 * big My Hub statement spent twice as long planning as executing. Statements without parameters
 * (transaction control, DDL) run as they are.
 */
function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      return {
        query: (text: string, values: readonly unknown[]) =>
          values.length > 0 && PREPARABLE.test(text)
            ? client.query({ name: statementName(text), text, values: [...values] })
            : client.query(text, [...values]),
        release: () => client.release(),
      } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

function statementName(text: string): string {
  return `ibh_${createHash('sha1').update(text).digest('hex')}`;
}

export async function openDatabase(
  config: Pick<AppConfig, 'database' | 'dataDir'>,
  options: OpenOptions = {},
): Promise<Database> {
  return config.database.url ? openPostgres(config.database) : openPGlite(config.dataDir, options);
}

async function openPostgres(options: AppConfig['database']): Promise<Database> {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID || oid === NUMERIC_OID ? Number : pg.types.getTypeParser(oid, format),
  };
  // JIT off (decision 112): the app's reads are short keyset pages, but correlated subqueries
  // can push a plan's estimate past jit_above_cost, and compiling then costs 30 ms to save none.
  const connectionOptions = ['-c jit=off', options.schema ? `-c search_path=${options.schema},public` : '']
    .join(' ')
    .trim();
  if (options.schema) {
    const admin = new pg.Client({ connectionString: options.url });
    await admin.connect();
    try {
      await admin.query(`create schema if not exists ${options.schema}`);
    } catch (error) {
      // Two processes creating the same schema at once: the loser sees a duplicate.
      if (!['23505', '42P06'].includes((error as { code?: string }).code ?? '')) throw error;
    } finally {
      await admin.end();
    }
  }
  const clientConfig = { connectionString: options.url, types, options: connectionOptions };
  const pool = new pg.Pool({
    ...clientConfig,
    max: options.poolMax,
    // While Postgres is unreachable a request fails (503) instead of waiting forever for a connection.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  pool.on('error', () => {
    // An idle client died (server restart); the pool replaces it on next use.
  });
  pool.on('connect', (client) => {
    // pg-pool listens for errors only on idle clients: a checked-out client whose connection
    // dies between two statements (Postgres stopped) would emit an unhandled 'error' and end
    // the process. Its query fails instead, and the pool drops it on release.
    client.on('error', () => undefined);
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });

  // One dedicated connection carries every LISTEN. It is opened once (single flight), and
  // re-opened with all its channels when Postgres drops it: one retry loop at a time, every
  // LISTEN_RETRY_MS until Postgres answers again. The domain-event sweep and the job queue's
  // idle wake recover anything announced during the gap.
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const gapHandlers = new Set<(state: ListenGap) => void>();
  let lost = false;
  let listener: Promise<pg.Client> | undefined;
  let retrying = false;
  let closing = false;
  let listenerUp = false;
  function scheduleReconnect() {
    listener = undefined;
    listenerUp = false;
    if (closing || handlers.size === 0) return;
    if (!lost) {
      lost = true;
      for (const handler of gapHandlers) handler('lost');
    }
    if (retrying) return;
    retrying = true;
    setTimeout(() => {
      retrying = false;
      connectListener().catch(scheduleReconnect);
    }, LISTEN_RETRY_MS).unref();
  }
  function connectListener(): Promise<pg.Client> {
    if (listener) return listener;
    const pending = (async () => {
      const client = new pg.Client({ ...clientConfig, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      client.on('notification', (msg) => {
        for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
      });
      client.on('error', () => undefined);
      try {
        await client.connect();
        for (const channel of handlers.keys()) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        await client.end().catch(() => undefined);
        throw error;
      }
      // Only a connection that was up reconnects on its end; a failed attempt is retried by its caller.
      client.once('end', () => {
        if (listener === pending) scheduleReconnect();
      });
      listenerUp = true;
      if (lost) {
        lost = false;
        for (const handler of gapHandlers) handler('restored');
      }
      return client;
    })();
    listener = pending;
    pending.catch(() => {
      if (listener === pending) listener = undefined;
    });
    return pending;
  }

  return {
    kind: 'postgres',
    db,
    async runScript(script) {
      const client = await pool.connect();
      try {
        await client.query(script);
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload, onGap) {
      if (onGap) gapHandlers.add(onGap);
      let set = handlers.get(channel);
      const isNew = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(onPayload);
      const client = await connectListener();
      if (isNew) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        set.delete(onPayload);
        if (onGap) gapHandlers.delete(onGap);
      };
    },
    async notify(channel, payload) {
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },
    listening: () => handlers.size === 0 || listenerUp,
    async checkpoint() {},
    async close() {
      closing = true;
      const client = await listener?.catch(() => undefined);
      await client?.end().catch(() => undefined);
      await db.destroy();
    },
    async dropSchema() {
      if (!options.schema) return;
      const admin = new pg.Client({ connectionString: options.url });
      await admin.connect();
      await admin.query(`drop schema if exists ${options.schema} cascade`);
      await admin.end();
    },
  };
}
