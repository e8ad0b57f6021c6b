import type { DashboardSort } from '@ibh/contract';
import { type AliasedRawBuilder, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { exactTime } from '../../platform/keyset-cursor.ts';
import { CARD_FIELDS } from '../ideas/idea-card.ts';
import { personJson } from '../people/person-json.ts';
import type { Keyset } from './dashboard-cursor.ts';

/**
 * Shared query pieces of My Hub. Every list is keyset-paged; `cursor_at` is the sort time as
 * text with microseconds, so a cursor compares exactly (a JS Date keeps only milliseconds).
 */

export type Involvement = 'team_member' | 'collaborator';

/**
 * A list's keyset page: newest first by the `time` column, then by `id`, after the cursor's row
 * when there is one (the cursor holds that row's `exactTime` and id).
 */
export function newestFirst<D, TB extends keyof D, O>(
  query: SelectQueryBuilder<D, TB, O>,
  cursor: Keyset | null,
  time: string,
  id: string,
): SelectQueryBuilder<D, TB, O> {
  const page = cursor
    ? query.where(
        sql<boolean>`(${sql.ref(time)}, ${sql.ref(id)}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
      )
    : query;
  return page.orderBy(sql.ref(time), 'desc').orderBy(sql.ref(id), 'desc');
}

/** The idea `i` is mine, or I am on its team, or I am an accepted collaborator. */
export function isMemberOf(me: string): RawBuilder<boolean> {
  return sql<boolean>`(i.user_id = ${me}
    or exists (select 1 from idea_members tm where tm.idea_id = i.id and tm.user_id = ${me} and tm.kind = 'team')
    or exists (select 1 from idea_members ci
               where ci.idea_id = i.id and ci.user_id = ${me} and ci.kind = 'collaborator'))`;
}

/** Public, or one I am a member of: a private idea I saved after leaving its team drops out. */
export function isVisibleTo(me: string): RawBuilder<boolean> {
  return sql<boolean>`(i.visibility = 'public' or ${isMemberOf(me)})`;
}

/**
 * Ideas I joined (000 §3 project items): a team membership or an accepted collaboration on
 * someone else's idea, one row per idea (the most recent way in), with how and since when.
 */
export function joinedIdeas(db: Executor, me: string) {
  const links = db
    .selectFrom('idea_members as m')
    .where('m.user_id', '=', me)
    .select([
      'm.idea_id',
      sql<Involvement>`case m.kind when 'team' then 'team_member' else 'collaborator' end`.as(
        'involvement_type',
      ),
      'm.joined_at',
    ]);
  return db
    .selectFrom(links.as('l'))
    .innerJoin('idea_cards as ji', 'ji.id', 'l.idea_id')
    .where('ji.user_id', '<>', me)
    .distinctOn('l.idea_id')
    .select(['l.idea_id', 'l.involvement_type', 'l.joined_at'])
    .orderBy('l.idea_id')
    .orderBy('l.joined_at', 'desc');
}

/** My ideas as cards, in the chosen order, after `cursor` (likes and comments break ties by recency). */
export function myIdeasQuery(db: Executor, me: string, sort: DashboardSort, cursor: Keyset | null) {
  let query = db
    .selectFrom('idea_cards as i')
    .where('i.user_id', '=', me)
    .select(CARD_FIELDS)
    .select((eb) => [personJson(eb, 'i.user_id').as('owner'), exactTime('i.updated_at').as('cursor_at')]);
  if (sort === 'recent') return newestFirst(query, cursor, 'i.updated_at', 'i.id');
  const count = sort === 'likes' ? 'i.likes_count' : 'i.comments_count';
  if (cursor) {
    query = query.where(
      sql<boolean>`(${sql.ref(count)}, i.updated_at, i.id) < (${cursor.n ?? 0}::int, ${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  return query.orderBy(count, 'desc').orderBy('i.updated_at', 'desc').orderBy('i.id', 'desc');
}

export interface JoinedRow {
  idea_id: string;
  involvement_type: Involvement;
  joined_at: Date;
}

/** Where joined ideas are read from: a subquery (the lists) or the overview's CTE (read once). */
export type JoinedFrom = <A extends string>(alias: A) => AliasedRawBuilder<JoinedRow, A>;

export function joinedSubquery(db: Executor, me: string): JoinedFrom {
  return (alias) => sql<JoinedRow>`(${joinedIdeas(db, me)})`.as(alias);
}

export const JOINED_CTE = 'joined';
export const joinedCte: JoinedFrom = (alias) => sql<JoinedRow>`${sql.table(JOINED_CTE)}`.as(alias);

/** Ideas I joined as cards, newest joined first. */
export function projectsQuery(
  db: Executor,
  me: string,
  cursor: Keyset | null,
  from: JoinedFrom = joinedSubquery(db, me),
) {
  const query = db
    .selectFrom(from('j'))
    .innerJoin('idea_cards as i', 'i.id', 'j.idea_id')
    .select(CARD_FIELDS)
    .select((eb) => [
      'j.involvement_type',
      'j.joined_at',
      personJson(eb, 'i.user_id').as('owner'),
      exactTime('j.joined_at').as('cursor_at'),
    ]);
  return newestFirst(query, cursor, 'j.joined_at', 'i.id');
}

/** Ideas I saved or follow that I may still see, newest saved/followed first, with my membership. */
export function linkedIdeasQuery(
  db: Executor,
  me: string,
  table: 'idea_saves' | 'idea_follows',
  cursor: Keyset | null,
) {
  // Both tables have the same columns (IdeaUserLinkTable).
  const query = db
    .selectFrom(`${table} as s` as 'idea_saves as s')
    .innerJoin('idea_cards as i', 'i.id', 's.idea_id')
    .where('s.user_id', '=', me)
    .where(isVisibleTo(me))
    .select(CARD_FIELDS)
    .select((eb) => [
      personJson(eb, 'i.user_id').as('owner'),
      isMemberOf(me).as('is_member'),
      sql<boolean>`coalesce((select vp.is_verified from person_profiles vp where vp.user_id = ${me}), false)`.as(
        'viewer_verified',
      ),
      exactTime('s.created_at').as('cursor_at'),
    ]);
  return newestFirst(query, cursor, 's.created_at', 's.idea_id');
}

/** How many saved or followed ideas I may still see. */
export function countLinkedIdeas(db: Executor, me: string, table: 'idea_saves' | 'idea_follows') {
  return db
    .selectFrom(`${table} as s` as 'idea_saves as s')
    .innerJoin('idea_cards as i', 'i.id', 's.idea_id')
    .where('s.user_id', '=', me)
    .where(isVisibleTo(me))
    .select((eb) => eb.fn.countAll<number>().as('n'));
}
