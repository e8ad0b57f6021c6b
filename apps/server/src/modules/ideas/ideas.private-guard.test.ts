import { randomUUID } from 'node:crypto';
import {
  COLLAB_ENDPOINTS,
  type EndpointDefinition,
  endpointPath,
  IDEA_API,
  IDEA_ENDPOINTS,
  IDEA_TEXT,
  isRawBody,
  WORKSPACE_ENDPOINTS,
} from '@ibh/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createAgent } from '../../../test/agent.ts';
import { type SignedIn, signedInUser } from '../../../test/sign-in.ts';
import { guardCovers } from '../../platform/module.ts';
import { castSuite, joinIdea, like, postIdea, unlike } from './ideas.test-kit.ts';

const { t, cast } = castSuite();
let invitee: SignedIn;
let privateId: string;
let commentId: string;

beforeAll(async () => {
  invitee = await signedInUser(t.app, t.database.db, { fullName: 'Ivy Invitee' });
  privateId = await postIdea(cast.owner.agent, { title: 'Stealth fintech', visibility: 'private' });
  await joinIdea(t.database.db, privateId, cast);
  await t.database.db
    .insertInto('idea_team_invites')
    .values({ idea_id: privateId, inviter_id: cast.owner.user.id, invitee_id: invitee.user.id })
    .execute();
  const comment = await cast.teamMember.agent.post(IDEA_API.comments(privateId), { body: 'Internal note' });
  expect(comment.statusCode).toBe(200);
  commentId = comment.json().id;
  await cast.teamMember.agent.post(IDEA_API.like(privateId));
});

/** Every endpoint of the contract under /api/ideas/:id (the idea guard's path). */
const IDEA_SCOPED: EndpointDefinition[] = [
  ...Object.values(IDEA_ENDPOINTS),
  ...Object.values(COLLAB_ENDPOINTS),
  ...Object.values(WORKSPACE_ENDPOINTS),
].filter((endpoint) => guardCovers({ path: '/api/ideas/:id' }, endpoint.path));

/** Sends `endpoint` about `ideaId` as `agent`, with a body of the right kind, if it takes one. */
function send(agent: Agent, endpoint: EndpointDefinition, ideaId: string): Promise<LightMyRequestResponse> {
  const url = endpointPath(endpoint, { id: ideaId, userId: cast.teamMember.user.id });
  const raw = isRawBody(endpoint.body);
  const query = raw ? '?name=plan.png' : '';
  const body = raw
    ? Buffer.from('not really a png')
    : endpoint.body
      ? { body: 'hello', message: 'hello' }
      : undefined;
  const headers: Record<string, string> = raw ? { 'content-type': 'image/png' } : {};
  return agent.request(endpoint.method, `${url}${query}`, body, headers);
}

/** The answer without what differs per request. */
function answer(res: LightMyRequestResponse) {
  const json = res.json();
  if (json?.error) delete json.error.requestId;
  return { status: res.statusCode, body: json };
}

describe('a private idea answers non-members exactly like an unknown idea (issue 12, item 4)', () => {
  it('walks at least every idea-scoped endpoint of the contract', () => {
    expect(IDEA_SCOPED.length).toBeGreaterThanOrEqual(20);
    const spoken = IDEA_SCOPED.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(spoken).toContain('DELETE /api/ideas/:id/like');
    expect(spoken).toContain('DELETE /api/ideas/:id/team/:userId');
  });

  for (const who of ['stranger', 'unverified professional', 'verified professional', 'anonymous'] as const) {
    it.each(IDEA_SCOPED.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
      `${who}: %s`,
      async (_name, endpoint) => {
        const agent =
          who === 'anonymous'
            ? createAgent(t.app)
            : who === 'stranger'
              ? cast.stranger.agent
              : who === 'verified professional'
                ? cast.verifiedPro.agent
                : cast.professional.agent;
        const unknown = answer(await send(agent, endpoint, randomUUID()));
        const hidden = answer(await send(agent, endpoint, privateId));
        // Uploads ask who is signing in before reading a body: anonymous gets 401 for both alike.
        if (who === 'anonymous' && unknown.status === 401)
          expect(unknown.body.error.code).toBe('E_UNAUTHENTICATED');
        else expect(unknown.body.error).toEqual({ code: 'E_NOT_FOUND', message: IDEA_TEXT.ideaNotFound });
        expect(hidden).toEqual(unknown);
      },
    );
  }

  it('leaves the counters and rows as they were (nothing was switched off by a stranger)', async () => {
    const likes = await cast.owner.agent.get(IDEA_API.idea(privateId));
    expect(likes.json().likesCount).toBe(1);
  });

  it('answers a comment on a private idea like a comment that does not exist', async () => {
    const unknown = answer(await cast.stranger.agent.delete(`/api/comments/${randomUUID()}`));
    const hidden = answer(await cast.stranger.agent.delete(`/api/comments/${commentId}`));
    expect(unknown.status).toBe(404);
    expect(hidden).toEqual(unknown);
  });

  it('lets members act', async () => {
    expect((await cast.collaborator.agent.post(IDEA_API.like(privateId))).statusCode).toBe(200);
    expect((await cast.collaborator.agent.delete(IDEA_API.like(privateId))).statusCode).toBe(200);
    expect((await cast.owner.agent.get(IDEA_API.comments(privateId))).statusCode).toBe(200);
  });
});

describe('holders of an unanswered invite (issue 12, item 4)', () => {
  it('may read the idea page and its comments', async () => {
    const page = await invitee.agent.get(IDEA_API.idea(privateId));
    expect(page.statusCode).toBe(200);
    expect(page.json().title).toBe('Stealth fintech');
    expect((await invitee.agent.get(IDEA_API.comments(privateId))).statusCode).toBe(200);
  });

  it('may not comment, like, follow, save or favourite', async () => {
    const attempts = [
      await invitee.agent.post(IDEA_API.comments(privateId), { body: 'Count me in' }),
      await invitee.agent.post(IDEA_API.like(privateId)),
      await invitee.agent.delete(IDEA_API.like(privateId)),
      await invitee.agent.post(endpointPath(IDEA_ENDPOINTS.follow, { id: privateId })),
      await invitee.agent.post(endpointPath(IDEA_ENDPOINTS.save, { id: privateId })),
      await invitee.agent.put(endpointPath(IDEA_ENDPOINTS.favorite, { id: privateId })),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('E_NOT_TEAM_MEMBER');
    }
    const comments = (await cast.owner.agent.get(IDEA_API.comments(privateId))).json();
    expect(JSON.stringify(comments)).not.toContain('Count me in');
  });
});

describe('unaffected', () => {
  it('a stranger still likes and unlikes a public idea', async () => {
    const publicId = await postIdea(cast.owner.agent, { title: 'Open idea' });
    expect(await like(cast.stranger, publicId)).toEqual({ liked: true, likesCount: 1 });
    expect(await unlike(cast.stranger, publicId)).toEqual({ liked: false, likesCount: 0 });
  });

  it('a malformed id is a validation error for private and unknown alike', async () => {
    const res = await createAgent(t.app).get('/api/ideas/not-a-uuid');
    expect(res.statusCode).toBe(400);
  });
});
