import { AUTH_API, SECOND_FACTOR_API } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.ts';
import { webauthnParty } from '../src/platform/auth/webauthn-party.ts';
import { type Agent, createAgent } from './agent.ts';
import { type BuiltUser, buildUser } from './factories.ts';
import { assertionResponse, type SoftwarePasskey } from './software-passkey.ts';

export interface SignedIn {
  user: BuiltUser;
  agent: Agent;
}

/**
 * An agent signed in as `user` through the real login endpoint; an account with a second factor
 * (admins) finishes with its software passkey, so admin sessions are complete (aal2).
 */
export async function signInAs(app: FastifyInstance, user: BuiltUser): Promise<Agent> {
  const agent = createAgent(app);
  const res = await agent.post(AUTH_API.login, { email: user.email, password: user.password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  if (res.json().secondFactor && user.passkey) await signInWithPasskey(app, agent, user.passkey);
  return agent;
}

/** Signs an agent in with a passkey (options, then the software authenticator's assertion). */
export async function signInWithPasskey(app: FastifyInstance, agent: Agent, passkey: SoftwarePasskey) {
  const options = await agent.post(SECOND_FACTOR_API.passkeySignInOptions);
  if (options.statusCode !== 200)
    throw new Error(`passkey options failed: ${options.statusCode} ${options.body}`);
  const party = webauthnParty(app.ctx.config);
  const response = assertionResponse(passkey, options.json().challenge, party.origins[0] ?? '', party.rpId);
  const res = await agent.post(SECOND_FACTOR_API.passkeySignIn, { response });
  if (res.statusCode !== 200) throw new Error(`passkey sign-in failed: ${res.statusCode} ${res.body}`);
  return res;
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
