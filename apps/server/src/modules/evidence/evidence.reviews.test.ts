import {
  DASHBOARD_API,
  DashboardOverviewSchema,
  EVIDENCE_API,
  EVIDENCE_TEXT,
  NOTIFICATION_API,
} from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../../test/agent.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { settle } from '../notifications/notifications.test-kit.ts';
import { createEvidence, detailOf, evidenceCast, finalizedEvidence } from './evidence.test-kit.ts';

const t = useTestApp();
const attestBody = (versionId: string) => ({
  versionId,
  clarity: 'strong' as const,
  feasibility: 'good' as const,
  depth: 'deep' as const,
  publicNote: '  Solid method.  ',
  privateNote: 'Ask about churn.',
});

describe('attestations', () => {
  it('a verified professional attests both axes once; the private note is the owner’s to read', async () => {
    const cast = await evidenceCast(t.app, t.database.db);
    const { evidenceId, versionId } = await finalizedEvidence(cast.owner.agent);
    const res = await cast.verifiedPro.agent.post(EVIDENCE_API.attest(evidenceId), attestBody(versionId));
    expect(res.statusCode, res.body).toBe(201);
    const again = await cast.verifiedPro.agent.post(EVIDENCE_API.attest(evidenceId), attestBody(versionId));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(EVIDENCE_TEXT.attestDuplicate);

    const ownerView = await detailOf(cast.owner.agent, evidenceId);
    expect(ownerView.attestations).toEqual([
      expect.objectContaining({
        clarity: 'strong',
        feasibility: 'good',
        depth: 'deep',
        publicNote: 'Solid method.',
        privateNote: 'Ask about churn.',
      }),
    ]);
    expect(ownerView.signals.attestations).toBe(1);
    const strangerView = await detailOf(cast.stranger.agent, evidenceId);
    expect(strangerView.attestations[0]).toMatchObject({ publicNote: 'Solid method.', privateNote: null });
    const proView = (await detailOf(cast.verifiedPro.agent, evidenceId)).viewer;
    expect(proView.attested).toBe(true);
    expect(proView.allowedActions).not.toContain('attest');
  });

  it("refuses others with 'You must be a verified professional to attest.', drafts, blank notes", async () => {
    const cast = await evidenceCast(t.app, t.database.db);
    const { evidenceId, versionId } = await finalizedEvidence(cast.owner.agent);
    for (const who of [cast.professional, cast.stranger, cast.owner]) {
      const res = await who.agent.post(EVIDENCE_API.attest(evidenceId), attestBody(versionId));
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toMatchObject({
        code: 'E_NOT_PROFESSIONAL',
        message: EVIDENCE_TEXT.attestVerifiedOnly,
      });
    }
    expect(
      (await cast.anonymous.post(EVIDENCE_API.attest(evidenceId), attestBody(versionId))).statusCode,
    ).toBe(401);
    const blank = await cast.verifiedPro.agent.post(EVIDENCE_API.attest(evidenceId), {
      ...attestBody(versionId),
      publicNote: '   ',
    });
    expect(blank.statusCode).toBe(400);
    const oneAxis = await cast.verifiedPro.agent.post(EVIDENCE_API.attest(evidenceId), {
      ...attestBody(versionId),
      feasibility: undefined,
    });
    expect(oneAxis.statusCode).toBe(400);
    const edit = await cast.owner.agent.patch(EVIDENCE_API.detail(evidenceId), { summary: 'New draft' });
    const draftRes = await cast.verifiedPro.agent.post(
      EVIDENCE_API.attest(evidenceId),
      attestBody(edit.json().versionId),
    );
    expect(errorOf(draftRes).code).toBe('E_INVALID_STATE'); // a draft cannot be attested
  });
});

describe('co-signs', () => {
  it('verified professionals co-sign a finalized version once; it becomes cosigned', async () => {
    const cast = await evidenceCast(t.app, t.database.db);
    const { evidenceId, versionId } = await finalizedEvidence(cast.owner.agent);
    const res = await cast.verifiedPro.agent.post(EVIDENCE_API.cosign(evidenceId), {
      versionId,
      note: 'Agree',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(
      errorOf(await cast.verifiedPro.agent.post(EVIDENCE_API.cosign(evidenceId), { versionId })).code,
    ).toBe('E_CONFLICT');
    const detail = await detailOf(cast.stranger.agent, evidenceId);
    expect(detail.version.state).toBe('cosigned');
    expect(detail.signals.proCosigns).toBe(1);
    expect(detail.cosigners[0]).toMatchObject({
      note: 'Agree',
      viaInvite: false,
      pro: { name: 'Vera Verified' },
    });
    for (const who of [cast.professional, cast.stranger]) {
      expect(errorOf(await who.agent.post(EVIDENCE_API.cosign(evidenceId), { versionId })).code).toBe(
        'E_NOT_PROFESSIONAL',
      );
    }
    await cast.owner.agent.post(EVIDENCE_API.withdraw(evidenceId));
    const other = await finalizedEvidence(cast.owner.agent);
    await cast.owner.agent.post(EVIDENCE_API.withdraw(other.evidenceId));
    const late = await cast.verifiedPro.agent.post(EVIDENCE_API.cosign(other.evidenceId), {
      versionId: other.versionId,
    });
    expect(errorOf(late).code).toBe('E_INVALID_STATE');
  });
});

describe('pro-sign invites and the co-sign inbox', () => {
  it('owner invites, the professional sees the badge and the inbox, accepts with a note: approved', async () => {
    const cast = await evidenceCast(t.app, t.database.db);
    const { evidenceId } = await finalizedEvidence(cast.owner.agent, { title: 'Pricing proof' });
    const search = await cast.owner.agent.get(`${EVIDENCE_API.proSearch}?q=${encodeURIComponent('  vera ')}`);
    expect(search.json().items.map((p: { userId: string }) => p.userId)).toContain(cast.verifiedPro.user.id);
    expect(search.json().items.map((p: { userId: string }) => p.userId)).not.toContain(
      cast.professional.user.id,
    );
    const byId = await cast.owner.agent.get(`${EVIDENCE_API.proSearch}?q=${cast.verifiedPro.user.id}`);
    expect(byId.json().items).toEqual([
      expect.objectContaining({ userId: cast.verifiedPro.user.id, displayName: 'Vera Verified' }),
    ]);

    const invite = await cast.owner.agent.post(EVIDENCE_API.invites(evidenceId), {
      proUserId: cast.verifiedPro.user.id,
      message: 'Please review',
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const dup = await cast.owner.agent.post(EVIDENCE_API.invites(evidenceId), {
      proUserId: cast.verifiedPro.user.id,
    });
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup).message).toBe(EVIDENCE_TEXT.inviteDuplicate);

    const overview = DashboardOverviewSchema.parse(
      (await cast.verifiedPro.agent.get(DASHBOARD_API.overview)).json(),
    );
    expect(overview.proSignPending).toBe(1);
    const inbox = (await cast.verifiedPro.agent.get(EVIDENCE_API.inbox)).json();
    expect(inbox.pending).toBe(1);
    expect(inbox.items[0]).toMatchObject({
      evidenceTitle: 'Pricing proof',
      requesterName: 'Olive Owner',
      status: 'pending',
      message: 'Please review',
      allowedActions: ['accept', 'decline'],
    });
    expect((await detailOf(cast.owner.agent, evidenceId)).invites[0]).toMatchObject({
      status: 'pending',
      pro: { name: 'Vera Verified' },
      allowedActions: ['cancel'],
    });

    // Only the professional answers; the owner cannot answer for them.
    const notTarget = await cast.owner.agent.post(EVIDENCE_API.respondInvite(invite.json().id), {
      accept: true,
    });
    expect(errorOf(notTarget).code).toBe('E_NOT_REQUEST_TARGET');
    const stranger = await cast.stranger.agent.post(EVIDENCE_API.respondInvite(invite.json().id), {
      accept: true,
    });
    expect(stranger.statusCode).toBe(404);

    const accept = await cast.verifiedPro.agent.post(EVIDENCE_API.respondInvite(invite.json().id), {
      accept: true,
      note: 'Sound work',
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const detail = await detailOf(cast.owner.agent, evidenceId);
    expect(detail.version.state).toBe('approved');
    expect(detail.cosigners[0]).toMatchObject({ note: 'Sound work', viaInvite: true });
    expect(detail.invites[0]).toMatchObject({
      status: 'accepted',
      proNote: 'Sound work',
      allowedActions: [],
    });
    expect((await cast.verifiedPro.agent.get(EVIDENCE_API.inbox)).json().pending).toBe(0);
    const answered = await cast.verifiedPro.agent.post(EVIDENCE_API.respondInvite(invite.json().id), {
      accept: false,
    });
    expect(errorOf(answered).code).toBe('E_NOT_PENDING');
    const cancelLate = await cast.owner.agent.post(EVIDENCE_API.cancelInvite(invite.json().id));
    expect(errorOf(cancelLate).code).toBe('E_NOT_PENDING');
  });

  it('declines and cancels: only the requester cancels, only pending ones', async () => {
    const cast = await evidenceCast(t.app, t.database.db);
    const { evidenceId } = await finalizedEvidence(cast.owner.agent);
    const first = (
      await cast.owner.agent.post(EVIDENCE_API.invites(evidenceId), { proUserId: cast.verifiedPro.user.id })
    ).json();
    const byPro = await cast.verifiedPro.agent.post(EVIDENCE_API.cancelInvite(first.id));
    expect(errorOf(byPro).code).toBe('E_NOT_OWNER');
    expect(
      (await cast.verifiedPro.agent.post(EVIDENCE_API.respondInvite(first.id), { accept: false })).statusCode,
    ).toBe(200);
    expect((await detailOf(cast.owner.agent, evidenceId)).invites[0]?.status).toBe('declined');
    // Declined: the owner may ask again, and cancel that one.
    const second = (
      await cast.owner.agent.post(EVIDENCE_API.invites(evidenceId), { proUserId: cast.verifiedPro.user.id })
    ).json();
    expect((await cast.owner.agent.post(EVIDENCE_API.cancelInvite(second.id))).statusCode).toBe(200);
    expect(
      errorOf(await cast.verifiedPro.agent.post(EVIDENCE_API.respondInvite(second.id), { accept: true }))
        .code,
    ).toBe('E_NOT_PENDING');
  });

  it('refuses: not the owner, self, unverified or unknown professionals, drafts; inbox for professionals only', async () => {
    const cast = await evidenceCast(t.app, t.database.db);
    const { evidenceId } = await finalizedEvidence(cast.owner.agent);
    const notOwner = await cast.teamMember.agent.post(EVIDENCE_API.invites(evidenceId), {
      proUserId: cast.verifiedPro.user.id,
    });
    expect(errorOf(notOwner).code).toBe('E_NOT_OWNER');
    expect(
      errorOf(
        await cast.owner.agent.post(EVIDENCE_API.invites(evidenceId), { proUserId: cast.owner.user.id }),
      ).code,
    ).toBe('E_SELF_REQUEST');
    expect(
      errorOf(
        await cast.owner.agent.post(EVIDENCE_API.invites(evidenceId), {
          proUserId: cast.professional.user.id,
        }),
      ).code,
    ).toBe('E_NOT_PROFESSIONAL');
    expect(
      errorOf(
        await cast.owner.agent.post(EVIDENCE_API.invites(evidenceId), {
          proUserId: '7d3f1a52-0c4e-4b8e-9f7a-1a2b3c4d5e6f',
        }),
      ).code,
    ).toBe('E_NOT_PROFESSIONAL');
    const draft = await createEvidence(cast.owner.agent);
    expect(
      errorOf(
        await cast.owner.agent.post(EVIDENCE_API.invites(draft.evidenceId), {
          proUserId: cast.verifiedPro.user.id,
        }),
      ).code,
    ).toBe('E_NO_FINALIZED_VERSION');
    const inbox = await cast.stranger.agent.get(EVIDENCE_API.inbox);
    expect(inbox.statusCode).toBe(403);
    expect(errorOf(inbox).message).toBe(EVIDENCE_TEXT.professionalsOnly);
    expect((await cast.anonymous.get(EVIDENCE_API.inbox)).statusCode).toBe(401);
    expect((await cast.professional.agent.get(EVIDENCE_API.inbox)).json()).toEqual({ items: [], pending: 0 });
  });
});

describe('linking evidence to an idea', () => {
  it('the idea owner links finalized evidence once, the idea lists it; unlink until co-signed', async () => {
    const cast = await evidenceCast(t.app, t.database.db);
    const draft = await createEvidence(cast.owner.agent);
    const { evidenceId, versionId } = await finalizedEvidence(cast.owner.agent, { title: 'Link me' });
    const linkable = (await cast.owner.agent.get(EVIDENCE_API.linkable(cast.ideaId)))
      .json()
      .items.map((i: { id: string }) => i.id);
    expect(linkable).toContain(evidenceId);
    expect(linkable).not.toContain(draft.evidenceId);

    expect(
      errorOf(await cast.owner.agent.post(EVIDENCE_API.link(cast.ideaId), { evidenceId: draft.evidenceId }))
        .message,
    ).toBe(EVIDENCE_TEXT.notLinkable);
    expect(
      errorOf(await cast.teamMember.agent.post(EVIDENCE_API.link(cast.ideaId), { evidenceId })).code,
    ).toBe('E_NOT_OWNER');
    expect((await cast.teamMember.agent.get(EVIDENCE_API.linkable(cast.ideaId))).statusCode).toBe(403);
    expect(errorOf(await cast.owner.agent.post(EVIDENCE_API.unlink(cast.ideaId), { evidenceId })).code).toBe(
      'E_NOT_LINKED',
    );

    expect((await cast.owner.agent.post(EVIDENCE_API.link(cast.ideaId), { evidenceId })).statusCode).toBe(
      200,
    );
    const again = await cast.owner.agent.post(EVIDENCE_API.link(cast.ideaId), { evidenceId });
    expect(errorOf(again).code).toBe('E_ALREADY_LINKED');
    const second = await finalizedEvidence(cast.owner.agent);
    expect(
      errorOf(await cast.owner.agent.post(EVIDENCE_API.link(cast.ideaId), { evidenceId: second.evidenceId }))
        .code,
    ).toBe('E_ALREADY_LINKED');
    const listed = (await cast.stranger.agent.get(EVIDENCE_API.forIdea(cast.ideaId))).json().items;
    expect(listed.map((i: { id: string }) => i.id)).toEqual([evidenceId]);
    expect(listed[0]).toMatchObject({ state: 'linked', linkedIdeaId: cast.ideaId });
    expect(
      (await cast.owner.agent.get(EVIDENCE_API.linkable(cast.ideaId)))
        .json()
        .items.map((i: { id: string }) => i.id),
    ).not.toContain(evidenceId);

    expect((await cast.owner.agent.post(EVIDENCE_API.unlink(cast.ideaId), { evidenceId })).statusCode).toBe(
      200,
    );
    await cast.owner.agent.post(EVIDENCE_API.link(cast.ideaId), { evidenceId });
    await cast.verifiedPro.agent.post(EVIDENCE_API.cosign(evidenceId), { versionId });
    const locked = await cast.owner.agent.post(EVIDENCE_API.unlink(cast.ideaId), { evidenceId });
    expect(errorOf(locked).code).toBe('E_LOCKED_COSIGN');
    // Someone else's standalone evidence cannot be linked.
    const foreign = await finalizedEvidence(cast.stranger.agent);
    const other = await evidenceCast(t.app, t.database.db);
    expect(
      (await other.owner.agent.post(EVIDENCE_API.link(other.ideaId), { evidenceId: foreign.evidenceId }))
        .statusCode,
    ).toBe(404);
  });

  it("a new version of linked evidence by a team member tells the idea's owner (evidence_updated)", async () => {
    const cast = await evidenceCast(t.app, t.database.db);
    const { evidenceId } = await finalizedEvidence(cast.teamMember.agent, {
      title: 'Team proof',
      context: { kind: 'idea', id: cast.ideaId },
    });
    expect((await cast.owner.agent.post(EVIDENCE_API.link(cast.ideaId), { evidenceId })).statusCode).toBe(
      200,
    );
    await cast.teamMember.agent.patch(EVIDENCE_API.detail(evidenceId), { summary: 'More interviews' });
    await cast.teamMember.agent.post(EVIDENCE_API.finalize(evidenceId));
    await settle(t);
    const types = (await cast.owner.agent.get(NOTIFICATION_API.list)).json().items as {
      type: string;
      body: string;
    }[];
    expect(types.filter((n) => n.type === 'evidence_updated')).toEqual([
      expect.objectContaining({ body: expect.stringContaining('Team proof') }),
    ]);
    expect(types.filter((n) => n.type === 'evidence_added')).toHaveLength(1);
  });
});
