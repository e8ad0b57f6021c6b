import { publicSprintPath, type SprintCosignRequest } from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { selectPeople } from '../people/person-json.ts';
import { signAvatarUrl } from '../profiles/avatar-url.ts';
import { nameOf } from '../profiles/profile-view.ts';
import {
  type CosignRequestActor,
  cosignRequestMachine,
  sprintMachine,
  sprintStateOf,
} from './sprint.machine.ts';

/** Co-sign requests (`r`) with their sprint (`x`): who owns it, its state. */
export function requestsWithSprint(db: Executor) {
  return db
    .selectFrom('experiment_cosign_requests as r')
    .innerJoin('experiments as x', 'x.id', 'r.experiment_id');
}

/** The viewer's relation to a co-sign request: its professional, the sprint's owner, or anyone else. */
export const requestActor = (
  row: { pro_user_id: string; owner_user_id: string },
  userId: string,
): CosignRequestActor =>
  row.pro_user_id === userId ? 'pro' : row.owner_user_id === userId ? 'owner' : 'other';

/**
 * The viewer's buttons: the request table's actions for their relation; the owner's cancel also
 * needs the sprint table's cancel_cosign (a sprint closed as not met keeps its requests).
 */
function requestActions(
  row: {
    status: SprintCosignRequest['status'];
    pro_user_id: string;
    owner_user_id: string;
    finalized_at: Date | null;
    closed_at: Date | null;
    evidence_id: string | null;
  },
  viewerId: string,
): SprintCosignRequest['allowedActions'] {
  const actor = requestActor(row, viewerId);
  return cosignRequestMachine
    .allowedActions(row.status, actor)
    .filter(
      (action) => action !== 'cancel' || sprintMachine.can(sprintStateOf(row), 'cancel_cosign', 'owner'),
    );
}

/**
 * The request rows as the API shows them (001 section 3.3's co-sign request) to `viewerId`, in the
 * given order.
 */
export async function requestsJson(
  ctx: AppContext,
  db: Executor,
  ids: string[],
  viewerId: string,
): Promise<SprintCosignRequest[]> {
  if (ids.length === 0) return [];
  const rows = await requestsWithSprint(db)
    .leftJoin('idea_cards as i', 'i.id', 'x.idea_id')
    .select([
      'r.id',
      'r.experiment_id',
      'r.pro_user_id',
      'r.status',
      'r.pro_note',
      'r.responded_at',
      'r.created_at',
      'x.owner_user_id',
      'x.share_token',
      'x.evidence_id',
      'x.version_id',
      'x.finalized_at',
      'x.closed_at',
      'i.title',
    ])
    .where('r.id', 'in', ids)
    .execute();
  const people = new Map(
    (
      await selectPeople(
        db,
        rows.flatMap((r) => [r.pro_user_id, r.owner_user_id]),
      )
    ).map((p) => [p.id, p]),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return Promise.all(
    ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      const pro = people.get(r.pro_user_id);
      const owner = people.get(r.owner_user_id);
      return [
        (async () => ({
          requestId: r.id,
          experimentId: r.experiment_id,
          proUserId: r.pro_user_id,
          proName: pro ? nameOf(pro) : '',
          proCountry: pro?.country ?? null,
          status: r.status,
          proNote: r.pro_note,
          respondedAt: r.responded_at ? r.responded_at.toISOString() : null,
          createdAt: r.created_at.toISOString(),
          title: r.title ? `Interview sprint: ${r.title}` : 'Interview sprint',
          ownerName: owner ? nameOf(owner) : '',
          ownerAvatar: await signAvatarUrl(ctx.storage, owner?.avatar_path),
          evidenceId: r.evidence_id,
          versionId: r.version_id,
          publicUrl: publicSprintPath(r.experiment_id, r.share_token),
          allowedActions: requestActions(r, viewerId),
        }))(),
      ];
    }),
  );
}

export async function oneRequest(
  ctx: AppContext,
  id: string,
  viewerId: string,
): Promise<SprintCosignRequest> {
  const [json] = await requestsJson(ctx, ctx.db, [id], viewerId);
  if (!json) throw notFound();
  return json;
}
