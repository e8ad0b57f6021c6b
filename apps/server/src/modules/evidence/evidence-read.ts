import { type Artifact, EVIDENCE_LIMITS, type EvidenceDetail, privacyOf } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { inviteActor, inviteMachine, viewerActions } from './evidence.machine.ts';
import type { StoredArtifact, StoredInterview } from './evidence.tables.ts';
import { versionActor } from './evidence-access.ts';
import { artifactUrl } from './evidence-artifacts.ts';
import { loadEvidenceDetail, shownArtifacts } from './evidence-detail-load.ts';
import { iso, shownState, toPersonRef, toSignals } from './evidence-view.ts';

/** Signed URLs of uploaded artifacts; links and external files keep theirs. */
function toArtifacts(
  ctx: AppContext,
  artifacts: StoredArtifact[],
  uploads: readonly { id: string; storage_key: string }[],
): Promise<Artifact[]> {
  return Promise.all(
    artifacts.map(async (a) => {
      const key = uploads.find((u) => u.id === a.uploadId)?.storage_key;
      const url = a.url ?? (key ? await artifactUrl(ctx, key, a.name) : '');
      return { type: a.type, url, sourceUrl: a.url, name: a.name, contentHash: a.contentHash };
    }),
  );
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
  const loaded = await loadEvidenceDetail(ctx.db, viewerId, evidenceId, versionId, ctx.clock.now());
  const { viewer, entry, isOwner, versions, selected, x, cosigns, attestations, invites, people } = loaded;
  const { contextIdea, linkedIdea } = loaded;
  const person = (id: string) => toPersonRef(ctx.storage, people.find((p) => p.id === id) ?? null);

  const byPro = new Map<string, (typeof attestations)[number][]>();
  for (const a of attestations) byPro.set(a.pro_user_id, [...(byPro.get(a.pro_user_id) ?? []), a]);

  const latestFinal = versions.find((ver) => ver.finalized_at !== null);
  const state = entry.tombstoned_at ? 'tombstoned' : (latestFinal?.state ?? 'draft');
  const actor = versionActor(entry, viewer);
  const publicFinal = entry.scope === 'public' && latestFinal !== undefined && !entry.tombstoned_at;

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
      artifacts: await toArtifacts(ctx, shownArtifacts(selected), loaded.uploads),
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
