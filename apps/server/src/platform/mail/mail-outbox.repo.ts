import { type Kysely, sql } from 'kysely';
import * as z from 'zod';
import type { DB, MailOutboxRow, MailStatus, NewMailOutboxRow } from '../../db/schema.ts';
import { cursorField, decodeCursor as decode, encodeCursor as encode } from '../cursor.ts';

/**
 * Keyset cursor: base64url of the row's created_at as Postgres prints it (full
 * microsecond precision, which a JS Date would lose) and its id.
 */
export function encodeCursor(row: { created_at_text: string; id: string }): string {
  return encode([row.created_at_text, row.id]);
}

const CursorSchema = z.tuple([cursorField.time, cursorField.uuid]);

export function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id] = decode(CursorSchema, cursor, 'querystring.before');
  return { createdAt, id };
}

const createdAtText = sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export async function insertMail(db: Kysely<DB>, row: NewMailOutboxRow): Promise<MailOutboxRow> {
  return db.insertInto('mail_outbox').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Newest first, `limit` rows after the cursor, and the cursor of the next page when there is one. */
export async function listMail(
  db: Kysely<DB>,
  options: { limit: number; before?: string; to?: string },
): Promise<{ items: MailOutboxRow[]; nextCursor: string | null }> {
  let query = db
    .selectFrom('mail_outbox')
    .selectAll()
    .select(createdAtText.as('created_at_text'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit + 1);
  if (options.before) {
    const { createdAt, id } = decodeCursor(options.before);
    query = query.where(sql<boolean>`(created_at, id) < (${createdAt}::timestamptz, ${id}::uuid)`);
  }
  if (options.to) query = query.where('to_address', '=', options.to);
  const rows = await query.execute();
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > options.limit && last ? encodeCursor(last) : null;
  return { items: page.map(({ created_at_text: _omit, ...row }) => row), nextCursor };
}

export async function findMail(db: Kysely<DB>, id: string): Promise<MailOutboxRow | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Claims one delivery attempt: bumps attempts only if the row is still queued and
 * nobody else bumped it since we read it, so two workers never send the same try.
 */
export async function claimAttempt(
  db: Kysely<DB>,
  id: string,
  seenAttempts: number,
): Promise<MailOutboxRow | undefined> {
  return db
    .updateTable('mail_outbox')
    .set({ attempts: seenAttempts + 1 })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('attempts', '=', seenAttempts)
    .returningAll()
    .executeTakeFirst();
}

export async function markMail(
  db: Kysely<DB>,
  id: string,
  change: { status: MailStatus; error: string | null; sentAt?: Date },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: change.status, error: change.error, ...(change.sentAt ? { sent_at: change.sentAt } : {}) })
    .where('id', '=', id)
    .execute();
}

/** Queued rows at least `olderThanMs` old, oldest first. */
export async function findQueued(
  db: Kysely<DB>,
  options: { olderThanMs: number; limit: number },
): Promise<Pick<MailOutboxRow, 'id' | 'attempts'>[]> {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'attempts'])
    .where('status', '=', 'queued')
    .where('created_at', '<=', sql<Date>`now() - make_interval(secs => ${options.olderThanMs / 1000})`)
    .orderBy('created_at')
    .limit(options.limit)
    .execute();
}

/** Forgets every mail addressed to an email (an account being deleted), in the caller's transaction. */
export async function deleteMailTo(db: Kysely<DB>, email: string): Promise<void> {
  await db.deleteFrom('mail_outbox').where(sql`lower(to_address)`, '=', email.toLowerCase()).execute();
}

/** Whether a mail of this template already went to this address for this domain event. */
export async function mailedForEvent(
  db: Kysely<DB>,
  mail: { template: string; to: string; eventId: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('template', '=', mail.template)
    .where('to_address', '=', mail.to)
    .where(sql<boolean>`meta->>'eventId' = ${mail.eventId}`)
    .executeTakeFirst();
  return row !== undefined;
}
