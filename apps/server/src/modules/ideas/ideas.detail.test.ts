import { IDEA, IDEA_API, IDEA_TEXT, IdeaDetailSchema } from '@ibh/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createAgent } from '../../../test/agent.ts';
import { type Cast, castSuite, ideaInput, joinIdea, postIdea } from './ideas.test-kit.ts';

const { t, cast } = castSuite();
let publicId: string;
let privateId: string;
let premiumId: string;

const premiumFields = {
  fullDescription: 'Secret sauce',
  roadmap: 'Secret plan',
  skills: ['Solar'],
  funding: 50000,
  availability: 'Weekends',
};

beforeAll(async () => {
  publicId = await postIdea(cast.owner.agent, { title: 'Open idea', ...premiumFields });
  privateId = await postIdea(cast.owner.agent, { title: 'Closed idea', visibility: 'private' });
  premiumId = await postIdea(cast.owner.agent, { title: 'Paid idea', isPremium: true, ...premiumFields });
  for (const id of [publicId, privateId, premiumId]) await joinIdea(t.database.db, id, cast);
});

type Who = keyof Cast | 'signedOut';
const agentOf = (who: Who): Agent => (who === 'signedOut' ? createAgent(t.app) : cast[who].agent);
const get = (who: Who, id: string) => agentOf(who).get(IDEA_API.idea(id));

describe('GET /api/ideas/:id: who sees what', () => {
  const everyone: Who[] = [
    'signedOut',
    'stranger',
    'professional',
    'verifiedPro',
    'teamMember',
    'collaborator',
    'owner',
  ];

  it.each(everyone)('shows a public idea in full to %s', async (who) => {
    const res = await get(who, publicId);
    expect(res.statusCode).toBe(200);
    const idea = IdeaDetailSchema.parse(res.json());
    expect(idea).toMatchObject({ title: 'Open idea', locked: false, ...premiumFields });
    expect(idea.viewer).toMatchObject({
      isOwner: who === 'owner',
      isTeamMember: who === 'teamMember',
      isCollaborator: who === 'collaborator',
      canEnterWorkspace: ['owner', 'teamMember', 'collaborator'].includes(who),
    });
  });

  it.each(['signedOut', 'stranger', 'professional', 'verifiedPro'] as Who[])(
    'answers 404 Idea not found to %s for a private idea',
    async (who) => {
      const res = await get(who, privateId);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'E_NOT_FOUND', message: IDEA_TEXT.ideaNotFound });
    },
  );

  it.each(['owner', 'teamMember', 'collaborator'] as Who[])('shows a private idea to its %s', async (who) => {
    const res = await get(who, privateId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Closed idea', visibility: 'private' });
  });

  it('shows a private idea to someone invited to it, until the invitation is answered', async () => {
    const { db } = t.database;
    const invitee = cast.stranger.user.id;
    const invite = await db
      .insertInto('idea_team_invites')
      .values({ idea_id: privateId, inviter_id: cast.owner.user.id, invitee_id: invitee })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await get('stranger', privateId)).statusCode).toBe(200);
    await db
      .updateTable('idea_team_invites')
      .set({ status: 'declined' })
      .where('id', '=', invite.id)
      .execute();
    expect((await get('stranger', privateId)).statusCode).toBe(404);

    await db
      .insertInto('idea_collab_interest')
      .values({ idea_id: privateId, user_id: invitee, status: 'invited', invited_by: cast.owner.user.id })
      .execute();
    const seen = await get('stranger', privateId);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().viewer).toMatchObject({
      canEnterWorkspace: false,
      collabRequest: { status: 'invited' },
    });
    await db
      .deleteFrom('idea_collab_interest')
      .where('idea_id', '=', privateId)
      .where('user_id', '=', invitee)
      .execute();
    expect((await get('stranger', privateId)).statusCode).toBe(404);
  });

  it.each(['signedOut', 'stranger', 'professional'] as Who[])('locks a premium idea for %s', async (who) => {
    const idea = (await get(who, premiumId)).json();
    expect(idea).toMatchObject({
      title: 'Paid idea',
      isPremium: true,
      locked: true,
      shortDescription: null,
      fullDescription: null,
      roadmap: null,
      funding: null,
      availability: null,
      skills: [],
      imageUrls: [],
      attachments: [],
      imageUrl: null,
    });
  });

  it.each(['verifiedPro', 'owner', 'teamMember', 'collaborator'] as Who[])(
    'opens a premium idea to %s',
    async (who) => {
      const idea = (await get(who, premiumId)).json();
      expect(idea).toMatchObject({ locked: false, isPremium: true, ...premiumFields });
      expect(idea.shortDescription).toBe(ideaInput().shortDescription);
    },
  );

  it('answers 404 for an unknown idea and 400 for a malformed id', async () => {
    const unknown = await get('stranger', '00000000-0000-4000-8000-000000000001');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(IDEA_TEXT.ideaNotFound);
    expect((await get('stranger', 'not-a-uuid')).statusCode).toBe(400);
  });

  it('lists the team with addedAt and collaborators with joinedAt, and the owner', async () => {
    const idea = (await get('stranger', publicId)).json();
    expect(idea.owner).toMatchObject({ id: cast.owner.user.id, fullName: 'Olive Owner', role: 'idea_owner' });
    expect(idea.team).toEqual([
      expect.objectContaining({
        id: cast.teamMember.user.id,
        fullName: 'Tim Team',
        addedAt: expect.any(String),
      }),
    ]);
    expect(idea.collaborators).toEqual([
      expect.objectContaining({ id: cast.collaborator.user.id, joinedAt: expect.any(String) }),
    ]);
  });

  it("shows the viewer's pending collaboration request and a team invite addressed to them", async () => {
    const db = t.database.db;
    const request = await db
      .insertInto('idea_collab_interest')
      .values({ idea_id: publicId, user_id: cast.stranger.user.id, message: 'Let me help' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const invite = await db
      .insertInto('idea_team_invites')
      .values({
        idea_id: publicId,
        inviter_id: cast.owner.user.id,
        invitee_id: cast.professional.user.id,
        message: 'Join us',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await get('stranger', publicId)).json().viewer).toMatchObject({
      collabRequest: { id: request.id, status: 'pending' },
      teamInvite: null,
      isCollaborator: false,
    });
    expect((await get('professional', publicId)).json().viewer).toMatchObject({
      collabRequest: null,
      teamInvite: { id: invite.id, message: 'Join us' },
    });
    // A pending request is not a collaborator.
    expect((await get('owner', publicId)).json().collaborators).toHaveLength(1);
    await db.deleteFrom('idea_collab_interest').where('id', '=', request.id).execute();
    await db.deleteFrom('idea_team_invites').where('id', '=', invite.id).execute();
  });
});

describe('PATCH /api/ideas/:id', () => {
  it('lets the owner change the fields sent, normalised, and moves updated_at on', async () => {
    const id = await postIdea(cast.owner.agent, { title: 'Before', tags: ['a'] });
    const before = (await get('owner', id)).json();
    const res = await cast.owner.agent.patch(IDEA_API.idea(id), {
      title: 'After',
      stage: 'needs guidance',
      visibility: 'supporters',
      isPremium: true,
      funding: null,
    });
    expect(res.statusCode).toBe(200);
    const after = IdeaDetailSchema.parse(res.json());
    expect(after).toMatchObject({
      title: 'After',
      stage: 'needs_guidance',
      visibility: 'private',
      isPremium: true,
      tags: ['a'],
      shortDescription: before.shortDescription,
    });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
  });

  it('refuses others: 401 signed out, E_NOT_OWNER for those who see it, 404 for those who do not', async () => {
    const body = { title: 'Hijacked' };
    expect((await createAgent(t.app).patch(IDEA_API.idea(publicId), body)).statusCode).toBe(401);
    for (const who of ['stranger', 'teamMember', 'verifiedPro'] as const) {
      const res = await cast[who].agent.patch(IDEA_API.idea(publicId), body);
      expect(res.statusCode, who).toBe(403);
      expect(res.json().error.code).toBe('E_NOT_OWNER');
    }
    expect((await cast.teamMember.agent.patch(IDEA_API.idea(privateId), body)).json().error.code).toBe(
      'E_NOT_OWNER',
    );
    const hidden = await cast.stranger.agent.patch(IDEA_API.idea(privateId), body);
    expect(hidden.statusCode).toBe(404);
    expect((await get('owner', publicId)).json().title).toBe('Open idea');
  });

  it('checks the same limits as publishing', async () => {
    const res = await cast.owner.agent.patch(IDEA_API.idea(publicId), {
      title: 'x'.repeat(IDEA.titleMax + 1),
    });
    expect(res.statusCode).toBe(400);
    const blank = await cast.owner.agent.patch(IDEA_API.idea(publicId), { shortDescription: ' ' });
    expect(blank.json().error.fields).toBeDefined();
  });
});

describe('DELETE /api/ideas/:id', () => {
  it('lets only the owner delete; afterwards the idea is gone', async () => {
    const id = await postIdea(cast.owner.agent, { title: 'Short-lived' });
    expect((await createAgent(t.app).delete(IDEA_API.idea(id))).statusCode).toBe(401);
    const refused = await cast.stranger.agent.delete(IDEA_API.idea(id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('E_NOT_OWNER');
    const res = await cast.owner.agent.delete(IDEA_API.idea(id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await get('owner', id)).statusCode).toBe(404);
    expect((await cast.owner.agent.delete(IDEA_API.idea(id))).statusCode).toBe(404);
  });
});
