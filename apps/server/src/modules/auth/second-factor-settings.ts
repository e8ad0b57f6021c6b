import type { RecoveryCodesResponse, SecondFactorStatus, TotpSetupResponse } from '@ibh/contract';
import type { RequestUser } from '../../platform/auth/session.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from './audit.ts';
import type { AuthClient } from './auth-client.ts';
import { passkeyJson } from './passkeys.ts';
import { recoveryCodesLeft, replaceRecoveryCodes } from './recovery-codes.ts';
import { checkTotp, countCodeFailure, guardCodeFailures } from './second-factor-check.ts';
import { requireFactorChange, upgradeSession } from './second-factor-guard.ts';
import { newTotpSecret, totpUri } from './totp.ts';

/** Settings → Security: the account's passkeys and authenticator app, and this session's level. */
export async function secondFactorStatus(ctx: AppContext, user: RequestUser): Promise<SecondFactorStatus> {
  const [passkeys, totp, left] = await Promise.all([
    ctx.db
      .selectFrom('user_passkeys')
      .select(['id', 'name', 'created_at', 'last_used_at'])
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .execute(),
    ctx.db
      .selectFrom('user_totp')
      .select('user_id')
      .where('user_id', '=', user.id)
      .where('confirmed_at', 'is not', null)
      .executeTakeFirst(),
    recoveryCodesLeft(ctx.db, user.id),
  ]);
  return {
    passkeys: passkeys.map(passkeyJson),
    totp: Boolean(totp),
    recoveryCodesLeft: left,
    sessionVerified: user.aal2,
  };
}

export async function removePasskey(
  ctx: AppContext,
  user: RequestUser,
  passkeyId: string,
  client: AuthClient,
) {
  await requireFactorChange(ctx, user);
  await ctx.db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('user_passkeys')
      .where('id', '=', passkeyId)
      .where('user_id', '=', user.id)
      .returning('id')
      .executeTakeFirst();
    if (!removed) throw new AppError('E_NOT_FOUND');
    await audit(trx, client, 'passkey_removed', { userId: user.id }, { passkeyId });
  });
  return { ok: true as const };
}

/** A new secret to scan (replacing an unconfirmed one); the app is on only after totpConfirm. */
export async function startTotpSetup(ctx: AppContext, user: RequestUser): Promise<TotpSetupResponse> {
  await requireFactorChange(ctx, user);
  const secret = newTotpSecret();
  const saved = await ctx.db
    .insertInto('user_totp')
    .values({ user_id: user.id, secret })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret, last_step: null })
        .where('user_totp.confirmed_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  if (!saved) throw new AppError('E_CONFLICT');
  return { secret, uri: totpUri(secret, user.email) };
}

export async function confirmTotp(
  ctx: AppContext,
  user: RequestUser,
  code: string,
  client: AuthClient,
): Promise<RecoveryCodesResponse> {
  await requireFactorChange(ctx, user);
  await guardCodeFailures(ctx.db, user.id);
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    if (!(await checkTotp(ctx, trx, user.id, code, true))) {
      await countCodeFailure(trx, user.id);
      return null;
    }
    await trx
      .updateTable('user_totp')
      .set({ confirmed_at: new Date() })
      .where('user_id', '=', user.id)
      .execute();
    const codes = await replaceRecoveryCodes(trx, ctx.config.secretKey, user.id);
    await audit(trx, client, 'totp_enabled', { userId: user.id });
    return codes;
  });
  if (!outcome) throw new AppError('E_SECOND_FACTOR_INVALID');
  await upgradeSession(ctx, user);
  return { recoveryCodes: outcome };
}

/** Checks a current authenticator code, then runs `change` in the same transaction. */
async function withCurrentCode<T>(
  ctx: AppContext,
  user: RequestUser,
  code: string,
  change: (trx: AppContext['db']) => Promise<T>,
): Promise<T> {
  await requireFactorChange(ctx, user);
  await guardCodeFailures(ctx.db, user.id);
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    if (!(await checkTotp(ctx, trx, user.id, code))) {
      await countCodeFailure(trx, user.id);
      return { refused: true as const };
    }
    return { done: await change(trx) };
  });
  if ('refused' in outcome) throw new AppError('E_SECOND_FACTOR_INVALID');
  return outcome.done;
}

/** Turns the authenticator app off (its recovery codes go with it); needs a current code. */
export function disableTotp(ctx: AppContext, user: RequestUser, code: string, client: AuthClient) {
  return withCurrentCode(ctx, user, code, async (trx) => {
    await trx.deleteFrom('user_totp').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('user_recovery_codes').where('user_id', '=', user.id).execute();
    await audit(trx, client, 'totp_disabled', { userId: user.id });
    return { ok: true as const };
  });
}

/** Ten new recovery codes (the old ones stop working); needs a current code. */
export function regenerateRecoveryCodes(
  ctx: AppContext,
  user: RequestUser,
  code: string,
  client: AuthClient,
): Promise<RecoveryCodesResponse> {
  return withCurrentCode(ctx, user, code, async (trx) => {
    const recoveryCodes = await replaceRecoveryCodes(trx, ctx.config.secretKey, user.id);
    await audit(trx, client, 'recovery_codes_replaced', { userId: user.id });
    return { recoveryCodes };
  });
}
