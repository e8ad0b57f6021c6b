import { randomUUID } from 'node:crypto';
import { type RealtimeEvent, RealtimeEventSchema, RealtimeTopicSchema } from '@ibh/contract';
import { type ColumnType, type Kysely, sql } from 'kysely';
import * as z from 'zod';
import type { DB } from '../../db/schema.ts';
import { type Control, type ControlMessage, ControlMessageSchema, ControlSchema } from './control.ts';

/**
 * How a published event travels between server processes: a NOTIFY on one channel that
 * every process LISTENs to. NOTIFY channels are per server, not per schema, so each message
 * names the schema (`ns`) it belongs to and processes of other schemas ignore it.
 */
export const REALTIME_CHANNEL = 'ibh_realtime';

/** Postgres caps a NOTIFY payload below 8000 bytes; bigger messages travel by reference. */
export const MAX_INLINE_NOTIFY_BYTES = 7000;

/** Stored large messages are read within milliseconds; this only bounds the table. */
const STORED_MESSAGE_TTL_SECONDS = 300;

const InlineMessageSchema = z.object({ ns: z.string(), topic: z.string(), event: RealtimeEventSchema });
const RefMessageSchema = z.object({ ns: z.string(), topic: z.string(), ref: z.uuid() });
const WireMessageSchema = z.union([InlineMessageSchema, RefMessageSchema]);
export type WireMessage = z.infer<typeof WireMessageSchema>;
const AnyMessageSchema = z.union([ControlMessageSchema, InlineMessageSchema, RefMessageSchema]);
export type AnyWireMessage = z.infer<typeof AnyMessageSchema>;

interface RealtimeMessagesTable {
  id: string;
  topic: string;
  event: ColumnType<RealtimeEvent, string, string>;
  created_at: ColumnType<Date, never, never>;
}
type RealtimeDB = DB & { realtime_messages: RealtimeMessagesTable };
const withMessages = (db: Kysely<DB>): Kysely<RealtimeDB> =>
  db.withTables<{ realtime_messages: RealtimeMessagesTable }>();

/** The schema this connection works in: `public` on PGlite, the search_path's first on Postgres. */
export async function currentNamespace(db: Kysely<DB>): Promise<string> {
  const result = await sql<{ ns: string }>`select current_schema() as ns`.execute(db);
  return result.rows[0]?.ns ?? 'public';
}

/**
 * Announces an event to every process, on the given executor: inside a transaction the
 * NOTIFY (and a stored large message) take effect only on commit.
 */
export async function sendRealtimeMessage(
  db: Kysely<DB>,
  ns: string,
  topic: string,
  event: RealtimeEvent,
): Promise<void> {
  const validTopic = RealtimeTopicSchema.parse(topic);
  const validEvent = RealtimeEventSchema.parse(event);
  const inline = JSON.stringify({ ns, topic: validTopic, event: validEvent } satisfies WireMessage);
  if (Buffer.byteLength(inline) <= MAX_INLINE_NOTIFY_BYTES) {
    await sql`select pg_notify(${REALTIME_CHANNEL}, ${inline})`.execute(db);
    return;
  }
  // Stored and announced in one statement, so outside a transaction it is still all or nothing.
  const ref = randomUUID();
  const announcement = JSON.stringify({ ns, topic: validTopic, ref } satisfies WireMessage);
  await withMessages(db)
    .with('m', (qb) =>
      qb
        .insertInto('realtime_messages')
        .values({ id: ref, topic: validTopic, event: JSON.stringify(validEvent) })
        .returning('id'),
    )
    .selectFrom('m')
    .select(sql<string>`pg_notify(${REALTIME_CHANNEL}, ${announcement})`.as('notified'))
    .executeTakeFirstOrThrow();
}

/**
 * Announces one event on several topics (both people of a direct message): one statement of NOTIFYs,
 * in topic order, when every announcement fits inline; else one message after the other.
 */
export async function sendRealtimeMessageToEach(
  db: Kysely<DB>,
  ns: string,
  topics: readonly string[],
  event: RealtimeEvent,
): Promise<void> {
  const validEvent = RealtimeEventSchema.parse(event);
  const payloads = topics.map((topic) =>
    JSON.stringify({ ns, topic: RealtimeTopicSchema.parse(topic), event: validEvent } satisfies WireMessage),
  );
  if (payloads.every((payload) => Buffer.byteLength(payload) <= MAX_INLINE_NOTIFY_BYTES)) {
    const notifies = payloads.map((payload) => sql`pg_notify(${REALTIME_CHANNEL}, ${payload})`);
    await sql`select ${sql.join(notifies)}`.execute(db);
    return;
  }
  for (const topic of topics) await sendRealtimeMessage(db, ns, topic, validEvent);
}

/** Announces a control message to every process; inside a transaction it goes out on commit. */
export async function sendControlMessage(db: Kysely<DB>, ns: string, control: Control): Promise<void> {
  const payload = JSON.stringify({ ns, control: ControlSchema.parse(control) } satisfies ControlMessage);
  await sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`.execute(db);
}

/** Parses a NOTIFY payload (an event or a control message); undefined when it is neither. */
export function decodeRealtimeMessage(payload: string): AnyWireMessage | undefined {
  try {
    const parsed = AnyMessageSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Reads a stored large message; undefined when it was pruned or belongs to another schema. */
export async function loadStoredMessage(
  db: Kysely<DB>,
  ref: string,
): Promise<{ topic: string; event: RealtimeEvent } | undefined> {
  return withMessages(db)
    .selectFrom('realtime_messages')
    .select(['topic', 'event'])
    .where('id', '=', ref)
    .executeTakeFirst();
}

export async function pruneStoredMessages(db: Kysely<DB>): Promise<void> {
  await withMessages(db)
    .deleteFrom('realtime_messages')
    .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${STORED_MESSAGE_TTL_SECONDS})`)
    .execute();
}
