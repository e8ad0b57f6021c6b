import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AuthClient } from './auth-client.ts';

export type AuthEvent =
  | 'sign_up'
  | 'email_confirmed'
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_in_code'
  | 'code_sent'
  | 'code_failed'
  | 'sign_out'
  | 'refresh_reuse'
  | 'password_reset_requested'
  | 'password_reset'
  | 'password_changed'
  // A second factor (second-factor-*.ts, passkeys.ts).
  | 'sign_in_second_factor'
  | 'second_factor_failed'
  | 'sign_in_passkey'
  | 'passkey_added'
  | 'passkey_removed'
  | 'totp_enabled'
  | 'totp_disabled'
  | 'recovery_codes_replaced';

/**
 * Sign-ins, failures and resets go to the auth_audit table (on the caller's executor, so the
 * row commits with the change it records) and the log.
 */
export async function audit(
  db: Kysely<DB>,
  client: Pick<AuthClient, 'ip' | 'userAgent' | 'log'>,
  event: AuthEvent,
  who: { userId?: string | null; email?: string | null },
  detail: Record<string, unknown> = {},
): Promise<void> {
  client.log.info({ authEvent: event, userId: who.userId ?? undefined }, 'auth event');
  await db
    .insertInto('auth_audit')
    .values({
      event,
      user_id: who.userId ?? null,
      email: who.email ?? null,
      ip: client.ip,
      user_agent: client.userAgent?.slice(0, 300) ?? null,
      detail: JSON.stringify(detail),
    })
    .execute();
}
