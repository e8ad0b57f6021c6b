import { type AddPasskeyRequest, type Passkey, SECOND_FACTOR } from '@ibh/contract';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { RequestUser } from '../../platform/auth/session.ts';
import { webauthnParty } from '../../platform/auth/webauthn-party.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from './audit.ts';
import type { AuthClient } from './auth-client.ts';
import { requireFactorChange, upgradeSession } from './second-factor-guard.ts';
import { challengeOf, spendChallenge, storeChallenge } from './webauthn-challenges.ts';

const invalid = () => new AppError('E_SECOND_FACTOR_INVALID');

export function passkeyJson(row: {
  id: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  };
}

/** Options for adding a passkey: a discoverable credential with user verification, no attestation. */
export async function passkeyRegistrationOptions(ctx: AppContext, user: RequestUser) {
  await requireFactorChange(ctx, user);
  const existing = await ctx.db
    .selectFrom('user_passkeys')
    .select(['credential_id', 'transports'])
    .where('user_id', '=', user.id)
    .execute();
  if (existing.length >= SECOND_FACTOR.passkeysMax) throw new AppError('E_LIMIT_EXCEEDED');
  const party = webauthnParty(ctx.config);
  const options = await generateRegistrationOptions({
    rpName: party.rpName,
    rpID: party.rpId,
    userName: user.email,
    userDisplayName: user.fullName ?? user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({
      id: p.credential_id,
      transports: p.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeChallenge(ctx.db, options.challenge, 'register', user.id);
  return { ...options };
}

/** Adds the passkey the browser made for the challenge; the session now counts as second-factor. */
export async function addPasskey(
  ctx: AppContext,
  user: RequestUser,
  input: AddPasskeyRequest,
  client: AuthClient,
): Promise<Passkey> {
  await requireFactorChange(ctx, user);
  const response = input.response as unknown as RegistrationResponseJSON;
  const challenge = challengeOf(input.response);
  if (!(await spendChallenge(ctx.db, challenge, 'register', user.id))) throw invalid();
  const party = webauthnParty(ctx.config);
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge ?? '',
    expectedOrigin: party.origins,
    expectedRPID: party.rpId,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) throw invalid();
  const { credential } = verified.registrationInfo;
  const row = await ctx.db.transaction().execute(async (trx) => {
    const count = await trx
      .selectFrom('user_passkeys')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= SECOND_FACTOR.passkeysMax) throw new AppError('E_LIMIT_EXCEEDED');
    const added = await trx
      .insertInto('user_passkeys')
      .values({
        user_id: user.id,
        credential_id: credential.id,
        public_key: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
      })
      .onConflict((oc) => oc.column('credential_id').doNothing())
      .returning(['id', 'name', 'created_at', 'last_used_at'])
      .executeTakeFirst();
    if (!added) throw new AppError('E_CONFLICT');
    await audit(trx, client, 'passkey_added', { userId: user.id }, { passkeyId: added.id });
    return added;
  });
  await upgradeSession(ctx, user);
  return passkeyJson(row);
}

/** Options for signing in with a passkey: any discoverable credential of this site (usernameless). */
export async function passkeySignInOptions(ctx: AppContext) {
  const options = await generateAuthenticationOptions({
    rpID: webauthnParty(ctx.config).rpId,
    userVerification: 'required',
  });
  await storeChallenge(ctx.db, options.challenge, 'authenticate', null);
  return { ...options };
}

/**
 * Checks a passkey assertion against its stored key (signature, challenge, origin, RP id, user
 * verification, counter) and answers its owner; the counter and last use are updated.
 */
export async function verifyPasskeyAssertion(ctx: AppContext, input: { response: unknown }): Promise<string> {
  const response = input.response as AuthenticationResponseJSON;
  const challenge = challengeOf(response as unknown as { response: Record<string, unknown> });
  if (!(await spendChallenge(ctx.db, challenge, 'authenticate', null))) throw invalid();
  const passkey = await ctx.db
    .selectFrom('user_passkeys')
    .select(['id', 'user_id', 'credential_id', 'public_key', 'counter', 'transports'])
    .where('credential_id', '=', response.id)
    .executeTakeFirst();
  if (!passkey) throw invalid();
  const party = webauthnParty(ctx.config);
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge ?? '',
    expectedOrigin: party.origins,
    expectedRPID: party.rpId,
    requireUserVerification: true,
    credential: {
      id: passkey.credential_id,
      publicKey: new Uint8Array(passkey.public_key),
      counter: Number(passkey.counter),
      transports: passkey.transports as AuthenticatorTransport[],
    },
  }).catch(() => null);
  if (!verified?.verified) throw invalid();
  await ctx.db
    .updateTable('user_passkeys')
    .set({ counter: verified.authenticationInfo.newCounter, last_used_at: new Date() })
    .where('id', '=', passkey.id)
    .execute();
  return passkey.user_id;
}
