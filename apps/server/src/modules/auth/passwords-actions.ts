import { AUTH, AUTH_COOKIES, AUTH_TEXT } from '@ibh/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clearRecoveryCookie, clearSessionCookies } from '../../platform/auth/cookies.ts';
import { requireUser } from '../../platform/auth/session.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from './audit.ts';
import { passwordChangedEmail } from './auth.emails.ts';
import { findUserById, setPassword } from './auth.repo.ts';
import { countPasswordFailure, guardPasswordAttempts } from './login.ts';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords.ts';
import { findRecoveryUser, revokeAllSessions, spendRecoverySession } from './sessions.ts';

const recoveryMissing = () => new AppError('E_UNAUTHENTICATED', AUTH_TEXT.recoveryNotFound);

export async function recoveryActive(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const token = request.cookies[AUTH_COOKIES.recovery];
  return Boolean(token && (await findRecoveryUser(app.ctx.db, token)));
}

/** Sets a new password from a recovery session; every session of the person ends. */
export async function resetPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  password: string,
) {
  const { db, config } = app.ctx;
  const token = request.cookies[AUTH_COOKIES.recovery];
  const userId = token ? await findRecoveryUser(db, token) : null;
  if (!token || !userId) throw recoveryMissing();
  assertAcceptablePassword(password);
  const passwordHash = await hashPassword(password);
  const user = await db.transaction().execute(async (trx) => {
    if (!(await spendRecoverySession(trx, token))) throw recoveryMissing();
    await setPassword(trx, userId, passwordHash);
    await revokeAllSessions(trx, userId, 'password_reset');
    return findUserById(trx, userId);
  });
  clearRecoveryCookie(reply, config);
  clearSessionCookies(reply, config);
  if (user) {
    await audit(db, request, 'password_reset', { userId, email: user.email });
    await app.ctx.mail.send(passwordChangedEmail(user.email, `${config.publicUrl}/login`));
  }
}

async function checkCurrentPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
  hash: string | null,
  password: string,
) {
  await guardPasswordAttempts(app, request, email);
  if (await verifyPassword(hash, password)) return;
  await countPasswordFailure(app, email);
  throw new AppError('E_INVALID_INPUT', AUTH_TEXT.currentPasswordIncorrect, {
    fields: { currentPassword: [AUTH_TEXT.currentPasswordIncorrect] },
  });
}

/**
 * Changes the password of the signed-in person. Without the current password the
 * session must be recent (a fresh sign-in proved who they are). Every session ends.
 */
export async function changePassword(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { currentPassword?: string; password: string },
) {
  const { db, config } = app.ctx;
  const me = requireUser(request);
  const user = await findUserById(db, me.id);
  if (!user) throw new AppError('E_UNAUTHENTICATED');
  if (body.currentPassword !== undefined) {
    await checkCurrentPassword(app, request, user.email, user.password_hash, body.currentPassword);
  } else if (Date.now() - me.sessionCreatedAt.getTime() > AUTH.recentSignIn) {
    throw new AppError('E_INVALID_INPUT', AUTH_TEXT.currentPasswordRequired, {
      fields: { currentPassword: [AUTH_TEXT.currentPasswordRequired] },
    });
  }
  assertAcceptablePassword(body.password);
  const passwordHash = await hashPassword(body.password);
  await db.transaction().execute(async (trx) => {
    await setPassword(trx, user.id, passwordHash);
    await revokeAllSessions(trx, user.id, 'password_changed');
  });
  clearSessionCookies(reply, config);
  await audit(db, request, 'password_changed', { userId: user.id, email: user.email });
  await app.ctx.mail.send(passwordChangedEmail(user.email, `${config.publicUrl}/login`));
}

/** The profile editor's "verify current password", throttled like sign-in. */
export async function checkPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  password: string,
): Promise<boolean> {
  const me = requireUser(request);
  const user = await findUserById(app.ctx.db, me.id);
  if (!user) throw new AppError('E_UNAUTHENTICATED');
  await guardPasswordAttempts(app, request, user.email);
  const ok = await verifyPassword(user.password_hash, password);
  if (!ok) await countPasswordFailure(app, user.email);
  return ok;
}
