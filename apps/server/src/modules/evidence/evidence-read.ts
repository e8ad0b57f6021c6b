import { type Artifact, EVIDENCE_LIMITS, EVIDENCE_TEXT, type EvidenceDetail, privacyOf } from '@ibh/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { readAlongside } from '../../platform/read-alongside.ts';
import { type PersonRow, personObjectSql, selectPeople } from '../people/person-json.ts';
import { inviteActor, inviteMachine, viewerActions } from './evidence.machine.ts';
import type { StoredArtifact, StoredInterview } from './evidence.tables.ts';
import { assertCanView, ideaMemberSql, loadViewer, versionActor } from './evidence-access.ts';
import { artifactUrl } from './evidence-artifacts.ts';
import { iso, shownState, signalsSql, toPersonRef, toSignals } from './evidence-view.ts';

/** Signed URLs of uploaded artifacts; links and external files keep theirs. */
async function toArtifacts(ctx: AppContext, artifacts: StoredArtifact[]): Promise<Artifact[]> {
  const ids = artifacts.flatMap((a) => (a.uploadId ? [a.uploadId] : []));
  const uploads = ids.length
    ? await ctx.db
        .selectFrom('evidence_uploads')
        .select(['id', 'storage_key'])
        .where('id', 'in', ids)
        .execute()
    : [];
  return Promise.all(
    artifacts.map(async (a) => {
      const key = uploads.find((u) => u.id === a.uploadId)?.storage_key;
      const url = a.url ?? (key ? await artifactUrl(ctx, key, a.name) : '');
      return { type: a.type, url, sourceUrl: a.url, name: a.name, contentHash: a.contentHash };
    }),
  );
}

/** An idea's id and title, when the viewer may see the idea (public, or a member). */
async function visibleIdea(ctx: AppContext, ideaId: string | null, viewerId: string | null) {
  if (!ideaId) return null;
  const v = viewerId ?? '00000000-0000-0000-0000-000000000000';
  const result = await sql<{ id: string; title: string }>`
    select i.id, i.title from idea_cards i
    where i.id = ${ideaId} and (i.visibility = 'public' or ${ideaMemberSql(sql`i.id`, v)})`.execute(ctx.db);
  return result.rows[0] ?? null;
}

/**
 * get_evidence_version_detail: the entry with one version (?v=, else the newest the viewer may
 * see: the owner's newest, everyone else's newest finalized), every version's place in the chain,
 * signals, co-signers, attestations (private notes to the owner and their author only) and, for
 * the owner, the pro-sign invites.
 */
export async function readEvidence(
  ctx: AppContext,
  viewerId: string | null,
  evidenceId: string,
  versionId: string | undefined,
): Promise<EvidenceDetail> {
  const viewer = await loadViewer(ctx.db, viewerId);
  const entry = await assertCanView(ctx.db, evidenceId, viewer);
  const isOwner = viewer.id === entry.owner_id;
  const versionsRead = ctx.db
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
  }>`select ${personObjectSql('e.owner_id')} as owner, ${signalsSql()} as signals,
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
      extrasRead.execute(ctx.db),
      ctx.db
        .selectFrom('evidence_cosigns')
        .selectAll()
        .where('evidence_id', '=', evidenceId)
        .orderBy('created_at')
        .execute(),
      ctx.db
        .selectFrom('evidence_attestations')
        .selectAll()
        .where('evidence_id', '=', evidenceId)
        .orderBy('created_at')
        .orderBy('axis')
        .execute(),
      isOwner
        ? ctx.db
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
  const people = await selectPeople(ctx.db, [
    ...cosigns.map((c) => c.signer_user_id),
    ...attestations.map((a) => a.pro_user_id),
    ...invites.map((i) => i.pro_user_id),
  ]);
  const person = (id: string) => toPersonRef(ctx.storage, people.find((p) => p.id === id) ?? null);

  const byPro = new Map<string, (typeof attestations)[number][]>();
  for (const a of attestations) byPro.set(a.pro_user_id, [...(byPro.get(a.pro_user_id) ?? []), a]);

  const latestFinal = versions.find((ver) => ver.finalized_at !== null);
  const state = entry.tombstoned_at ? 'tombstoned' : (latestFinal?.state ?? 'draft');
  const actor = versionActor(entry, viewer);
  const publicFinal = entry.scope === 'public' && latestFinal !== undefined && !entry.tombstoned_at;
  const [contextIdea, linkedIdea] = await Promise.all([
    entry.context_kind === 'idea' ? visibleIdea(ctx, entry.context_id, viewer.id) : Promise.resolve(null),
    visibleIdea(ctx, entry.linked_idea_id, viewer.id),
  ]);

  return {
    id: entry.id,
    kind: entry.kind,
    owner: await toPersonRef(ctx.storage, x.owner),
    context: { kind: entry.context_kind, id: entry.context_id, title: contextIdea?.title ?? null },
    linkedIdea,
    scope: entry.scope,
    privacy: privacyOf(entry.scope),
    ownerIntent: entry.owner_intent,
    tombstoned: entry.tombstoned_at !== null,
    createdAt: new Date(entry.created_at).toISOString(),
    viewCount: entry.view_count,
    version: {
      id: selected.id,
      version: selected.version,
      state: shownState(selected.state, entry),
      createdAt: new Date(selected.created_at).toISOString(),
      finalizedAt: iso(selected.finalized_at),
      hash: selected.hash,
      prevHash: selected.prev_hash,
      title: selected.title,
      summary: selected.summary,
      createdBy: selected.created_by,
      interviews: (selected.interviews as StoredInterview[]).slice(0, EVIDENCE_LIMITS.interviewsMax),
      artifacts: await toArtifacts(
        ctx,
        (selected.artifacts as StoredArtifact[]).slice(0, EVIDENCE_LIMITS.artifactsMax),
      ),
    },
    versions: versions.map((ver) => ({
      id: ver.id,
      version: ver.version,
      state: shownState(ver.state, entry),
      createdAt: new Date(ver.created_at).toISOString(),
      finalizedAt: iso(ver.finalized_at),
      hash: ver.hash,
      prevHash: ver.prev_hash,
    })),
    signals: toSignals(x.signals),
    cosigners: await Promise.all(
      cosigns.map(async (c) => ({
        pro: await person(c.signer_user_id),
        versionId: c.version_id,
        note: c.note,
        viaInvite: c.via_invite,
        createdAt: new Date(c.created_at).toISOString(),
      })),
    ),
    attestations: await Promise.all(
      [...byPro.values()].map(async (rows) => {
        const first = rows[0] as (typeof rows)[number];
        const rating = (axis: string) => rows.find((r) => r.axis === axis)?.rating ?? first.rating;
        return {
          pro: await person(first.pro_user_id),
          versionId: first.evidence_version_id,
          clarity: rating('clarity'),
          feasibility: rating('feasibility'),
          depth: first.depth,
          publicNote: first.public_note,
          privateNote: isOwner || viewer.id === first.pro_user_id ? first.private_note : null,
          createdAt: new Date(first.created_at).toISOString(),
        };
      }),
    ),
    invites: await Promise.all(
      invites.map(async (i) => ({
        id: i.id,
        pro: await person(i.pro_user_id),
        status: i.status,
        message: i.message,
        proNote: i.pro_note,
        createdAt: new Date(i.created_at).toISOString(),
        respondedAt: iso(i.responded_at),
        allowedActions: inviteMachine.allowedActions(i.status, inviteActor(i, viewer.id)),
      })),
    ),
    viewer: {
      isOwner,
      upvoted: Boolean(x.upvoted),
      useful: Boolean(x.useful),
      attested: Boolean(x.attested),
      cosigned: Boolean(x.cosigned),
      canUpvote: publicFinal && viewer.isPro && !isOwner,
      canMarkUseful: viewer.id !== null && latestFinal !== undefined && !entry.tombstoned_at,
      allowedActions: viewerActions(
        entry.tombstoned_at ? 'tombstoned' : (versions[0]?.state ?? 'draft'),
        state,
        actor,
        { attested: Boolean(x.attested), cosigned: Boolean(x.cosigned) },
      ),
      pendingInviteId: x.pending_invite_id,
    },
  };
}
