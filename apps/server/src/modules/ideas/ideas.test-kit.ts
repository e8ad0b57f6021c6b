import { IDEA_API, type PublishIdeaRequest } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { beforeAll, expect } from 'vitest';
import type { Agent } from '../../../test/agent.ts';
import { buildProfile } from '../../../test/factories.ts';
import { type SignedIn, signedInUser } from '../../../test/sign-in.ts';
import { type TestApp, useTestApp } from '../../../test/test-server.ts';
import type { DB } from '../../db/schema.ts';

/** Test helpers shared by the ideas test files (not a test file itself). */
export function ideaInput(overrides: Partial<PublishIdeaRequest> = {}): PublishIdeaRequest {
  return {
    title: 'Solar kiosks for rural clinics',
    shortDescription: 'Pay-per-use solar power for clinics off the grid.',
    visibility: 'public',
    ...overrides,
  };
}

export async function postIdea(agent: Agent, overrides: Partial<PublishIdeaRequest> = {}): Promise<string> {
  const res = await agent.post(IDEA_API.ideas, ideaInput(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
}

/** What `who` liking the idea answers: `{ liked, likesCount }`. */
export const like = async (who: SignedIn, ideaId: string) =>
  (await who.agent.post(IDEA_API.like(ideaId))).json();
/** What `who` taking back a like answers: `{ liked, likesCount }`. */
export const unlike = async (who: SignedIn, ideaId: string) =>
  (await who.agent.delete(IDEA_API.like(ideaId))).json();

export interface Cast {
  owner: SignedIn;
  teamMember: SignedIn;
  collaborator: SignedIn;
  stranger: SignedIn;
  professional: SignedIn;
  verifiedPro: SignedIn;
}

/** Everyone who can look at an idea: its owner, a team member, an accepted collaborator and others. */
export async function buildCast(app: FastifyInstance, db: Kysely<DB>): Promise<Cast> {
  const [owner, teamMember, collaborator, stranger, professional, verifiedPro] = await Promise.all([
    signedInUser(app, db, { fullName: 'Olive Owner' }),
    signedInUser(app, db, { fullName: 'Tim Team' }),
    signedInUser(app, db, { fullName: 'Cara Collab', role: 'professional' }),
    signedInUser(app, db, { fullName: 'Sid Stranger' }),
    signedInUser(app, db, { fullName: 'Pat Pro', role: 'professional' }),
    signedInUser(app, db, { fullName: 'Vera Verified', role: 'professional' }),
  ]);
  await buildProfile(db, professional.user.id, { is_verified: false });
  await buildProfile(db, verifiedPro.user.id, { is_verified: true });
  return { owner, teamMember, collaborator, stranger, professional, verifiedPro };
}

/**
 * A test file's app and cast, started before its tests and closed after them. The cast is filled in
 * by beforeAll, so a file may destructure it: `const { t, cast } = castSuite();`.
 */
export function castSuite(): { readonly t: TestApp; readonly cast: Cast } {
  const t = useTestApp();
  const cast = {} as Cast;
  beforeAll(async () => {
    Object.assign(cast, await buildCast(t.app, t.database.db));
  });
  return { t, cast };
}

/** Puts the cast's team member and collaborator on an idea, as the collab feature would. */
export async function joinIdea(db: Kysely<DB>, ideaId: string, cast: Cast): Promise<void> {
  await db
    .insertInto('idea_team_members')
    .values({ idea_id: ideaId, member_id: cast.teamMember.user.id })
    .execute();
  await db
    .insertInto('idea_collab_interest')
    .values({
      idea_id: ideaId,
      user_id: cast.collaborator.user.id,
      status: 'accepted',
      responded_at: new Date(),
    })
    .execute();
}

export function domainEvents(db: Kysely<DB>, type: string, actorId: string) {
  return db
    .selectFrom('domain_events')
    .select(['type', 'payload'])
    .where('type', '=', type)
    .where('actor_id', '=', actorId)
    .orderBy('created_at')
    .execute();
}
