import { type DirectMessage, MESSAGE_LIMITS, type UserCard } from '@ibh/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { isoText, isoTime } from '../../db/iso-time.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { signAvatarUrl } from '../profiles/avatar-url.ts';
import { nameOf } from '../profiles/profile-view.ts';

/** The columns of direct_messages every answer carries, times as ISO text (db/iso-time.ts). */
export const MESSAGE_COLUMNS = [
  'id',
  'sender_id',
  'recipient_id',
  'body',
  isoTime('created_at').as('created_at'),
  isoTime('read_at').as('read_at'),
] as const;

export interface MessageRow {
  id: string;
  sender_id: string;
  recipient_id: string;
  body: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

export function toDirectMessage(row: MessageRow): DirectMessage {
  return {
    id: row.id,
    senderId: row.sender_id,
    recipientId: row.recipient_id,
    body: row.body,
    createdAt: isoText(row.created_at),
    readAt: row.read_at === null ? null : isoText(row.read_at),
  };
}

export interface CardRow {
  id: string;
  full_name: string | null;
  display_name: string | null;
  avatar_path: string | null;
}

/** Name (or 'User' + the first 4 characters of the id) and a signed avatar URL. */
export async function toCard(storage: Storage, row: CardRow): Promise<UserCard> {
  return { id: row.id, fullName: nameOf(row), avatarUrl: await signAvatarUrl(storage, row.avatar_path) };
}

/** Ids arrive from paths and bodies in any case; the database answers in lower case. */
export const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The other person's card and whether a block stands between us, in one query; undefined when
 * there is no such user.
 */
export function selectCounterpart(db: Executor, me: string, otherId: string) {
  return db
    .selectFrom('people as u')
    .select(['u.id', 'u.full_name', 'u.display_name', 'u.avatar_path'])
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('user_blocks as b')
            .select('b.blocker_id')
            .where('b.blocker_id', '=', me)
            .whereRef('b.blocked_id', '=', 'u.id'),
        )
        .as('blocked_by_me'),
      eb
        .exists(
          eb
            .selectFrom('user_blocks as b')
            .select('b.blocker_id')
            .whereRef('b.blocker_id', '=', 'u.id')
            .where('b.blocked_id', '=', me),
        )
        .as('blocked_me'),
    ])
    .where('u.id', '=', otherId)
    .executeTakeFirst();
}

/** selectThreadPage's answer: the other person's card columns, the block state and the thread. */
export interface ThreadPageRow extends CardRow {
  blocked_by_me: boolean;
  blocked_me: boolean;
  /** The messages as JSON text, oldest first, in DirectMessage's shape. */
  messages: string;
}

/**
 * GET /api/messages/with/:userId in one statement: the other person's card and the block state
 * (undefined when there is no such user) and, as JSON text built by the database, the latest
 * `limit` messages between us (walked newest first on the direct_messages_thread index),
 * oldest first, in DirectMessage's shape (without those a moderator hid from
 * `me`). A 300-message thread is then one text value to hand on
 * instead of 300 rows to parse, map and serialise again (issue 27).
 */
export async function selectThreadPage(
  db: Executor,
  me: string,
  otherId: string,
  limit: number = MESSAGE_LIMITS.thread,
  since: string | null = null,
): Promise<ThreadPageRow | undefined> {
  const pair = sql`least(d.sender_id, d.recipient_id) = least(${me}::uuid, ${otherId}::uuid)
    and greatest(d.sender_id, d.recipient_id) = greatest(${me}::uuid, ${otherId}::uuid)`;
  const after = since ? sql` and d.created_at >= ${since}::timestamptz` : sql``;
  // A message a moderator hid is read only by its sender.
  const visible = sql` and (d.hidden_at is null or d.sender_id = ${me}::uuid)`;
  const result = await sql<ThreadPageRow>`
    select u.id, u.full_name, u.display_name, u.avatar_path,
      exists (select 1 from user_blocks b where b.blocker_id = ${me}::uuid and b.blocked_id = u.id) as blocked_by_me,
      exists (select 1 from user_blocks b where b.blocker_id = u.id and b.blocked_id = ${me}::uuid) as blocked_me,
      (select coalesce(json_agg(
          (select x from (select m.id, m.sender_id as "senderId", m.recipient_id as "recipientId", m.body,
             ${isoTime('m.created_at')} as "createdAt", ${isoTime('m.read_at')} as "readAt") x)
          order by m.created_at, m.id), '[]')::text
         from (select d.id, d.sender_id, d.recipient_id, d.body, d.created_at, d.read_at
                 from direct_messages d
                where ${pair}${visible}${after}
                order by d.created_at desc, d.id desc
                limit ${limit}::int) m) as messages
    from people u
    where u.id = ${otherId}::uuid`.execute(db);
  return result.rows[0];
}

export interface ConversationRow extends MessageRow {
  other_id: string;
  unread: number | string;
  /** The other person's card columns; null only if their account went away mid-query. */
  card: Omit<CardRow, 'id'> | null;
}

/**
 * The conversation list in one statement: my latest `limit` messages either way (two
 * index-ordered scans, direct_messages_sent and direct_messages_received, merged), one row per
 * other person with their newest message and the unread messages from them among those,
 * newest conversation first. The card is a correlated subquery, so it is one primary-key
 * lookup per conversation rather than a join the planner may turn into scans of users.
 */
export async function selectConversations(
  db: Executor,
  me: string,
  limit: number = MESSAGE_LIMITS.conversationList,
): Promise<ConversationRow[]> {
  const result = await sql<ConversationRow>`
    with latest as (
      select m.*, case when m.sender_id = ${me} then m.recipient_id else m.sender_id end as other_id
      from (
        (select id, sender_id, recipient_id, body, created_at, read_at from direct_messages
          where sender_id = ${me} order by created_at desc, id desc limit ${limit})
        union all
        (select id, sender_id, recipient_id, body, created_at, read_at from direct_messages
          where recipient_id = ${me} and hidden_at is null order by created_at desc, id desc limit ${limit})
      ) m
      order by m.created_at desc, m.id desc
      limit ${limit}
    ),
    newest as (
      select distinct on (other_id) *,
        count(*) filter (where recipient_id = ${me} and read_at is null) over (partition by other_id) as unread
      from latest
      order by other_id, created_at desc, id desc
    )
    select n.id, n.sender_id, n.recipient_id, n.body, ${isoTime('n.created_at')} as created_at,
      ${isoTime('n.read_at')} as read_at, n.other_id, n.unread,
      (select json_build_object('full_name', u.full_name, 'display_name', u.display_name,
          'avatar_path', u.avatar_path)
        from people u
        where u.id = n.other_id) as card
    from newest n
    order by n.created_at desc, n.id desc`.execute(db);
  return result.rows;
}
