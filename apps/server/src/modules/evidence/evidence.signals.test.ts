import { EVIDENCE, EVIDENCE_API, EVIDENCE_TEXT } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../../test/agent.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { createEvidence, detailOf, evidenceCast, finalizedEvidence } from './evidence.test-kit.ts';

const t = useTestApp();

describe('upvotes (001 section 5)', () => {
  it('professionals upvote public finalized evidence once and take it back; verified ones count as pro', async () => {
    const cast = await evidenceCast(t.app, t.database.db);
    const { evidenceId } = await finalizedEvidence(cast.owner.agent);
    const up = await cast.verifiedPro.agent.post(EVIDENCE_API.upvote(evidenceId));
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ proUpvotes: 1, communityUpvotes: 0, upvoted: true });
    const community = await cast.professional.agent.post(EVIDENCE_API.upvote(evidenceId));
    expect(community.json()).toMatchObject({ proUpvotes: 1, communityUpvotes: 1, upvoted: true });

    const twice = await cast.verifiedPro.agent.post(EVIDENCE_API.upvote(evidenceId));
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).code).toBe('E_ALREADY_UPVOTED');

    const down = await cast.verifiedPro.agent.delete(EVIDENCE_API.upvote(evidenceId));
    expect(down.json()).toMatchObject({ proUpvotes: 0, communityUpvotes: 1, upvoted: false });
    const downAgain = await cast.verifiedPro.agent.delete(EVIDENCE_API.upvote(evidenceId));
    expect(errorOf(downAgain).code).toBe('E_NOT_UPVOTED');

    const detail = await detailOf(cast.stranger.agent, evidenceId);
    expect(detail.signals).toMatchObject({ proUpvotes: 0, communityUpvotes: 1 });
  });

  it('refuses non-professionals, the creator, non-public, draft and withdrawn evidence, and the anonymous', async () => {
    const cast = await evidenceCast(t.app, t.database.db);
    const { evidenceId } = await finalizedEvidence(cast.owner.agent);
    for (const who of [cast.stranger, cast.teamMember]) {
      const res = await who.agent.post(EVIDENCE_API.upvote(evidenceId));
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).code).toBe('E_NOT_PROFESSIONAL');
    }
    expect((await cast.anonymous.post(EVIDENCE_API.upvote(evidenceId))).statusCode).toBe(401);

    const mine = await finalizedEvidence(cast.verifiedPro.agent);
    const own = await cast.verifiedPro.agent.post(EVIDENCE_API.upvote(mine.evidenceId));
    expect(errorOf(own).code).toBe('E_NOT_AUTHORIZED');

    const proOnly = await finalizedEvidence(cast.owner.agent, { scope: 'pro_only' });
    const notPublic = await cast.verifiedPro.agent.post(EVIDENCE_API.upvote(proOnly.evidenceId));
    expect(notPublic.statusCode).toBe(409);
    expect(errorOf(notPublic)).toMatchObject({
      code: 'E_INVALID_EVIDENCE',
      message: EVIDENCE_TEXT.upvoteInvalid,
    });

    const withdrawn = await finalizedEvidence(cast.owner.agent);
    await cast.owner.agent.post(EVIDENCE_API.withdraw(withdrawn.evidenceId));
    expect(errorOf(await cast.verifiedPro.agent.post(EVIDENCE_API.upvote(withdrawn.evidenceId))).code).toBe(
      'E_INVALID_EVIDENCE',
    );
    const draft = await createEvidence(cast.owner.agent);
    // A draft is hidden from everyone but its owner.
    expect(errorOf(await cast.verifiedPro.agent.post(EVIDENCE_API.upvote(draft.evidenceId))).code).toBe(
      'E_NOT_VISIBLE',
    );
  });
});

describe('mark useful', () => {
  it('toggles per person, counts, and caps at 50 new marks a day', async () => {
    const cast = await evidenceCast(t.app, t.database.db);
    const { evidenceId } = await finalizedEvidence(cast.owner.agent);
    const on = await cast.stranger.agent.put(EVIDENCE_API.useful(evidenceId));
    expect(on.json()).toMatchObject({ usefulCount: 1, myUseful: true });
    expect((await cast.stranger.agent.put(EVIDENCE_API.useful(evidenceId))).json()).toMatchObject({
      usefulCount: 1,
      myUseful: true,
    });
    expect((await cast.teamMember.agent.put(EVIDENCE_API.useful(evidenceId))).json().usefulCount).toBe(2);
    expect((await cast.stranger.agent.delete(EVIDENCE_API.useful(evidenceId))).json()).toMatchObject({
      usefulCount: 1,
      myUseful: false,
    });
    expect((await cast.anonymous.put(EVIDENCE_API.useful(evidenceId))).statusCode).toBe(401);

    // 50 marks today (on 50 other entries), then the 51st is refused; yesterday's do not count.
    const db = t.database.db;
    const others = await db
      .insertInto('evidence_entries')
      .values(
        Array.from({ length: EVIDENCE.markUsefulDailyCap }, () => ({
          owner_id: cast.owner.user.id,
          context_kind: 'standalone' as const,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('evidence_useful')
      .values(
        others.map((o) => ({
          evidence_id: o.id,
          user_id: cast.collaborator.user.id,
          created_at: new Date(),
        })),
      )
      .execute();
    const capped = await cast.collaborator.agent.put(EVIDENCE_API.useful(evidenceId));
    expect(capped.statusCode).toBe(422);
    expect(errorOf(capped).code).toBe('E_LIMIT_EXCEEDED');
    await db
      .updateTable('evidence_useful')
      .set({ created_at: new Date(Date.now() - 2 * 24 * 3600 * 1000) })
      .where('user_id', '=', cast.collaborator.user.id)
      .execute();
    expect((await cast.collaborator.agent.put(EVIDENCE_API.useful(evidenceId))).statusCode).toBe(200);
  });

  it('needs finalized, visible evidence', async () => {
    const cast = await evidenceCast(t.app, t.database.db);
    const draft = await createEvidence(cast.owner.agent);
    expect(errorOf(await cast.owner.agent.put(EVIDENCE_API.useful(draft.evidenceId))).code).toBe(
      'E_INVALID_STATE',
    );
    const hidden = await finalizedEvidence(cast.owner.agent, { scope: 'private' });
    expect((await cast.stranger.agent.put(EVIDENCE_API.useful(hidden.evidenceId))).statusCode).toBe(403);
  });
});

describe('views and milestones', () => {
  it('counts a signed-in viewer once a day, not the owner, not the anonymous, not hidden evidence', async () => {
    const cast = await evidenceCast(t.app, t.database.db);
    const { evidenceId } = await finalizedEvidence(cast.owner.agent);
    for (const agent of [
      cast.stranger.agent,
      cast.stranger.agent,
      cast.teamMember.agent,
      cast.owner.agent,
      cast.anonymous,
    ]) {
      expect((await agent.post(EVIDENCE_API.view(evidenceId))).statusCode).toBe(204);
    }
    expect((await detailOf(cast.owner.agent, evidenceId)).viewCount).toBe(2);
    const hidden = await finalizedEvidence(cast.owner.agent, { scope: 'private' });
    await cast.stranger.agent.post(EVIDENCE_API.view(hidden.evidenceId));
    expect((await detailOf(cast.owner.agent, hidden.evidenceId)).viewCount).toBe(0);
  });

  it('reports pro trust signals and community validation', async () => {
    const cast = await evidenceCast(t.app, t.database.db);
    const { evidenceId, versionId } = await finalizedEvidence(cast.owner.agent);
    await cast.verifiedPro.agent.post(EVIDENCE_API.upvote(evidenceId));
    await cast.verifiedPro.agent.post(EVIDENCE_API.cosign(evidenceId), { versionId });
    for (const who of [cast.stranger, cast.teamMember, cast.collaborator])
      await who.agent.put(EVIDENCE_API.useful(evidenceId));
    const res = await cast.anonymous.get(`${EVIDENCE_API.milestones}?ids=${evidenceId}`);
    expect(res.json().items).toEqual([{ evidenceId, proTrustSignals: 2, communityValidated: true }]);
  });
});
