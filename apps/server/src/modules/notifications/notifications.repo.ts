import type { NotificationResolution } from '@ibh/contract';
import { type Insertable, sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { pendingProSignCount } from '../evidence/pending-pro-sign.ts';
import { unreadInboxCount } from '../messages/unread-count.ts';
import { personJson } from '../people/person-json.ts';
import type { NotificationsTable } from './notifications.tables.ts';

/** A timestamptz as exact UTC text with microseconds (a keyset cursor must not lose precision). */
const exactTime = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Notifications with the person who caused each (null: system, or a deleted account), in one query. */
export function notificationsQuery(db: Executor) {
  return db
    .selectFrom('notifications as n')
    .select((eb) => [
      'n.id',
      'n.user_id',
      'n.type',
      'n.title',
      'n.body',
      'n.link',
      'n.meta',
      'n.is_read',
      'n.resolved_at',
      'n.created_at',
      exactTime('n.created_at').as('created_key'),
      personJson(eb, 'n.from_user_id').as('from'),
    ]);
}

export type NotificationRow = Awaited<
  ReturnType<ReturnType<typeof notificationsQuery>['executeTakeFirstOrThrow']>
>;

export async function selectNotificationsByIds(
  db: Executor,
  ids: readonly string[],
): Promise<NotificationRow[]> {
  if (ids.length === 0) return [];
  const rows = await notificationsQuery(db)
    .where('n.id', 'in', [...ids])
    .orderBy('n.created_at')
    .orderBy('n.id')
    .execute();
  return rows as NotificationRow[];
}

export async function selectOwnNotification(
  db: Executor,
  userId: string,
  id: string,
): Promise<NotificationRow | undefined> {
  const row = await notificationsQuery(db)
    .where('n.id', '=', id)
    .where('n.user_id', '=', userId)
    .executeTakeFirst();
  return row as NotificationRow | undefined;
}

export interface PageRequest {
  after: { at: string; id: string } | null;
  limit: number;
  unreadOnly: boolean;
  /** Only rows created at or after this instant (ISO). */
  since?: string | null;
}

/** One page, newest first; one row more than asked tells whether another page follows. */
export async function selectNotificationPage(
  db: Executor,
  userId: string,
  page: PageRequest,
): Promise<NotificationRow[]> {
  let query = notificationsQuery(db).where('n.user_id', '=', userId);
  if (page.unreadOnly) query = query.where('n.is_read', '=', false);
  if (page.since) query = query.where('n.created_at', '>=', sql<Date>`${page.since}::timestamptz`);
  if (page.after) {
    query = query.where(
      sql<boolean>`(n.created_at, n.id) < (${page.after.at}::timestamptz, ${page.after.id}::uuid)`,
    );
  }
  const rows = await query
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(page.limit + 1)
    .execute();
  return rows as NotificationRow[];
}

/**
 * One multi-row INSERT for a whole batch. Each row is dated when it is written, a microsecond
 * apart in queue order, so newest-first lists keep the order they were sent in even where the
 * clock is coarse (PGlite's has millisecond steps).
 */
export async function insertNotifications(
  db: Executor,
  rows: Omit<Insertable<NotificationsTable>, 'created_at' | 'updated_at'>[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('notifications')
    .values(
      rows.map((row, i) => ({
        ...row,
        created_at: sql<Date>`clock_timestamp() + make_interval(secs => ${i / 1_000_000})`,
      })),
    )
    .execute();
}

/** Recipients (and senders) that still exist, with their email and notification preferences. */
export function selectRecipients(db: Executor, userIds: readonly string[]) {
  return db
    .selectFrom('people as u')
    .leftJoin('notification_preferences as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.email as address', 'p.collab', 'p.proshop', 'p.system', 'p.email as email_copy'])
    .where('u.id', 'in', [...new Set(userIds)])
    .execute();
}

/** Dedupe keys each recipient already received within the window. */
export async function selectRecentDedupeKeys(
  db: Executor,
  pairs: readonly { userId: string; dedupeKey: string }[],
  windowMs: number,
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await db
    .selectFrom('notifications')
    .select(['user_id', 'dedupe_key'])
    .where('user_id', 'in', [...new Set(pairs.map((p) => p.userId))])
    .where('dedupe_key', 'in', [...new Set(pairs.map((p) => p.dedupeKey))])
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${windowMs / 1000})`)
    .execute();
  return new Set(rows.map((row) => `${row.user_id}\n${row.dedupe_key}`));
}

/**
 * Which of these (recipient, event, type) notifications are stored already: a redelivered
 * domain event must not notify twice. Keys are `userId\neventId\ntype`.
 */
export async function selectDeliveredEvents(
  db: Executor,
  items: readonly { userId: string; eventId: string }[],
): Promise<Set<string>> {
  if (items.length === 0) return new Set();
  const rows = await db
    .selectFrom('notifications')
    .select(['user_id', 'type', sql<string>`meta ->> 'eventId'`.as('event_id')])
    .where('user_id', 'in', [...new Set(items.map((i) => i.userId))])
    .where(sql<string>`meta ->> 'eventId'`, 'in', [...new Set(items.map((i) => i.eventId))])
    .execute();
  return new Set(rows.map((row) => `${row.user_id}\n${row.event_id}\n${row.type}`));
}

/** The SET of a resolution: resolved now, read, meta.resolved/resolution (`meta` as the query names it). */
const resolvedSet = (resolution: NotificationResolution, meta: 'meta' | 'n.meta' = 'meta') => ({
  resolved_at: sql<Date>`now()`,
  is_read: true,
  updated_at: sql<Date>`now()`,
  meta: sql<string>`${sql.ref(meta)} || jsonb_build_object('resolved', true, 'resolution', ${resolution}::text)`,
});

/**
 * Resolves the open actionable notifications of the given types that act on `actionData`
 * (e.g. {collaborationId}): resolved_at, meta.resolved/resolution, and read. Returns their ids.
 */
export async function resolveOpenByActionData(
  db: Executor,
  types: readonly string[],
  actionData: Record<string, string>,
  resolution: NotificationResolution,
): Promise<string[]> {
  const rows = await db
    .updateTable('notifications')
    .set(resolvedSet(resolution))
    .where('resolved_at', 'is', null)
    .where(sql<boolean>`(meta ->> 'actionable') = 'true'`)
    .where(sql<boolean>`(meta -> 'actionData') @> ${JSON.stringify(actionData)}::jsonb`)
    .where('type', 'in', [...types])
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Resolves one notification of its recipient if still open; returns whether it changed. */
export async function resolveOwnNotification(
  db: Executor,
  userId: string,
  id: string,
  resolution: NotificationResolution,
): Promise<boolean> {
  const row = await db
    .updateTable('notifications')
    .set(resolvedSet(resolution))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('resolved_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Open collaboration notifications of an idea whose request or invitation row is gone (e.g.
 * the person joined the team instead, which drops their collaboration row).
 */
export async function resolveOrphanedCollabNotifications(db: Executor, ideaId: string): Promise<string[]> {
  const rows = await db
    .updateTable('notifications as n')
    .set(resolvedSet('cancelled', 'n.meta'))
    .where('n.resolved_at', 'is', null)
    .where(sql<boolean>`(n.meta ->> 'actionable') = 'true'`)
    .where(sql<boolean>`(n.meta -> 'actionData') @> ${JSON.stringify({ ideaId })}::jsonb`)
    .where(sql<boolean>`(n.meta -> 'actionData') ? 'collaborationId'`)
    .where(
      sql<boolean>`not exists (select 1 from idea_collab_requests c
        where c.id::text = n.meta -> 'actionData' ->> 'collaborationId')`,
    )
    .returning('n.id')
    .execute();
  return rows.map((row) => row.id);
}

export async function markOwnNotificationRead(db: Executor, userId: string, id: string): Promise<boolean> {
  const row = await db
    .updateTable('notifications')
    .set({ is_read: true, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markAllRead(db: Executor, userId: string): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ is_read: true, updated_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('is_read', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The header badges: my unread notifications, unread direct messages to me and pending co-sign
 * requests, in one round trip (the messages and evidence modules publish their counts as fragments).
 */
export async function selectCounts(db: Executor, userId: string) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('notifications')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('is_read', '=', false)
        .as('notifications'),
      unreadInboxCount(db, userId).as('inbox'),
      pendingProSignCount(db, userId).as('pro_sign'),
    ])
    .executeTakeFirstOrThrow();
  return {
    notifications: Number(row.notifications),
    inbox: Number(row.inbox),
    proSign: Number(row.pro_sign),
  };
}
