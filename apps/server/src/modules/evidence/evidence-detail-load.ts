import { EVIDENCE_LIMITS, EVIDENCE_TEXT } from '@ibh/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { notFound } from '../../platform/errors.ts';
import { readAlongside } from '../../platform/read-alongside.ts';
import { type PersonRow, personObjectSql, selectPeople } from '../people/person-json.ts';
import type { StoredArtifact } from './evidence.tables.ts';
import { assertCanView, ideaMemberSql, loadViewer } from './evidence-access.ts';
import { signalsSql, type toSignals } from './evidence-view.ts';

/** An idea's id and title, when the viewer may see the idea (public, or a member). */
async function visibleIdea(db: Executor, ideaId: string | null, viewerId: string | null) {
  if (!ideaId) return null;
  const v = viewerId ?? '00000000-0000-0000-0000-000000000000';
  const result = await sql<{ id: string; title: string }>`
    select i.id, i.title from idea_cards i
    where i.id = ${ideaId} and (i.visibility = 'public' or ${ideaMemberSql(sql`i.id`, v)})`.execute(db);
  return result.rows[0] ?? null;
}

/** The artifacts a version shows (at most the limit). */
export function shownArtifacts(version: { artifacts: unknown }): StoredArtifact[] {
  return (version.artifacts as StoredArtifact[]).slice(0, EVIDENCE_LIMITS.artifactsMax);
}

/** The storage keys of a version's uploaded artifacts. */
function selectUploads(db: Executor, artifacts: StoredArtifact[]) {
  const ids = artifacts.flatMap((a) => (a.uploadId ? [a.uploadId] : []));
  return ids.length
    ? db.selectFrom('evidence_uploads').select(['id', 'storage_key']).where('id', 'in', ids).execute()
    : Promise.resolve([]);
}

/**
 * Every statement GET /api/evidence/:id runs, in the order it runs them (the bench loads this as
 * the endpoint's bare SQL): the viewer, the entry behind the scope rule, then the versions with
 * the signals, marks, co-signs, attestations and invites, then the people they name, the ideas
 * the entry points at and the uploaded artifacts' keys.
 */
export async function loadEvidenceDetail(
  db: Executor,
  viewerId: string | null,
  evidenceId: string,
  versionId: string | undefined,
  now: Date = new Date(),
) {
  const viewer = await loadViewer(db, viewerId);
  const entry = await assertCanView(db, evidenceId, viewer);
  const isOwner = viewer.id === entry.owner_id;
  const versionsRead = db
    .selectFrom('evidence_versions')
    .selectAll()
    .where('evidence_id', '=', evidenceId)
    .$if(!isOwner, (q) => q.where('finalized_at', 'is not', null))
    .orderBy('version', 'desc')
    .execute();
  const v = viewer.id ?? '00000000-0000-0000-0000-000000000000';
  const extrasRead = sql<{
    owner: PersonRow | null;
    signals: Parameters<typeof toSignals>[0];
    upvoted: boolean;
    useful: boolean;
    attested: boolean;
    cosigned: boolean;
    pending_invite_id: string | null;
  }>`select ${personObjectSql('e.owner_id')} as owner, ${signalsSql(now)} as signals,
      exists (select 1 from evidence_upvotes u where u.evidence_id = e.id and u.user_id = ${v}) as upvoted,
      exists (select 1 from evidence_useful f where f.evidence_id = e.id and f.user_id = ${v}) as useful,
      exists (select 1 from evidence_attestations a where a.evidence_id = e.id and a.pro_user_id = ${v}) as attested,
      exists (select 1 from evidence_cosigns c where c.evidence_id = e.id and c.signer_user_id = ${v}) as cosigned,
      (select i.id from pro_sign_invites i where i.evidence_id = e.id and i.pro_user_id = ${v}
        and i.status = 'pending' limit 1) as pending_invite_id
    from evidence_entries e where e.id = ${evidenceId}`;
  // Everything below depends only on the entry and the viewer: read it all in one go, the
  // versions first (a missing version answers before anything else).
  const [versions, [extras, cosigns, attestations, invites]] = await readAlongside(versionsRead, () =>
    Promise.all([
      extrasRead.execute(db),
      db
        .selectFrom('evidence_cosigns')
        .selectAll()
        .where('evidence_id', '=', evidenceId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('evidence_attestations')
        .selectAll()
        .where('evidence_id', '=', evidenceId)
        .orderBy('created_at')
        .orderBy('axis')
        .execute(),
      isOwner
        ? db
            .selectFrom('pro_sign_invites')
            .selectAll()
            .where('evidence_id', '=', evidenceId)
            .orderBy('created_at', 'desc')
            .execute()
        : Promise.resolve([]),
    ]),
  );
  const selected = versionId ? versions.find((ver) => ver.id === versionId) : versions[0];
  if (!selected) throw notFound(EVIDENCE_TEXT.notFound);
  const x = extras.rows[0];
  if (!x) throw notFound(EVIDENCE_TEXT.notFound);
  const [people, contextIdea, linkedIdea, uploads] = await Promise.all([
    selectPeople(db, [
      ...cosigns.map((c) => c.signer_user_id),
      ...attestations.map((a) => a.pro_user_id),
      ...invites.map((i) => i.pro_user_id),
    ]),
    entry.context_kind === 'idea' ? visibleIdea(db, entry.context_id, viewer.id) : Promise.resolve(null),
    visibleIdea(db, entry.linked_idea_id, viewer.id),
    selectUploads(db, shownArtifacts(selected)),
  ]);
  return {
    viewer,
    entry,
    isOwner,
    versions,
    selected,
    x,
    cosigns,
    attestations,
    invites,
    people,
    contextIdea,
    linkedIdea,
    uploads,
  };
}
