import { EVIDENCE_TEXT, type EvidenceKind, type EvidenceScope, isProfessionalRole } from '@ibh/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { rowExists } from '../../platform/row-exists.ts';
import type { VersionActor } from './evidence.machine.ts';
import { ANONYMOUS, ideaMemberSql, type Viewer, visibleSql } from './evidence-sql.ts';

export { ANONYMOUS, ideaMemberSql, type Viewer, visibleSql };

export async function loadViewer(db: Executor, userId: string | null): Promise<Viewer> {
  if (!userId) return ANONYMOUS;
  const row = await db
    .selectFrom('people as u')
    .select(['u.role', 'u.is_verified', 'u.pro_verified'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  const isPro = isProfessionalRole(row?.role);
  return { id: userId, isPro, isVerifiedPro: isPro && Boolean(row?.is_verified || row?.pro_verified) };
}

export interface EntryRow {
  id: string;
  owner_id: string;
  kind: EvidenceKind;
  context_kind: 'idea' | 'experiment' | 'standalone';
  context_id: string | null;
  scope: EvidenceScope;
  owner_intent: string[];
  linked_idea_id: string | null;
  tombstoned_at: Date | null;
  view_count: number;
  created_at: Date;
  visible: boolean;
}

/** The entry and whether the viewer may see it, or undefined when there is none. */
export async function loadEntry(
  db: Executor,
  evidenceId: string,
  viewer: Viewer,
  options: { forUpdate?: boolean } = {},
): Promise<EntryRow | undefined> {
  const lock = options.forUpdate ? sql`for update of e` : sql``;
  const result = await sql<EntryRow>`
    select e.id, e.owner_id, e.kind, e.context_kind, e.context_id, e.scope, e.owner_intent, e.linked_idea_id,
      e.tombstoned_at, e.view_count, e.created_at, ${visibleSql(viewer)} as visible
    from evidence_entries e where e.id = ${evidenceId} ${lock}`.execute(db);
  return result.rows[0];
}

/**
 * The entry when the viewer may see it: 'Evidence not found' (404) when it does not exist or
 * is hidden from an anonymous visitor; E_NOT_VISIBLE with "You don't have access to view this
 * evidence." to a signed-in person whose role may not see it (001 section 8.3: the page's 42501).
 */
export async function assertCanView(
  db: Executor,
  evidenceId: string,
  viewer: Viewer,
  options: { forUpdate?: boolean } = {},
): Promise<EntryRow> {
  const entry = await loadEntry(db, evidenceId, viewer, options);
  if (!entry) throw notFound(EVIDENCE_TEXT.notFound);
  if (!entry.visible) {
    if (!viewer.id) throw notFound(EVIDENCE_TEXT.notFound);
    throw new AppError('E_NOT_VISIBLE', EVIDENCE_TEXT.noAccess);
  }
  return entry;
}

/** The viewer's relation to a version, for the version machine. */
export function versionActor(
  entry: Pick<EntryRow, 'owner_id'>,
  viewer: Viewer,
  invited = false,
): VersionActor {
  if (viewer.id && viewer.id === entry.owner_id) return 'owner';
  if (invited) return 'invitee';
  return viewer.isVerifiedPro ? 'verified_pro' : 'other';
}

/** Whether the entry has a finalized version (only then is it linked, upvoted, marked or sent to pro-sign). */
export async function hasFinalizedVersion(db: Executor, evidenceId: string): Promise<boolean> {
  return rowExists(
    db
      .selectFrom('evidence_versions')
      .where('evidence_id', '=', evidenceId)
      .where('finalized_at', 'is not', null),
  );
}
