import { DASHBOARD, type DashboardRole, type DashboardSort } from '@ibh/contract';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Executor } from '../../db/executor.ts';
import {
  countLinkedIdeas,
  JOINED_CTE,
  joinedCte,
  joinedIdeas,
  myIdeasQuery,
  projectsQuery,
} from './dashboard.repo.ts';
import { countFollowing, countPeople, peopleParts, peopleQuery } from './dashboard-people.repo.ts';

/** The workshop picker lists at most this many ideas (000 §2, IBH). */
export const WORKSHOP_MAX = 50;

/** Ideas whose workspace I may enter: mine and those I joined, favourites first, then newest. */
function workshopQuery(db: Executor, me: string) {
  // Joined ideas exclude my own, so the union has no duplicates; joining from it keeps to indexes.
  const ids = db
    .selectFrom('idea_cards as mi')
    .where('mi.user_id', '=', me)
    .select('mi.id as idea_id')
    .unionAll(db.selectFrom(joinedCte('jw')).select('jw.idea_id'));
  return db
    .selectFrom(ids.as('w'))
    .innerJoin('idea_cards as i', 'i.id', 'w.idea_id')
    .leftJoin('favorite_ideas as f', (join) => join.onRef('f.idea_id', '=', 'i.id').on('f.user_id', '=', me))
    .select([
      'i.id',
      'i.title',
      'i.short_description',
      'i.created_at',
      sql<boolean>`f.idea_id is not null`.as('favorite'),
    ])
    .orderBy(sql`f.idea_id is not null`, 'desc')
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .limit(WORKSHOP_MAX);
}

/**
 * Everything the overview shows, in one SQL statement: the header, the first rows of every
 * list and every count are subqueries of one select on the viewer's user row.
 */
export function overviewQuery(db: Executor, me: string, role: DashboardRole, sort: DashboardSort) {
  const first = DASHBOARD.overviewPerList;
  const isOwner = role === 'idea_owner';
  const projects = projectsQuery(db, me, null, joinedCte).limit(first);
  const collaboratorParts = peopleParts('collaborators', role);
  // The ideas I joined feed six subqueries: one CTE reads them once.
  return db
    .with(JOINED_CTE, () => joinedIdeas(db, me))
    .selectFrom('people as u')
    .where('u.id', '=', me)
    .select((eb) => [
      'u.id',
      'u.full_name',
      'u.role',
      'u.display_name',
      'u.avatar_path',
      'u.primary_profession',
      'u.country',
      'u.is_verified',
      jsonArrayFrom(myIdeasQuery(db, me, isOwner ? sort : 'recent', null).limit(first)).as('my_ideas'),
      jsonArrayFrom(projects).as('projects'),
      jsonArrayFrom(peopleQuery(db, me, ['myTeam'], null).limit(isOwner ? first : 0)).as('team_members'),
      jsonArrayFrom(peopleQuery(db, me, collaboratorParts, null, joinedCte).limit(first)).as('collaborators'),
      jsonArrayFrom(workshopQuery(db, me)).as('workshop'),
      eb
        .selectFrom('idea_cards as mi')
        .where('mi.user_id', '=', me)
        .select((c) => c.fn.countAll<number>().as('n'))
        .as('my_ideas_count'),
      eb
        .selectFrom(joinedCte('jc'))
        .select((c) => c.fn.countAll<number>().as('n'))
        .as('projects_count'),
      countLinkedIdeas(db, me, 'idea_saves').as('saved_count'),
      countLinkedIdeas(db, me, 'idea_follows').as('following_ideas_count'),
      countFollowing(db, me).as('following_users_count'),
      countPeople(db, me, ['myTeam']).as('team_count'),
      countPeople(db, me, collaboratorParts, joinedCte).as('collaborators_count'),
      countPeople(db, me, ['myCollaborators']).as('my_collaborators_count'),
      countPeople(db, me, ['myTeam', 'myCollaborators']).as('people_on_my_ideas_count'),
    ]);
}
