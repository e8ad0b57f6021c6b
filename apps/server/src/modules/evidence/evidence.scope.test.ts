import { EVIDENCE_API, EVIDENCE_TEXT, type EvidenceScope, SPRINT_API } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { type Agent, errorOf } from '../../../test/agent.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { createEvidence, evidenceCast, finalizedEvidence } from './evidence.test-kit.ts';

const t = useTestApp();

type Who =
  | 'owner'
  | 'teamMember'
  | 'collaborator'
  | 'stranger'
  | 'professional'
  | 'verifiedPro'
  | 'anonymous';
const EVERYONE: Who[] = [
  'owner',
  'teamMember',
  'collaborator',
  'stranger',
  'professional',
  'verifiedPro',
  'anonymous',
];

/** Who may see finalized evidence created on an idea, by scope (decision 56). */
const MAY_SEE: Record<EvidenceScope, Who[]> = {
  public: EVERYONE,
  pro_only: ['owner', 'verifiedPro'],
  collaborators: ['owner', 'teamMember', 'collaborator'],
  private: ['owner'],
};

async function allPages(agent: Agent, path: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res = await agent.get(
      `${path}${cursor ? `${sep}cursor=${encodeURIComponent(cursor)}&limit=2` : `${sep}limit=2`}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { items: { id: string }[]; nextCursor: string | null };
    ids.push(...body.items.map((i) => i.id));
    cursor = body.nextCursor;
  } while (cursor);
  return ids;
}

describe('scope is enforced on every read and every list', () => {
  it('each role sees exactly what its scope allows, on the page and in every list', async () => {
    const cast = await evidenceCast(t.app, t.database.db);
    const agents: Record<Who, Agent> = {
      owner: cast.owner.agent,
      teamMember: cast.teamMember.agent,
      collaborator: cast.collaborator.agent,
      stranger: cast.stranger.agent,
      professional: cast.professional.agent,
      verifiedPro: cast.verifiedPro.agent,
      anonymous: cast.anonymous,
    };
    const ids = {} as Record<EvidenceScope, string>;
    for (const scope of ['public', 'pro_only', 'collaborators', 'private'] as const) {
      ids[scope] = (
        await finalizedEvidence(cast.owner.agent, {
          scope,
          title: `Scope ${scope}`,
          context: { kind: 'idea', id: cast.ideaId },
        })
      ).evidenceId;
    }
    // A draft that was never finalized: the owner's alone.
    const draft = (await createEvidence(cast.owner.agent, { context: { kind: 'idea', id: cast.ideaId } }))
      .evidenceId;

    for (const who of EVERYONE) {
      const agent = agents[who];
      const timeline = await allPages(agent, EVIDENCE_API.list);
      const onIdea = await allPages(agent, EVIDENCE_API.forIdea(cast.ideaId));
      const milestones = (
        await agent.get(`${EVIDENCE_API.milestones}?ids=${Object.values(ids).join(',')},${draft}`)
      ).json().items as { evidenceId: string }[];
      for (const scope of ['public', 'pro_only', 'collaborators', 'private'] as const) {
        const allowed = MAY_SEE[scope].includes(who);
        const res = await agent.get(EVIDENCE_API.detail(ids[scope]));
        const label = `${who} ${scope}`;
        if (allowed) {
          expect(res.statusCode, label).toBe(200);
        } else if (who === 'anonymous') {
          expect(res.statusCode, label).toBe(404);
          expect(errorOf(res).message).toBe(EVIDENCE_TEXT.notFound);
        } else {
          expect(res.statusCode, label).toBe(403);
          expect(errorOf(res), label).toMatchObject({
            code: 'E_NOT_VISIBLE',
            message: EVIDENCE_TEXT.noAccess,
          });
        }
        expect(timeline.includes(ids[scope]), `timeline ${label}`).toBe(allowed);
        expect(onIdea.includes(ids[scope]), `idea list ${label}`).toBe(allowed);
        expect(
          milestones.some((m) => m.evidenceId === ids[scope]),
          `milestones ${label}`,
        ).toBe(allowed);
      }
      expect(timeline.includes(draft), `draft in ${who}'s timeline`).toBe(who === 'owner');
      expect(onIdea.includes(draft)).toBe(who === 'owner');
    }
  });

  it('a professional invited to pro-sign sees private evidence; a stranger still cannot', async () => {
    const cast = await evidenceCast(t.app, t.database.db);
    const { evidenceId } = await finalizedEvidence(cast.owner.agent, { scope: 'private' });
    expect((await cast.verifiedPro.agent.get(EVIDENCE_API.detail(evidenceId))).statusCode).toBe(403);
    const invite = await cast.owner.agent.post(EVIDENCE_API.invites(evidenceId), {
      proUserId: cast.verifiedPro.user.id,
      message: 'Would you co-sign?',
    });
    expect(invite.statusCode, invite.body).toBe(201);
    expect((await cast.verifiedPro.agent.get(EVIDENCE_API.detail(evidenceId))).statusCode).toBe(200);
    expect(await allPages(cast.verifiedPro.agent, EVIDENCE_API.list)).toContain(evidenceId);
    expect((await cast.stranger.agent.get(EVIDENCE_API.detail(evidenceId))).statusCode).toBe(403);
    // Cancelled: hidden again.
    await cast.owner.agent.post(EVIDENCE_API.cancelInvite(invite.json().id));
    expect((await cast.verifiedPro.agent.get(EVIDENCE_API.detail(evidenceId))).statusCode).toBe(403);
  });

  it('the idea list follows the idea: a private idea is hidden from strangers', async () => {
    const cast = await evidenceCast(t.app, t.database.db, 'private');
    await finalizedEvidence(cast.owner.agent, { context: { kind: 'idea', id: cast.ideaId } });
    expect((await cast.stranger.agent.get(EVIDENCE_API.forIdea(cast.ideaId))).statusCode).toBe(404);
    expect((await cast.anonymous.get(EVIDENCE_API.forIdea(cast.ideaId))).statusCode).toBe(404);
    expect((await cast.teamMember.agent.get(EVIDENCE_API.forIdea(cast.ideaId))).json().items).toHaveLength(1);
  });

  it('pages with a keyset cursor; a forged cursor is a coded 400', async () => {
    const cast = await evidenceCast(t.app, t.database.db);
    // Evidence on an experiment is written by the experiment's owner (issue 18): the owner's sprint.
    const started = await cast.owner.agent.post(SPRINT_API.start, {});
    expect(started.statusCode, started.body).toBeLessThan(300);
    const experimentId = started.json().id as string;
    const made: string[] = [];
    for (let i = 0; i < 5; i++)
      made.push(
        (
          await finalizedEvidence(cast.owner.agent, {
            title: `Paged ${i}`,
            context: { kind: 'experiment', id: experimentId },
          })
        ).evidenceId,
      );
    const listed = await allPages(cast.stranger.agent, EVIDENCE_API.forExperiment(experimentId));
    expect(listed).toEqual([...made].reverse());
    const bad = await cast.stranger.agent.get(`${EVIDENCE_API.list}?cursor=eyJ4IjoxfQ`);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('E_INVALID_INPUT');
    expect((await cast.stranger.agent.get(`${EVIDENCE_API.list}?limit=0`)).statusCode).toBe(400);
    expect((await cast.stranger.agent.get(`${EVIDENCE_API.milestones}?ids=nope`)).statusCode).toBe(400);
  });
});
