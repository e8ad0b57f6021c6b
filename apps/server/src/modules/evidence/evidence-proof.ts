import type { ProofEvidence } from '@ibh/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { selectPeople } from '../people/person-json.ts';
import { nameOf } from '../profiles/profile-view.ts';
import type { StoredArtifact, StoredInterview } from './evidence.tables.ts';
import { assertCanView, loadViewer, visibleSql } from './evidence-access.ts';

/**
 * What a proof pack (issue 29, module proof-pack) holds of one evidence item, read under the same
 * rule as GET /api/evidence/:id (unknown and hidden answer alike): the entry, every finalized
 * version in its canonical fields with hash and prevHash (oldest first), co-signs and attestations
 * with who and when. Never a private note; drafts are not part of the chain. The sprint is the
 * sprints module's to add.
 */
export async function proofRecordOf(
  db: Executor,
  viewerId: string | null,
  evidenceId: string,
): Promise<Omit<ProofEvidence, 'sprint'>> {
  const entry = await assertCanView(db, evidenceId, await loadViewer(db, viewerId));
  const [versions, cosigns, attestations] = await Promise.all([
    db
      .selectFrom('evidence_versions')
      .selectAll()
      .where('evidence_id', '=', evidenceId)
      .where('finalized_at', 'is not', null)
      .orderBy('version', 'asc')
      .execute(),
    db
      .selectFrom('evidence_cosigns')
      .selectAll()
      .where('evidence_id', '=', evidenceId)
      .orderBy('created_at')
      .orderBy('signer_user_id')
      .execute(),
    db
      .selectFrom('evidence_attestations')
      .selectAll()
      .where('evidence_id', '=', evidenceId)
      .orderBy('created_at')
      .orderBy('pro_user_id')
      .orderBy('axis')
      .execute(),
  ]);
  const people = await selectPeople(db, [
    entry.owner_id,
    ...cosigns.map((c) => c.signer_user_id),
    ...attestations.map((a) => a.pro_user_id),
  ]);
  const person = (id: string) => {
    const row = people.find((p) => p.id === id);
    return { id, name: row ? nameOf(row) : '' };
  };
  const byPro = new Map<string, typeof attestations>();
  for (const a of attestations) byPro.set(a.pro_user_id, [...(byPro.get(a.pro_user_id) ?? []), a]);
  return {
    id: entry.id,
    kind: entry.kind,
    scope: entry.scope,
    owner: person(entry.owner_id),
    context: { kind: entry.context_kind, id: entry.context_id },
    linkedIdeaId: entry.linked_idea_id,
    createdAt: new Date(entry.created_at).toISOString(),
    withdrawnAt: entry.tombstoned_at ? new Date(entry.tombstoned_at).toISOString() : null,
    versions: versions.map((v) => ({
      versionId: v.id,
      version: v.version,
      finalizedAt: new Date(v.finalized_at as Date).toISOString(),
      title: v.title,
      summary: v.summary,
      interviews: (v.interviews as StoredInterview[]).map((i) => ({
        number: i.number,
        question: i.question,
        answer: i.answer,
        who: i.who ?? null,
        channel: i.channel ?? null,
        learning: i.learning ?? null,
      })),
      artifacts: (v.artifacts as StoredArtifact[]).map((a) => ({
        type: a.type,
        url: a.url ?? null,
        name: a.name ?? null,
        contentHash: a.contentHash ?? null,
      })),
      prevHash: v.prev_hash,
      hash: v.hash as string,
    })),
    cosigns: cosigns.map((c) => ({
      versionId: c.version_id,
      signer: person(c.signer_user_id),
      at: new Date(c.created_at).toISOString(),
      note: c.note,
      viaInvite: c.via_invite,
      status: 'cosigned' as const,
    })),
    attestations: [...byPro.values()].map((rows) => {
      const first = rows[0] as (typeof rows)[number];
      const rating = (axis: string) => rows.find((r) => r.axis === axis)?.rating ?? first.rating;
      return {
        versionId: first.evidence_version_id,
        pro: person(first.pro_user_id),
        at: new Date(first.created_at).toISOString(),
        clarity: rating('clarity'),
        feasibility: rating('feasibility'),
        depth: first.depth,
        publicNote: first.public_note,
        status: 'attested' as const,
      };
    }),
  };
}

/**
 * The ids of an idea's evidence (created on it or linked to it) that the viewer may see and that
 * have a finalized version, newest first, at most `limit` (an idea's proof pack).
 */
export async function provableIdeaEvidenceIds(
  db: Executor,
  viewerId: string | null,
  ideaId: string,
  limit: number,
): Promise<string[]> {
  const viewer = await loadViewer(db, viewerId);
  const result = await sql<{ id: string }>`
    select e.id from evidence_entries e
    where ((e.context_kind = 'idea' and e.context_id = ${ideaId}) or e.linked_idea_id = ${ideaId})
      and e.has_final_version and ${visibleSql(viewer)}
    order by e.created_at desc, e.id desc
    limit ${limit}`.execute(db);
  return result.rows.map((r) => r.id);
}
