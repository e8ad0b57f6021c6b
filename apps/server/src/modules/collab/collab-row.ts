import type { CollabRequest, DomainEventType, IDEA_EVENTS } from '@ibh/contract';
import { type Kysely, sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { type DomainEventInput, emitEvent } from '../../platform/events.ts';
import { publishMembersChanged } from '../workspace/workspace-events.ts';
import type { CollabRequestReceivedPayload } from './collab.events.ts';
import { loadCollabRequest } from './collab.repo.ts';
import type { CollabStatus } from './collab.tables.ts';

// One person's collaboration row on an idea (idea_collab_interest): read, written and announced
// the same way by a request, an invitation, an answer, a withdrawal and a removal.

/** The person's row on the idea (its id and status), if any; `forUpdate` locks it for a state change. */
export function findCollabRow(
  db: Executor,
  ideaId: string,
  userId: string,
  options: { forUpdate?: boolean } = {},
) {
  let query = db
    .selectFrom('idea_collab_interest')
    .select(['id', 'status'])
    .where('idea_id', '=', ideaId)
    .where('user_id', '=', userId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * Writes a new request or invitation: re-uses the person's row when there is one (a declined one,
 * dated now as if new), else inserts it. Returns the row's id.
 */
export async function saveCollabRow(
  db: Executor,
  existing: { id: string } | undefined,
  key: { idea_id: string; user_id: string },
  values: { status: CollabStatus; message: string | null; invited_by: string | null; responded_at: null },
): Promise<string> {
  const row = existing
    ? await db
        .updateTable('idea_collab_interest')
        .set({ ...values, created_at: sql<Date>`now()` })
        .where('id', '=', existing.id)
        .returning('id')
        .executeTakeFirstOrThrow()
    : await db
        .insertInto('idea_collab_interest')
        .values({ ...values, ...key })
        .returning('id')
        .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * After a change to a row: its domain event (for notifications), the workspace members' refresh,
 * and the row as the API shows it.
 */
export async function announceCollabRow<T extends DomainEventType>(
  ctx: AppContext,
  trx: Kysely<DB>,
  ideaId: string,
  rowId: string,
  event: DomainEventInput<T>,
): Promise<CollabRequest> {
  await emitEvent(trx, event);
  await publishMembersChanged(ctx, ideaId, trx);
  return loadCollabRequest(trx, ctx.storage, rowId);
}

/** A new request (to the idea's owner) or invitation (to the invitee): its recipient learns who sent it. */
export function announceNewCollabRow(
  ctx: AppContext,
  trx: Kysely<DB>,
  type: typeof IDEA_EVENTS.collabRequestReceived | typeof IDEA_EVENTS.collabInviteReceived,
  row: { id: string; ideaId: string; from: string; to: string },
): Promise<CollabRequest> {
  const payload: CollabRequestReceivedPayload = {
    recipientId: row.to,
    ideaId: row.ideaId,
    collaborationId: row.id,
    fromUserId: row.from,
  };
  return announceCollabRow(ctx, trx, row.ideaId, row.id, {
    type,
    actorId: row.from,
    payload: { ...payload },
  });
}
