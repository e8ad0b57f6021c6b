import { AUTH, AUTH_TEXT, type CodePurpose } from '@ibh/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { hashToken, hmac, newNumericCode, newToken, safeEqual } from '../../platform/auth/tokens.ts';
import { AppError } from '../../platform/errors.ts';

export interface IssuedCode {
  code: string;
  linkToken: string;
}

/**
 * A fresh single-use code (and the matching email-link token) for an address and
 * purpose. Older unused codes of the same purpose die with it.
 */
export async function issueCode(
  db: Kysely<DB>,
  secret: string,
  email: string,
  purpose: CodePurpose,
): Promise<IssuedCode> {
  const code = newNumericCode(AUTH.otpLength);
  const linkToken = newToken();
  await db
    .updateTable('auth_codes')
    .set({ consumed_at: new Date() })
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .execute();
  await db
    .insertInto('auth_codes')
    .values({
      email,
      purpose,
      code_hash: hmac(secret, `${purpose}:${email}:${code}`),
      link_hash: hashToken(linkToken),
      expires_at: new Date(Date.now() + AUTH.codeTtl),
    })
    .execute();
  return { code, linkToken };
}

const invalid = () =>
  new AppError('E_INVALID_INPUT', AUTH_TEXT.codeInvalidOrExpired, {
    fields: { code: [AUTH_TEXT.codeInvalidOrExpired] },
  });

/**
 * Checks a typed code against the newest live code of that address and purpose.
 * A wrong guess counts against the code; the fifth wrong guess kills it.
 */
export async function consumeCode(
  db: Kysely<DB>,
  secret: string,
  email: string,
  purpose: CodePurpose,
  code: string,
): Promise<void> {
  const row = await db
    .selectFrom('auth_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at', 'consumed_at'])
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.consumed_at || new Date(row.expires_at).getTime() <= Date.now()) throw invalid();
  if (row.attempts >= AUTH.codeMaxWrongTries) {
    throw new AppError('E_INVALID_INPUT', AUTH_TEXT.codeTooManyTries, {
      fields: { code: [AUTH_TEXT.codeTooManyTries] },
    });
  }
  if (!safeEqual(row.code_hash, hmac(secret, `${purpose}:${email}:${code}`))) {
    const updated = await db
      .updateTable('auth_codes')
      .set({ attempts: sql`attempts + 1` })
      .where('id', '=', row.id)
      .returning('attempts')
      .executeTakeFirstOrThrow();
    if (updated.attempts >= AUTH.codeMaxWrongTries) {
      throw new AppError('E_INVALID_INPUT', AUTH_TEXT.codeTooManyTries, {
        fields: { code: [AUTH_TEXT.codeTooManyTries] },
      });
    }
    throw invalid();
  }
  // Single use, even when two requests race with the right code.
  const claimed = await db
    .updateTable('auth_codes')
    .set({ consumed_at: new Date() })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw invalid();
}

/** The email-link twin of consumeCode: the link token is as good as the code, once. */
export async function consumeLinkToken(db: Kysely<DB>, token: string, purpose: CodePurpose): Promise<string> {
  const row = await db
    .updateTable('auth_codes')
    .set({ consumed_at: new Date() })
    .where('link_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('attempts', '<', AUTH.codeMaxWrongTries)
    .returning('email')
    .executeTakeFirst();
  if (!row) throw invalid();
  return row.email;
}
