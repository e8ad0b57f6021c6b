import { COLLAB_API, WORKSPACE, WORKSPACE_API } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent, expectEachRefused } from '../../../test/agent.ts';
import { buildProfile, buildUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { addCollabRequest, buildCast } from '../collab/collab.fixtures.ts';

const t = useTestApp();

const chips = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('GET /api/workspaces/:id', () => {
  it('shows the owner everything, cut to the workspace limits', async () => {
    const cast = await buildCast(t, {
      tags: chips('tag', 12),
      looking_for: chips('role', 12),
      image_paths: chips('idea-images/x/img-', 6).map((k) => `${k}.png`),
      stage: 'needs_guidance',
    });
    await buildProfile(t.database.db, cast.owner.user.id, { country: 'India' });
    const res = await cast.owner.agent.get(WORKSPACE_API.workspace(cast.ideaId));
    expect(res.statusCode).toBe(200);
    const ws = res.json();
    expect(ws.idea).toMatchObject({
      id: cast.ideaId,
      title: 'Shared idea',
      shortDescription: 'A short description',
      country: 'India',
      stage: 'needs_guidance',
      visibility: 'public',
      tags: chips('tag', WORKSPACE.tags),
      lookingFor: chips('role', WORKSPACE.lookingFor),
    });
    expect(ws.idea.imageUrls).toHaveLength(WORKSPACE.images);
    expect(ws.idea.imageUrls[0]).toMatch(/^\/api\/files\/idea-images\/x\/img-0\.png\?exp=/);
    expect(ws.me).toEqual({ userId: cast.owner.user.id, memberRole: 'owner' });
    expect(ws.owner).toMatchObject({ id: cast.owner.user.id, fullName: 'Olive Owner', memberRole: 'owner' });
    expect(ws.team).toMatchObject([{ id: cast.member.user.id, memberRole: 'team_member' }]);
    expect(ws.collaborators).toMatchObject([{ id: cast.collaborator.user.id, memberRole: 'collaborator' }]);
    expect(ws.pendingRequests).toMatchObject([{ user: { id: cast.requester.user.id }, status: 'pending' }]);
    expect(ws.pendingTotal).toBe(1);
    expect(ws).toMatchObject({ presence: [], presenceTotal: 0 });
  });

  it(`cuts the owner's pending requests to ${WORKSPACE.pendingRequests} and hides them from others`, async () => {
    const cast = await buildCast(t);
    for (let i = 0; i < WORKSPACE.pendingRequests + 1; i++) {
      await addCollabRequest(t.database.db, cast.ideaId, (await buildUser(t.database.db)).id, 'pending');
    }
    const mine = (await cast.owner.agent.get(WORKSPACE_API.workspace(cast.ideaId))).json();
    expect(mine.pendingRequests).toHaveLength(WORKSPACE.pendingRequests);
    expect(mine.pendingTotal).toBe(WORKSPACE.pendingRequests + 2);
    for (const [who, role] of [
      [cast.member, 'team_member'],
      [cast.collaborator, 'collaborator'],
    ] as const) {
      const ws = (await who.agent.get(WORKSPACE_API.workspace(cast.ideaId))).json();
      expect(ws.me.memberRole).toBe(role);
      expect(ws.pendingRequests).toEqual([]);
      expect(ws.pendingTotal).toBe(0);
    }
  });

  it('refuses a pending requester, a stranger and a professional (403 on a public idea, 404 on a private one)', async () => {
    const open = await buildCast(t);
    await expectEachRefused(
      [open.requester, open.stranger, open.professional],
      (agent) => agent.get(WORKSPACE_API.workspace(open.ideaId)),
      403,
      'E_NOT_TEAM_MEMBER',
    );
    const hidden = await buildCast(t, { visibility: 'private' });
    for (const who of [hidden.requester, hidden.stranger, hidden.professional]) {
      expect((await who.agent.get(WORKSPACE_API.workspace(hidden.ideaId))).statusCode).toBe(404);
    }
    for (const who of [hidden.owner, hidden.member, hidden.collaborator]) {
      expect((await who.agent.get(WORKSPACE_API.workspace(hidden.ideaId))).statusCode).toBe(200);
    }
    expect((await createAgent(t.app).get(WORKSPACE_API.workspace(open.ideaId))).statusCode).toBe(401);
    expect(
      (await open.owner.agent.get(WORKSPACE_API.workspace('00000000-0000-4000-8000-000000000005')))
        .statusCode,
    ).toBe(404);
  });

  it('lets an accepted requester in, and shuts out a removed collaborator', async () => {
    const cast = await buildCast(t);
    const request = (await cast.owner.agent.get(COLLAB_API.requests(cast.ideaId))).json().pending[0];
    await cast.owner.agent.post(COLLAB_API.accept(request.id));
    expect((await cast.requester.agent.get(WORKSPACE_API.workspace(cast.ideaId))).statusCode).toBe(200);
    await cast.owner.agent.delete(COLLAB_API.collaborator(cast.ideaId, cast.requester.user.id));
    expect((await cast.requester.agent.get(WORKSPACE_API.workspace(cast.ideaId))).statusCode).toBe(403);
  });
});

describe('presence', () => {
  it(`pings show who is here: the latest ${WORKSPACE.presenceAvatars} within the window, with the total`, async () => {
    const cast = await buildCast(t);
    const first = await cast.member.agent.post(WORKSPACE_API.presence(cast.ideaId));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ presence: [{ id: cast.member.user.id }], presenceTotal: 1 });

    const db = t.database.db;
    const now = Date.now();
    for (let i = 0; i < 7; i++) {
      const user = await buildUser(db);
      await db
        .insertInto('workspace_presence')
        .values({ idea_id: cast.ideaId, user_id: user.id, seen_at: new Date(now - 10_000 - i * 1000) })
        .execute();
    }
    // Out of the window: not present.
    const gone = await buildUser(db);
    await db
      .insertInto('workspace_presence')
      .values({ idea_id: cast.ideaId, user_id: gone.id, seen_at: new Date(now - 5 * 60_000) })
      .execute();

    const res = await cast.owner.agent.post(WORKSPACE_API.presence(cast.ideaId));
    expect(res.json().presenceTotal).toBe(9);
    expect(res.json().presence).toHaveLength(WORKSPACE.presenceAvatars);
    const ws = (await cast.collaborator.agent.get(WORKSPACE_API.workspace(cast.ideaId))).json();
    expect(ws.presenceTotal).toBe(9);
    expect(ws.presence).toHaveLength(WORKSPACE.presenceAvatars);
    expect(ws.presence.map((p: { id: string }) => p.id)).not.toContain(gone.id);
  });

  it('is for members only', async () => {
    const cast = await buildCast(t);
    for (const who of [cast.requester, cast.stranger, cast.professional]) {
      expect((await who.agent.post(WORKSPACE_API.presence(cast.ideaId))).statusCode).toBe(403);
    }
  });
});
