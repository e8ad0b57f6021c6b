import { AUTH_API } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.ts';
import { type Agent, createAgent } from './agent.ts';
import { type BuiltUser, buildUser } from './factories.ts';

export interface SignedIn {
  user: BuiltUser;
  agent: Agent;
}

/** An agent signed in as `user` through the real login endpoint. */
export async function signInAs(app: FastifyInstance, user: BuiltUser): Promise<Agent> {
  const agent = createAgent(app);
  const res = await agent.post(AUTH_API.login, { email: user.email, password: user.password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return agent;
}

/** A new user (factory overrides) and an agent signed in as them. */
export async function signedInUser(
  app: FastifyInstance,
  db: Kysely<DB>,
  overrides: Parameters<typeof buildUser>[1] = {},
): Promise<SignedIn> {
  const user = await buildUser(db, overrides);
  return { user, agent: await signInAs(app, user) };
}
