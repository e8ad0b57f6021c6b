import {
  AUTH_TEXT,
  type ChangePasswordRequest,
  type RecoveryStatusResponse,
  type ResetPasswordRequest,
  type VerifyPasswordRequest,
  type VerifyPasswordResponse,
} from '@ibh/contract';
import type { RequestUser } from '../../platform/auth/session.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from './audit.ts';
import { passwordChangedEmail } from './auth.emails.ts';
import { findUserById, setPassword } from './auth.repo.ts';
import type { AuthClient, AuthResult } from './auth-client.ts';
import { countPasswordFailure, guardPasswordAttempts } from './login.ts';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords.ts';
import { findRecoveryUser, revokeAllSessions, spendRecoverySession } from './sessions.ts';

const recoveryMissing = () => new AppError('E_UNAUTHENTICATED', AUTH_TEXT.recoveryNotFound);
const ok = { ok: true as const };

function signedIn(client: AuthClient): RequestUser {
  if (!client.user) throw new AppError('E_UNAUTHENTICATED');
  return client.user;
}

export async function recoveryActive(
  ctx: AppContext,
  _input: undefined,
  client: AuthClient,
): Promise<AuthResult<RecoveryStatusResponse>> {
  const token = client.recoveryToken;
  return { body: { active: Boolean(token && (await findRecoveryUser(ctx.db, token))) } };
}

/** Sets a new password from a recovery session; every session of the person ends. */
export async function resetPassword(
  ctx: AppContext,
  { password }: ResetPasswordRequest,
  client: AuthClient,
): Promise<AuthResult<{ ok: true }>> {
  const { db, config } = ctx;
  const token = client.recoveryToken;
  const userId = token ? await findRecoveryUser(db, token) : null;
  if (!token || !userId) throw recoveryMissing();
  assertAcceptablePassword(password);
  const passwordHash = await hashPassword(password);
  const user = await db.transaction().execute(async (trx) => {
    if (!(await spendRecoverySession(trx, token))) throw recoveryMissing();
    await setPassword(trx, userId, passwordHash);
    await revokeAllSessions(trx, userId, 'password_reset');
    const found = await findUserById(trx, userId);
    if (found) await audit(trx, client, 'password_reset', { userId, email: found.email });
    return found;
  });
  ctx.sessions.forgetUser(userId);
  if (user) await ctx.mail.send(passwordChangedEmail(user.email, `${config.publicUrl}/login`));
  return { body: ok, clearRecovery: true, clearSession: true };
}

async function checkCurrentPassword(
  ctx: AppContext,
  client: AuthClient,
  email: string,
  hash: string | null,
  password: string,
) {
  await guardPasswordAttempts(ctx.db, client.ip, email);
  if (await verifyPassword(hash, password)) return;
  await countPasswordFailure(ctx.db, email);
  throw new AppError('E_INVALID_INPUT', AUTH_TEXT.currentPasswordIncorrect, {
    fields: { currentPassword: [AUTH_TEXT.currentPasswordIncorrect] },
  });
}

/**
 * Changes the password of the signed-in person, who proves it again with the current password
 * (throttled like sign-in), however recent the session (decision 46). Every session ends.
 */
export async function changePassword(
  ctx: AppContext,
  body: ChangePasswordRequest,
  client: AuthClient,
): Promise<AuthResult<{ ok: true }>> {
  const { db, config } = ctx;
  const me = signedIn(client);
  const user = await findUserById(db, me.id);
  if (!user) throw new AppError('E_UNAUTHENTICATED');
  await checkCurrentPassword(ctx, client, user.email, user.password_hash, body.currentPassword);
  assertAcceptablePassword(body.password);
  const passwordHash = await hashPassword(body.password);
  await db.transaction().execute(async (trx) => {
    await setPassword(trx, user.id, passwordHash);
    await revokeAllSessions(trx, user.id, 'password_changed');
    await audit(trx, client, 'password_changed', { userId: user.id, email: user.email });
  });
  ctx.sessions.forgetUser(user.id);
  await ctx.mail.send(passwordChangedEmail(user.email, `${config.publicUrl}/login`));
  return { body: ok, clearSession: true };
}

/** The profile editor's "verify current password", throttled like sign-in. */
export async function checkPassword(
  ctx: AppContext,
  { password }: VerifyPasswordRequest,
  client: AuthClient,
): Promise<AuthResult<VerifyPasswordResponse>> {
  const me = signedIn(client);
  const user = await findUserById(ctx.db, me.id);
  if (!user) throw new AppError('E_UNAUTHENTICATED');
  await guardPasswordAttempts(ctx.db, client.ip, user.email);
  const passwordOk = await verifyPassword(user.password_hash, password);
  if (!passwordOk) await countPasswordFailure(ctx.db, user.email);
  return { body: { ok: passwordOk } };
}
