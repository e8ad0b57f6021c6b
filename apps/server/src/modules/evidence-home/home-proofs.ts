import { EVIDENCE_HOME, type HomeProof, type HomeProofKind, type HomeProofPage } from '@ibh/contract';
import { type RawBuilder, sql } from 'kysely';
import * as z from 'zod';
import type { Executor } from '../../db/executor.ts';
import { cursorField, decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { ANONYMOUS, NOBODY, visibleSql } from '../evidence/evidence-sql.ts';
import { nameOf } from '../profiles/profile-view.ts';

/**
 * get_home_proofs (001 sections 3.3, 7.5; decision 96): Live Proofs newest first, from three
 * sources merged in one statement, each read newest first from its own index and cut at the page
 * size, so a page costs three short index scans whatever the tables hold:
 * - experiment (rank 3): sprints started, standalone or on a public idea (experiments_created);
 * - experiment_passed (rank 2): sprints finalized, same ideas (experiments_finalized), with their
 *   evidence and version when published as evidence anyone may see (the ledger's own scope rule
 *   for a signed-out visitor, not tombstoned);
 * - readiness_current / readiness_bump (rank 1): a founder's first score, or a rise, when the
 *   founder's profile is public (readiness_changes_proofs), with the founder's name.
 * The order is (time desc, id desc, rank desc); the cursor is that key of a page's last proof.
 */

const RANK = { experiment: 3, experiment_passed: 2, readiness: 1 } as const;

const CursorSchema = z.object({ at: cursorField.time, id: cursorField.uuid, k: cursorField.int4 });
type Cursor = z.infer<typeof CursorSchema>;

interface ProofRow {
  kind: HomeProofKind;
  proof_id: string;
  at: Date;
  at_text: string;
  k: number;
  score_after: number | null;
  evidence_id: string | null;
  version_id: string | null;
  experiment_id: string | null;
  experiment_type: string | null;
  title: string | null;
  profile_id: string | null;
  full_name: string | null;
  display_name: string | null;
  mine: boolean;
}

/** The rows of one source after the cursor: (time, id) before the cursor's, or equal with a lower rank. */
function after(cursor: Cursor | null, at: string, id: string, rank: number): RawBuilder<boolean> {
  if (!cursor) return sql<boolean>`true`;
  const key = sql`(${sql.ref(at)}, ${sql.ref(id)})`;
  const bound = sql`(${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
  return rank < cursor.k ? sql<boolean>`${key} <= ${bound}` : sql<boolean>`${key} < ${bound}`;
}

/**
 * Sprints whose idea anyone may see (or that have none), over `x` left-joined to its idea `pi`:
 * a key lookup per sprint read, never a set of every public idea.
 */
const publicSprint = sql<boolean>`(x.idea_id is null or pi.visibility = 'public')`;

export async function loadHomeProofs(
  db: Executor,
  viewerId: string | null,
  cursorText: string | undefined,
  limit: number = EVIDENCE_HOME.proofsPage,
): Promise<HomeProofPage> {
  const cursor = cursorText ? decodeCursor(CursorSchema, cursorText) : null;
  const me = viewerId ?? NOBODY;
  const take = limit + 1;
  const result = await sql<ProofRow>`
    select * from (
      (select 'experiment' as kind, x.id as proof_id, x.created_at as at, x.created_at::text as at_text,
          ${RANK.experiment}::int as k, null::int as score_after, null::uuid as evidence_id,
          null::uuid as version_id, x.id as experiment_id, x.type as experiment_type, null::text as title,
          null::uuid as profile_id, null::text as full_name, null::text as display_name,
          x.owner_user_id = ${me} as mine
        from sprint_summaries x left join idea_cards pi on pi.id = x.idea_id
        where ${publicSprint} and ${after(cursor, 'x.created_at', 'x.id', RANK.experiment)}
        order by x.created_at desc, x.id desc limit ${take})
      union all
      (select 'experiment_passed', x.id, x.finalized_at, x.finalized_at::text, ${RANK.experiment_passed}::int,
          null::int, ev.evidence_id, ev.version_id, x.id, x.type, ev.title, null::uuid, null::text,
          null::text, x.owner_user_id = ${me}
        from sprint_summaries x
        left join idea_cards pi on pi.id = x.idea_id
        left join lateral (
          select e.id as evidence_id, v.id as version_id, v.title
          from evidence_scopes e join evidence_version_titles v on v.id = x.version_id and v.evidence_id = e.id
          where e.id = x.evidence_id and e.tombstoned_at is null and v.state <> 'tombstoned'
            and ${visibleSql(ANONYMOUS)}
        ) ev on true
        where x.finalized_at is not null and ${publicSprint}
          and ${after(cursor, 'x.finalized_at', 'x.id', RANK.experiment_passed)}
        order by x.finalized_at desc, x.id desc limit ${take})
      union all
      (select case when r.score_before is null then 'readiness_current' else 'readiness_bump' end,
          r.id, r.created_at, r.created_at::text, ${RANK.readiness}::int, r.score_after, null::uuid,
          null::uuid, null::uuid, null::text, null::text, r.user_id, ru.full_name, ru.display_name, false
        from readiness_changes r
        join people ru on ru.id = r.user_id
        where (r.score_before is null or r.score_after > r.score_before) and r.score_after > 0
          and coalesce(ru.public_profile, true)
          and ${after(cursor, 'r.created_at', 'r.id', RANK.readiness)}
        order by r.created_at desc, r.id desc limit ${take})
    ) proofs
    order by at desc, proof_id desc, k desc
    limit ${take}`.execute(db);
  const rows = result.rows;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toProof),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ at: last.at_text, id: last.proof_id, k: last.k }) : null,
  };
}

function toProof(row: ProofRow): HomeProof {
  return {
    kind: row.kind,
    proofId: row.proof_id,
    createdAt: new Date(row.at).toISOString(),
    scoreAfter: row.score_after,
    evidenceId: row.evidence_id,
    versionId: row.version_id,
    experimentId: row.experiment_id,
    experimentType: row.experiment_type,
    title: row.title,
    profileId: row.profile_id,
    profileName: row.profile_id
      ? nameOf({ id: row.profile_id, full_name: row.full_name, display_name: row.display_name })
      : null,
    mine: row.mine,
  };
}
