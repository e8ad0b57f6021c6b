import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { coseKeyOf, newSoftwarePasskey, type SoftwarePasskey } from './software-passkey.ts';

export const DEFAULT_PASSWORD = 'correct-horse-battery';
let defaultHash: Promise<string> | undefined;

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

export interface BuiltUser {
  id: string;
  email: string;
  password: string;
  fullName: string;
  role: string;
  /** An admin's passkey (admins need a second factor: decision 160); signInAs completes with it. */
  passkey?: SoftwarePasskey;
}

/** A user with a confirmed email and a known password; override anything. */
export async function buildUser(
  db: Kysely<DB>,
  overrides: Partial<{
    email: string;
    password: string;
    fullName: string;
    role: string;
    confirmed: boolean;
    admin: boolean;
    /** Give the user a passkey (admins get one unless this is false). */
    passkey: boolean;
  }> = {},
): Promise<BuiltUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const fullName = overrides.fullName ?? 'Test Person';
  const role = overrides.role ?? 'idea_owner';
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  const passwordHash = password === DEFAULT_PASSWORD ? await defaultHash : await hashPassword(password);
  const row = await db
    .insertInto('users')
    .values({
      email,
      password_hash: passwordHash,
      full_name: fullName,
      role,
      email_confirmed_at: overrides.confirmed === false ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (overrides.admin) await db.insertInto('admins').values({ user_id: row.id }).execute();
  const passkey = (overrides.passkey ?? overrides.admin) ? await addSoftwarePasskey(db, row.id) : undefined;
  return { id: row.id, email, password, fullName, role, ...(passkey ? { passkey } : {}) };
}

/** Stores a new software passkey for a user, as if they had added it in Settings → Security. */
export async function addSoftwarePasskey(db: Kysely<DB>, userId: string): Promise<SoftwarePasskey> {
  const passkey = newSoftwarePasskey();
  await db
    .insertInto('user_passkeys')
    .values({
      user_id: userId,
      credential_id: passkey.credentialId,
      public_key: coseKeyOf(passkey),
      name: 'Test passkey',
    })
    .execute();
  return passkey;
}

export interface MailedCode {
  code: string;
  linkToken: string;
  subject: string;
  template: string | null;
}

/** The newest mail to an address, as the person would read it. */
export async function lastMailTo(db: Kysely<DB>, to: string) {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Reads the 6-digit code and the link token from the newest code email to an address. */
export async function readMailedCode(db: Kysely<DB>, to: string): Promise<MailedCode> {
  const mail = await lastMailTo(db, to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const code = /\b(\d{6})\b/.exec(mail.text_body)?.[1];
  const linkToken = /[?&]code=([^&\s]+)/.exec(mail.text_body)?.[1];
  if (!code || !linkToken) throw new Error(`no code in mail "${mail.subject}"`);
  return { code, linkToken: decodeURIComponent(linkToken), subject: mail.subject, template: mail.template };
}

export async function countMailTo(db: Kysely<DB>, to: string): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('to_address', '=', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A profile row for an existing user (completed and public unless overridden). */
export async function buildProfile(
  db: Kysely<DB>,
  userId: string,
  values: Omit<Insertable<DB['user_profiles']>, 'user_id'> = {},
): Promise<void> {
  await db
    .insertInto('user_profiles')
    .values({ onboard_complete: true, ...values, user_id: userId })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ onboard_complete: true, ...values }))
    .execute();
}
