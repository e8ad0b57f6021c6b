import type { CollabRequest, TeamInvite } from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { requiredPersonJson } from '../people/person-json.ts';
import { toIdeaPerson } from '../people/person-view.ts';
import type { CollabStatus } from './collab.tables.ts';

/** Collaboration requests with their requester, in one query. */
export function collabRequestsQuery(db: Executor) {
  return db
    .selectFrom('idea_collab_interest as c')
    .innerJoin('idea_cards as i', 'i.id', 'c.idea_id')
    .select((eb) => [
      'c.id',
      'c.idea_id',
      'c.user_id',
      'i.title as idea_title',
      'c.status',
      'c.message',
      'c.created_at',
      'c.responded_at',
      requiredPersonJson(eb, 'c.user_id').as('user'),
    ]);
}

type CollabRequestRow = Awaited<
  ReturnType<ReturnType<typeof collabRequestsQuery>['executeTakeFirstOrThrow']>
>;

export async function toCollabRequest(storage: Storage, row: CollabRequestRow): Promise<CollabRequest> {
  return {
    id: row.id,
    ideaId: row.idea_id,
    ideaTitle: row.idea_title,
    status: row.status,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
    respondedAt: row.responded_at ? new Date(row.responded_at).toISOString() : null,
    user: await toIdeaPerson(storage, row.user),
  };
}

export function toCollabRequests(storage: Storage, rows: readonly CollabRequestRow[]) {
  return Promise.all(rows.map((row) => toCollabRequest(storage, row)));
}

export async function loadCollabRequest(db: Executor, storage: Storage, id: string): Promise<CollabRequest> {
  return toCollabRequest(
    storage,
    await collabRequestsQuery(db).where('c.id', '=', id).executeTakeFirstOrThrow(),
  );
}

/** An idea's collaboration rows in one status, newest first by `newest` (at most `limit`). */
export function collabRowsOf(
  db: Executor,
  ideaId: string,
  status: CollabStatus,
  newest: 'c.created_at' | 'c.responded_at',
  limit?: number,
) {
  let query = collabRequestsQuery(db)
    .where('c.idea_id', '=', ideaId)
    .where('c.status', '=', status)
    .orderBy(newest, 'desc')
    .orderBy('c.id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/** The newest pending requests of an idea (at most `limit`) and how many are pending in all. */
export async function pendingRequestsOf(db: Executor, storage: Storage, ideaId: string, limit: number) {
  const [rows, total] = await Promise.all([
    collabRowsOf(db, ideaId, 'pending', 'c.created_at', limit),
    countPendingRequests(db, ideaId),
  ]);
  return { pending: await toCollabRequests(storage, rows), pendingTotal: total };
}

export async function countPendingRequests(db: Executor, ideaId: string): Promise<number> {
  const row = await db
    .selectFrom('idea_collab_interest')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('idea_id', '=', ideaId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Team invites with inviter and invitee, in one query. */
export function teamInvitesQuery(db: Executor) {
  return db
    .selectFrom('idea_team_invites as t')
    .innerJoin('idea_cards as i', 'i.id', 't.idea_id')
    .select((eb) => [
      't.id',
      't.idea_id',
      'i.title as idea_title',
      't.status',
      't.message',
      't.created_at',
      't.responded_at',
      requiredPersonJson(eb, 't.inviter_id').as('inviter'),
      requiredPersonJson(eb, 't.invitee_id').as('invitee'),
    ]);
}

type TeamInviteRow = Awaited<ReturnType<ReturnType<typeof teamInvitesQuery>['executeTakeFirstOrThrow']>>;

export async function toTeamInvite(storage: Storage, row: TeamInviteRow): Promise<TeamInvite> {
  return {
    id: row.id,
    ideaId: row.idea_id,
    ideaTitle: row.idea_title,
    status: row.status,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
    respondedAt: row.responded_at ? new Date(row.responded_at).toISOString() : null,
    inviter: await toIdeaPerson(storage, row.inviter),
    invitee: await toIdeaPerson(storage, row.invitee),
  };
}

export function toTeamInvites(storage: Storage, rows: readonly TeamInviteRow[]) {
  return Promise.all(rows.map((row) => toTeamInvite(storage, row)));
}

export async function loadTeamInvite(db: Executor, storage: Storage, id: string): Promise<TeamInvite> {
  return toTeamInvite(storage, await teamInvitesQuery(db).where('t.id', '=', id).executeTakeFirstOrThrow());
}

/** The pending team invites of an idea, or to a person (`by` the invitee), newest first. */
export async function pendingTeamInvites(
  db: Executor,
  storage: Storage,
  by: 't.idea_id' | 't.invitee_id',
  id: string,
): Promise<TeamInvite[]> {
  const rows = await teamInvitesQuery(db)
    .where(by, '=', id)
    .where('t.status', '=', 'pending')
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
  return toTeamInvites(storage, rows);
}

/** Locks one invite row for a state change. */
export function lockTeamInvite(db: Executor, id: string) {
  return db
    .selectFrom('idea_team_invites')
    .select(['id', 'idea_id', 'inviter_id', 'invitee_id', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Locks one collaboration request row for a state change. */
export function lockCollabRequest(db: Executor, id: string) {
  return db
    .selectFrom('idea_collab_interest')
    .select(['id', 'idea_id', 'user_id', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}
