import type { Seeder } from '../../db/seed/seeder.ts';
import { idsByEmail } from '../auth/auth.seed.ts';
import { DEMO_EVIDENCE } from './evidence.seed-data.ts';
import { versionHash } from './evidence-hash.ts';

const DAY = 24 * 60 * 60 * 1000;

export const evidenceSeeder: Seeder = {
  name: 'evidence',
  async run(trx) {
    const emails = new Set<string>();
    for (const e of DEMO_EVIDENCE) {
      emails.add(e.owner);
      for (const list of [e.upvotes, e.attestations, e.cosigns, e.pendingInvites])
        for (const m of list ?? []) emails.add(m);
    }
    const ids = await idsByEmail(trx, [...emails]);
    const now = Date.now();
    for (const [index, demo] of DEMO_EVIDENCE.entries()) {
      const ownerId = ids.get(demo.owner);
      if (!ownerId) continue;
      let ideaId: string | null = null;
      if (demo.idea !== null) {
        const idea = await trx
          .selectFrom('ideas')
          .select('id')
          .where('user_id', '=', ownerId)
          .where('visibility', '=', 'public')
          .where('title', '=', demo.idea)
          .executeTakeFirst();
        ideaId = idea?.id ?? null;
        if (!ideaId) continue;
      }
      const createdAt = new Date(now - (DEMO_EVIDENCE.length - index) * 3 * DAY);
      const entry = await trx
        .insertInto('evidence_entries')
        .values({
          owner_id: ownerId,
          context_kind: ideaId ? 'idea' : 'standalone',
          context_id: ideaId,
          scope: demo.scope,
          owner_intent: demo.intent,
          linked_idea_id: demo.linked ? ideaId : null,
          linked_at: demo.linked ? createdAt : null,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      let prevHash: string | null = null;
      let lastFinal: string | null = null;
      for (const [n, v] of demo.versions.entries()) {
        const version = n + 1;
        const isDraft = demo.draft && n === demo.versions.length - 1;
        const at = new Date(createdAt.getTime() + n * DAY);
        const hash: string | null = isDraft
          ? null
          : versionHash({ evidenceId: entry.id, version, ...v, prevHash });
        const row = await trx
          .insertInto('evidence_versions')
          .values({
            evidence_id: entry.id,
            version,
            state: isDraft ? 'draft' : 'finalized',
            title: v.title,
            summary: v.summary,
            interviews: JSON.stringify(v.interviews),
            artifacts: JSON.stringify(v.artifacts),
            created_by: ownerId,
            created_at: at,
            finalized_at: isDraft ? null : at,
            hash,
            prev_hash: isDraft ? null : prevHash,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (!isDraft) {
          prevHash = hash;
          lastFinal = row.id;
        }
      }
      if (!lastFinal) continue;
      for (const email of demo.upvotes ?? []) {
        const userId = ids.get(email);
        if (userId) {
          await trx
            .insertInto('evidence_upvotes')
            .values({ evidence_id: entry.id, user_id: userId, is_pro: email !== 'sam@demo.test' })
            .execute();
        }
      }
      for (const email of demo.attestations ?? []) {
        const userId = ids.get(email);
        if (!userId) continue;
        await trx
          .insertInto('evidence_attestations')
          .values(
            (['clarity', 'feasibility'] as const).map((axis) => ({
              evidence_id: entry.id,
              evidence_version_id: lastFinal as string,
              pro_user_id: userId,
              axis,
              rating: axis === 'clarity' ? ('strong' as const) : ('good' as const),
              depth: 'medium' as const,
              public_note: 'Clear method and honest numbers; the sample is small but well chosen.',
              private_note: 'Worth ten more interviews outside the first city.',
            })),
          )
          .execute();
      }
      for (const email of demo.cosigns ?? []) {
        const userId = ids.get(email);
        if (!userId) continue;
        await trx
          .insertInto('evidence_cosigns')
          .values({
            evidence_id: entry.id,
            signer_user_id: userId,
            version_id: lastFinal,
            note: 'I reviewed the notes.',
          })
          .execute();
        await trx
          .updateTable('evidence_versions')
          .set({ state: 'cosigned' })
          .where('id', '=', lastFinal)
          .execute();
      }
      for (const email of demo.pendingInvites ?? []) {
        const userId = ids.get(email);
        if (userId) {
          await trx
            .insertInto('pro_sign_invites')
            .values({
              evidence_id: entry.id,
              requester_id: ownerId,
              pro_user_id: userId,
              message: 'Would you pro-sign this?',
            })
            .execute();
        }
      }
    }
  },
};
