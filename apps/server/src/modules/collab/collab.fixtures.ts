import { COLLAB_API } from '@ibh/contract';
import { type Insertable, type Kysely, sql } from 'kysely';
import { expect } from 'vitest';
import { buildProfile } from '../../../test/factories.ts';
import { type SignedIn, signedInUser } from '../../../test/sign-in.ts';
import type { TestApp } from '../../../test/test-server.ts';
import type { DB } from '../../db/schema.ts';

/** Test-only helpers shared by the collab and workspace tests: ideas and the people around one. */
export async function buildIdea(
  db: Kysely<DB>,
  ownerId: string,
  values: Partial<Omit<Insertable<DB['ideas']>, 'user_id'>> = {},
): Promise<string> {
  const row = await db
    .insertInto('ideas')
    .values({
      title: 'Shared idea',
      short_description: 'A short description',
      open_for_collab: true,
      ...values,
      user_id: ownerId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addTeamMember(db: Kysely<DB>, ideaId: string, memberId: string): Promise<void> {
  await db.insertInto('idea_team_members').values({ idea_id: ideaId, member_id: memberId }).execute();
}

export async function addCollabRequest(
  db: Kysely<DB>,
  ideaId: string,
  userId: string,
  status: 'pending' | 'accepted' | 'declined' = 'accepted',
  createdAt?: Date,
): Promise<string> {
  const row = await db
    .insertInto('idea_collab_interest')
    .values({
      idea_id: ideaId,
      user_id: userId,
      status,
      ...(createdAt ? { created_at: createdAt } : {}),
      responded_at: status === 'pending' ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Everyone whose point of view the tests take on one idea. */
export interface Cast {
  ideaId: string;
  owner: SignedIn;
  member: SignedIn;
  collaborator: SignedIn;
  requester: SignedIn;
  stranger: SignedIn;
  professional: SignedIn;
}

export async function buildCast(
  t: TestApp,
  ideaValues: Partial<Omit<Insertable<DB['ideas']>, 'user_id'>> = {},
): Promise<Cast> {
  const db = t.database.db;
  const [owner, member, collaborator, requester, stranger, professional] = await Promise.all([
    signedInUser(t.app, db, { fullName: 'Olive Owner' }),
    signedInUser(t.app, db, { fullName: 'Tom Team' }),
    signedInUser(t.app, db, { fullName: 'Cara Collab' }),
    signedInUser(t.app, db, { fullName: 'Rita Requester' }),
    signedInUser(t.app, db, { fullName: 'Sid Stranger' }),
    signedInUser(t.app, db, { fullName: 'Pat Pro', role: 'professional' }),
  ]);
  await buildProfile(db, professional.user.id, { is_verified: true, headline: 'Verified pro' });
  const ideaId = await buildIdea(db, owner.user.id, ideaValues);
  await addTeamMember(db, ideaId, member.user.id);
  await addCollabRequest(db, ideaId, collaborator.user.id, 'accepted');
  await addCollabRequest(db, ideaId, requester.user.id, 'pending');
  return { ideaId, owner, member, collaborator, requester, stranger, professional };
}

/** Domain events of a type that concern one idea, oldest first. */
export function eventsOf(db: Kysely<DB>, type: string, ideaId: string) {
  return db
    .selectFrom('domain_events')
    .select(['type', 'actor_id', 'payload'])
    .where('type', '=', type)
    .where(sql<string>`payload->>'ideaId'`, '=', ideaId)
    .orderBy('created_at')
    .execute();
}

/** `from` (the owner) invites `to` to the idea's team or to collaborate on it; the created invite. */
export async function inviteBy(from: SignedIn, kind: 'team' | 'collab', ideaId: string, to: SignedIn) {
  const path = kind === 'team' ? COLLAB_API.teamInvites(ideaId) : COLLAB_API.collabInvites(ideaId);
  const res = await from.agent.post(path, { userId: to.user.id });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
