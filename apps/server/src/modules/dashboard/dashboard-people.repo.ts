import { type SelectQueryBuilder, sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import { exactTime } from '../../platform/keyset-cursor.ts';
import { personJson } from '../people/person-json.ts';
import { type JoinedFrom, joinedSubquery, newestFirst } from './dashboard.repo.ts';
import type { Keyset } from './dashboard-cursor.ts';

export type PeopleSource = 'team' | 'collaborator' | 'idea_owner' | 'following';

/**
 * Where people on My Hub come from:
 * - myCollaborators: accepted collaborators of my ideas;
 * - myTeam: team members of my ideas;
 * - joinedPeople: the owner, team and accepted collaborators of the ideas I joined;
 * - joinedPartners: the same without the team members (an owner's Collaborators list keeps team
 *   members out, as the spec's tables tell team and collaborators apart).
 */
export type PeoplePart = 'myCollaborators' | 'myTeam' | 'joinedPeople' | 'joinedPartners';

interface LinkRow {
  person_id: string;
  source: PeopleSource;
  idea_id: string;
  since: Date;
}
/** Every part selects the same LinkRow columns from different tables. */
type LinkQuery = SelectQueryBuilder<DB, keyof DB, LinkRow>;

const source = (value: PeopleSource) => sql<PeopleSource>`${sql.lit(value)}::text`;

function partQueries(db: Executor, me: string, part: PeoplePart, from: JoinedFrom) {
  // The team members or accepted collaborators (not me) of my ideas.
  const ofMyIdeas = (kind: 'team' | 'collaborator') =>
    db
      .selectFrom('idea_members as m')
      .innerJoin('idea_cards as i', 'i.id', 'm.idea_id')
      .where('i.user_id', '=', me)
      .where('m.kind', '=', kind)
      .where('m.user_id', '<>', me)
      .select(['m.user_id as person_id', source(kind).as('source'), 'm.idea_id', 'm.joined_at as since']);
  if (part === 'myCollaborators') return [ofMyIdeas('collaborator')];
  if (part === 'myTeam') return [ofMyIdeas('team')];
  const joined = () => from('j');
  // The team members or accepted collaborators (not me) of the ideas I joined.
  const ofJoinedIdeas = (kind: 'team' | 'collaborator') =>
    db
      .selectFrom(joined())
      .innerJoin('idea_members as m', 'm.idea_id', 'j.idea_id')
      .where('m.kind', '=', kind)
      .where('m.user_id', '<>', me)
      .select(['m.user_id as person_id', source(kind).as('source'), 'm.idea_id', 'm.joined_at as since']);
  const owners = db
    .selectFrom(joined())
    .innerJoin('idea_cards as i', 'i.id', 'j.idea_id')
    .select([
      'i.user_id as person_id',
      source('idea_owner').as('source'),
      'i.id as idea_id',
      'j.joined_at as since',
    ]);
  return [owners, ...(part === 'joinedPeople' ? [ofJoinedIdeas('team')] : []), ofJoinedIdeas('collaborator')];
}

/** Every (person, source, idea, since) link of the given parts. */
function peopleLinks(db: Executor, me: string, parts: readonly PeoplePart[], from: JoinedFrom) {
  const [first, ...rest] = parts.flatMap((part) => partQueries(db, me, part, from) as unknown as LinkQuery[]);
  if (!first) throw new Error('peopleLinks needs at least one part');
  return rest.reduce((union, query) => union.unionAll(query), first);
}

/** One row per person: their most recent link. */
function dedupedPeople(db: Executor, me: string, parts: readonly PeoplePart[], from: JoinedFrom) {
  return db
    .selectFrom(peopleLinks(db, me, parts, from).as('l'))
    .distinctOn('l.person_id')
    .selectAll('l')
    .orderBy('l.person_id')
    .orderBy('l.since', 'desc')
    .orderBy('l.idea_id');
}

/** People of the parts, most recent first, with the person and the idea's title. */
export function peopleQuery(
  db: Executor,
  me: string,
  parts: readonly PeoplePart[],
  cursor: Keyset | null,
  from: JoinedFrom = joinedSubquery(db, me),
) {
  const query = db
    .selectFrom(dedupedPeople(db, me, parts, from).as('p'))
    .leftJoin('idea_cards as pi', 'pi.id', 'p.idea_id')
    .select((eb) => [
      'p.person_id',
      'p.source',
      'p.idea_id',
      'p.since',
      'pi.title as idea_title',
      personJson(eb, 'p.person_id').as('person'),
      exactTime('p.since').as('cursor_at'),
    ]);
  return newestFirst(query, cursor, 'p.since', 'p.person_id');
}

/** How many distinct people the parts hold. */
export function countPeople(
  db: Executor,
  me: string,
  parts: readonly PeoplePart[],
  from: JoinedFrom = joinedSubquery(db, me),
) {
  return db
    .selectFrom(peopleLinks(db, me, parts, from).as('l'))
    .select(sql<number>`count(distinct l.person_id)`.as('n'));
}

/** People I follow (accepted), newest first. */
export function followingQuery(db: Executor, me: string, cursor: Keyset | null) {
  const query = db
    .selectFrom('accepted_follows as f')
    .where('f.follower_id', '=', me)
    .select((eb) => [
      'f.following_id as person_id',
      source('following').as('source'),
      sql<string | null>`null::uuid`.as('idea_id'),
      'f.created_at as since',
      sql<string | null>`null::text`.as('idea_title'),
      personJson(eb, 'f.following_id').as('person'),
      exactTime('f.created_at').as('cursor_at'),
    ]);
  return newestFirst(query, cursor, 'f.created_at', 'f.following_id');
}

/** People I follow (accepted): the counter migration 0024 keeps (no row, so null, when none). */
export function countFollowing(db: Executor, me: string) {
  return db.selectFrom('follow_totals as fc').where('fc.user_id', '=', me).select('fc.following as n');
}

/** Which people parts make up each people view, per role. */
export function peopleParts(
  view: 'teamMembers' | 'collaborators' | 'myCollaborators',
  role: 'idea_owner' | 'professional',
): PeoplePart[] {
  if (view === 'teamMembers') return ['myTeam'];
  if (view === 'myCollaborators') return ['myCollaborators'];
  return role === 'idea_owner' ? ['myCollaborators', 'joinedPartners'] : ['joinedPeople'];
}
