import { COLLAB_API, IDEA_EVENTS, IDEA_TEXT, WORKSPACE } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent, errorOf, expectEachRefused } from '../../../test/agent.ts';
import { buildUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { addCollabRequest, buildCast, buildIdea, eventsOf } from './collab.fixtures.ts';

const t = useTestApp();

describe('POST /api/ideas/:id/collab-requests', () => {
  it('needs a session', async () => {
    const { ideaId } = await buildCast(t);
    expect((await createAgent(t.app).post(COLLAB_API.requests(ideaId), {})).statusCode).toBe(401);
  });

  it('lets a stranger ask (pending), tells the owner through a collab_request_received event', async () => {
    const { ideaId, owner, stranger } = await buildCast(t);
    const res = await stranger.agent.post(COLLAB_API.requests(ideaId), { message: '  I can help  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ideaId,
      ideaTitle: 'Shared idea',
      status: 'pending',
      message: 'I can help',
      respondedAt: null,
      user: { id: stranger.user.id, fullName: 'Sid Stranger' },
    });
    expect(await eventsOf(t.database.db, IDEA_EVENTS.collabRequestReceived, ideaId)).toEqual([
      {
        type: IDEA_EVENTS.collabRequestReceived,
        actor_id: stranger.user.id,
        payload: {
          recipientId: owner.user.id,
          ideaId,
          collaborationId: res.json().id,
          fromUserId: stranger.user.id,
        },
      },
    ]);
  });

  it('lets a professional ask too', async () => {
    const { ideaId, professional } = await buildCast(t);
    expect((await professional.agent.post(COLLAB_API.requests(ideaId), {})).statusCode).toBe(201);
  });

  it('refuses the owner, team members, collaborators and a second pending request', async () => {
    const { ideaId, owner, member, collaborator, requester } = await buildCast(t);
    const own = await owner.agent.post(COLLAB_API.requests(ideaId), {});
    expect(own.statusCode).toBe(400);
    expect(errorOf(own)).toMatchObject({ code: 'E_INVALID_INPUT', message: IDEA_TEXT.cannotRequestOwnIdea });
    for (const who of [member, collaborator]) {
      const res = await who.agent.post(COLLAB_API.requests(ideaId), {});
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toMatchObject({ code: 'E_CONFLICT', message: IDEA_TEXT.alreadyOnTeam });
    }
    const again = await requester.agent.post(COLLAB_API.requests(ideaId), {});
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'E_CONFLICT', message: IDEA_TEXT.collabRequestExists });
  });

  it('refuses an idea that is not open for collaboration, and hides a private one from strangers', async () => {
    const closed = await buildCast(t, { open_for_collab: false });
    const res = await closed.stranger.agent.post(COLLAB_API.requests(closed.ideaId), {});
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ code: 'E_INVALID_STATE', message: IDEA_TEXT.notOpenForCollab });

    const hidden = await buildCast(t, { visibility: 'private' });
    const denied = await hidden.stranger.agent.post(COLLAB_API.requests(hidden.ideaId), {});
    expect(denied.statusCode).toBe(404);
    expect(errorOf(denied).message).toBe(IDEA_TEXT.ideaNotFound);
    const unknown = await hidden.stranger.agent.post(
      COLLAB_API.requests('00000000-0000-4000-8000-000000000001'),
      {},
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a message over the limit and a malformed idea id', async () => {
    const { ideaId, stranger } = await buildCast(t);
    const long = await stranger.agent.post(COLLAB_API.requests(ideaId), { message: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect((await stranger.agent.post(COLLAB_API.requests('nope'), {})).statusCode).toBe(400);
  });

  it('sends a declined request again as a new pending one', async () => {
    const { ideaId, owner, stranger } = await buildCast(t);
    const first = (await stranger.agent.post(COLLAB_API.requests(ideaId), { message: 'one' })).json();
    expect((await owner.agent.post(COLLAB_API.decline(first.id))).statusCode).toBe(200);
    const again = await stranger.agent.post(COLLAB_API.requests(ideaId), { message: 'two' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      id: first.id,
      status: 'pending',
      message: 'two',
      respondedAt: null,
    });
    expect(await eventsOf(t.database.db, IDEA_EVENTS.collabRequestReceived, ideaId)).toHaveLength(2);
  });

  it(`allows at most ${WORKSPACE.pendingRequests} pending requests per idea`, async () => {
    const { ideaId, owner, stranger, professional } = await buildCast(t);
    // The cast already holds one pending request; fill the rest directly.
    const db = t.database.db;
    for (let i = 1; i < WORKSPACE.pendingRequests - 1; i++) {
      await addCollabRequest(db, ideaId, (await buildUser(db)).id, 'pending');
    }
    expect((await professional.agent.post(COLLAB_API.requests(ideaId), {})).statusCode).toBe(201);
    const full = await stranger.agent.post(COLLAB_API.requests(ideaId), {});
    expect(full.statusCode).toBe(422);
    expect(errorOf(full)).toMatchObject({ code: 'E_LIMIT_EXCEEDED', message: IDEA_TEXT.pendingRequestsFull });
    // Declining one frees a place.
    const list = (await owner.agent.get(COLLAB_API.requests(ideaId))).json();
    expect(list.pendingTotal).toBe(WORKSPACE.pendingRequests);
    await owner.agent.post(COLLAB_API.decline(list.pending[0].id));
    expect((await stranger.agent.post(COLLAB_API.requests(ideaId), {})).statusCode).toBe(201);
  });
});

describe('GET /api/ideas/:id/collab-requests', () => {
  it('shows the owner the newest pending (cut to the limit, with the total) and the accepted', async () => {
    const { ideaId, owner, collaborator, requester } = await buildCast(t);
    const db = t.database.db;
    const base = Date.now() - 60_000;
    // Rows inserted directly: the API itself never lets more than 12 wait.
    for (let i = 0; i < WORKSPACE.pendingRequests + 2; i++) {
      await addCollabRequest(db, ideaId, (await buildUser(db)).id, 'pending', new Date(base + i * 1000));
    }
    const res = await owner.agent.get(COLLAB_API.requests(ideaId));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pending).toHaveLength(WORKSPACE.pendingRequests);
    expect(body.pendingTotal).toBe(WORKSPACE.pendingRequests + 3);
    // The cast's requester asked last (now), so comes first; then newest first.
    expect(body.pending[0].user.id).toBe(requester.user.id);
    const times = body.pending.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(body.accepted.map((r: { user: { id: string } }) => r.user.id)).toEqual([collaborator.user.id]);
  });

  it('is for the owner only', async () => {
    const cast = await buildCast(t);
    await expectEachRefused(
      [cast.member, cast.collaborator, cast.requester, cast.stranger, cast.professional],
      (agent) => agent.get(COLLAB_API.requests(cast.ideaId)),
      403,
      'E_NOT_OWNER',
    );
    const hidden = await buildCast(t, { visibility: 'private' });
    expect((await hidden.stranger.agent.get(COLLAB_API.requests(hidden.ideaId))).statusCode).toBe(404);
    expect((await hidden.member.agent.get(COLLAB_API.requests(hidden.ideaId))).statusCode).toBe(403);
  });
});

describe('POST /api/collab-requests/:id/accept and /decline', () => {
  it('lets the owner accept a pending request once; the requester becomes a collaborator and is told', async () => {
    const { ideaId, owner, requester } = await buildCast(t);
    const id = (await owner.agent.get(COLLAB_API.requests(ideaId))).json().pending[0].id;
    const res = await owner.agent.post(COLLAB_API.accept(id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'accepted', user: { id: requester.user.id } });
    expect(res.json().respondedAt).toEqual(expect.any(String));
    expect(await eventsOf(t.database.db, IDEA_EVENTS.collabRequestAccepted, ideaId)).toEqual([
      {
        type: IDEA_EVENTS.collabRequestAccepted,
        actor_id: owner.user.id,
        payload: { recipientId: requester.user.id, ideaId, collaborationId: id },
      },
    ]);
    const list = (await owner.agent.get(COLLAB_API.requests(ideaId))).json();
    expect(list.pendingTotal).toBe(0);
    expect(list.accepted.map((r: { id: string }) => r.id)).toContain(id);
    for (const path of [COLLAB_API.accept(id), COLLAB_API.decline(id)]) {
      const again = await owner.agent.post(path);
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).code).toBe('E_NOT_PENDING');
    }
  });

  it('lets the owner decline; the requester is told', async () => {
    const { ideaId, owner, requester } = await buildCast(t);
    const id = (await owner.agent.get(COLLAB_API.requests(ideaId))).json().pending[0].id;
    const res = await owner.agent.post(COLLAB_API.decline(id));
    expect(res.json()).toMatchObject({ status: 'declined' });
    expect(await eventsOf(t.database.db, IDEA_EVENTS.collabRequestDeclined, ideaId)).toMatchObject([
      { payload: { recipientId: requester.user.id, ideaId, collaborationId: id } },
    ]);
  });

  it('refuses everyone but the owner, and unknown requests', async () => {
    const cast = await buildCast(t);
    const id = (await cast.owner.agent.get(COLLAB_API.requests(cast.ideaId))).json().pending[0].id;
    await expectEachRefused(
      [cast.requester, cast.member, cast.collaborator, cast.stranger, cast.professional],
      (agent) => agent.post(COLLAB_API.accept(id)),
      403,
      'E_NOT_OWNER',
    );
    expect(
      (await cast.owner.agent.post(COLLAB_API.accept('00000000-0000-4000-8000-000000000002'))).statusCode,
    ).toBe(404);
    expect((await createAgent(t.app).post(COLLAB_API.accept(id))).statusCode).toBe(401);
  });
});

describe('DELETE /api/ideas/:id/collab-requests/mine', () => {
  it('withdraws my pending request only', async () => {
    const { ideaId, owner, requester, collaborator, stranger } = await buildCast(t);
    expect((await requester.agent.delete(COLLAB_API.myRequest(ideaId))).json()).toEqual({ ok: true });
    expect((await owner.agent.get(COLLAB_API.requests(ideaId))).json().pendingTotal).toBe(0);
    expect((await requester.agent.delete(COLLAB_API.myRequest(ideaId))).statusCode).toBe(404);
    expect((await stranger.agent.delete(COLLAB_API.myRequest(ideaId))).statusCode).toBe(404);
    const accepted = await collaborator.agent.delete(COLLAB_API.myRequest(ideaId));
    expect(accepted.statusCode).toBe(409);
    expect(errorOf(accepted).code).toBe('E_NOT_PENDING');
  });
});

describe('DELETE /api/ideas/:id/collaborators/:userId', () => {
  it('lets the owner remove a collaborator, and a collaborator leave', async () => {
    const { ideaId, owner, collaborator } = await buildCast(t);
    const db = t.database.db;
    const other = await buildIdea(db, owner.user.id);
    await addCollabRequest(db, other, collaborator.user.id, 'accepted');
    expect((await owner.agent.delete(COLLAB_API.collaborator(ideaId, collaborator.user.id))).json()).toEqual({
      ok: true,
    });
    expect((await owner.agent.get(COLLAB_API.requests(ideaId))).json().accepted).toEqual([]);
    expect(
      (await collaborator.agent.delete(COLLAB_API.collaborator(other, collaborator.user.id))).statusCode,
    ).toBe(200);
    // Gone: removing again is 404.
    expect((await owner.agent.delete(COLLAB_API.collaborator(ideaId, collaborator.user.id))).statusCode).toBe(
      404,
    );
  });

  it('refuses anyone else, and does not remove a pending requester', async () => {
    const cast = await buildCast(t);
    await expectEachRefused(
      [cast.member, cast.stranger, cast.requester, cast.professional],
      (agent) => agent.delete(COLLAB_API.collaborator(cast.ideaId, cast.collaborator.user.id)),
      403,
      'E_NOT_OWNER',
    );
    const pending = await cast.owner.agent.delete(
      COLLAB_API.collaborator(cast.ideaId, cast.requester.user.id),
    );
    expect(pending.statusCode).toBe(404);
  });
});
