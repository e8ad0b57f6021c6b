import { AUTH, type CodeSentResponse, type SignupRequest } from '@ibh/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { emitEvent } from '../../platform/events.ts';
import { roleExists } from '../roles/role-exists.ts';
import { audit } from './audit.ts';
import { accountExistsEmail } from './auth.emails.ts';
import { findUserByEmail } from './auth.repo.ts';
import type { AuthClient, AuthResult } from './auth-client.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';
import { enforceCodeLimits, mailCode } from './send-code.ts';

/** Emitted once per new account; the notifications feature turns it into the 'welcome' notice. */
export const USER_SIGNED_UP = 'user_signed_up';

export interface UserSignedUpPayload {
  userId: string;
}

/**
 * Creates (or refreshes) an unconfirmed account and emails a confirmation code.
 * An address that already has a confirmed account gets a "you already have an
 * account" email instead; the answer is identical either way.
 */
export async function signup(
  ctx: AppContext,
  body: SignupRequest,
  client: AuthClient,
): Promise<AuthResult<CodeSentResponse>> {
  const { db } = ctx;
  if (!(await roleExists(db, body.role))) {
    throw new AppError('E_INVALID_INPUT', undefined, {
      fields: { role: ['Choose one of the listed roles.'] },
    });
  }
  assertAcceptablePassword(body.password);
  await enforceCodeLimits(db, client.ip, body.email, 'signup');
  // Hash before looking the address up, so both paths take the same time.
  const passwordHash = await hashPassword(body.password);
  const existing = await findUserByEmail(db, body.email);
  const answer = {
    body: { ok: true as const, resendAfterSeconds: Math.round(AUTH.resendCooldown / 1000) },
  };

  if (existing?.email_confirmed_at) {
    await ctx.mail.send(accountExistsEmail(body.email, `${ctx.config.publicUrl}/login`));
    return answer;
  }
  const profile = {
    full_name: body.fullName,
    role: body.role,
    password_hash: passwordHash,
    updated_at: new Date(),
  };
  const user = existing
    ? await db
        .updateTable('users')
        .set(profile)
        .where('id', '=', existing.id)
        .returning('id')
        .executeTakeFirstOrThrow()
    : await db
        .insertInto('users')
        .values({ ...profile, email: body.email })
        .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
        .returning('id')
        .executeTakeFirst();
  if (!user) return answer; // a concurrent sign-up for the same address won the race
  if (!existing) {
    const payload: UserSignedUpPayload = { userId: user.id };
    await emitEvent(db, { type: USER_SIGNED_UP, actorId: user.id, payload: { ...payload } });
  }
  await mailCode(ctx, body.email, 'signup');
  await audit(db, client, 'sign_up', { userId: user.id, email: body.email });
  return answer;
}
