import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * The demo admin's second factors (README's demo accounts), so the seeded console opens:
 * - an authenticator app with this setup key (add it to any authenticator app to sign in as
 *   admin@demo.test by hand), with no recovery codes;
 * - a passkey whose private key only the e2e support holds (e2e/support/demo-admin.ts), for the
 *   e2e specs' sign-ins (a code is accepted once per 30 s step; a passkey has no such wait).
 * Demo data: never seeded in production unless SEED_DEMO says so.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'X7UDB3N3QBGN6XF5TCNBWQFDOELYEM34';
export const DEMO_ADMIN_PASSKEY = {
  credentialId: '-T5oXxOf1K_HgXGjqhVjnjmGL3PPNSAmJzbZp3JOH_c',
  /** COSE_Key (EC2, ES256) of the public half. */
  publicKey:
    'pQECAyYgASFYINzvECGJEaPSC7YY8U3osuy2BNySW0gNed2j-W0cxfQUIlggtq40yuAPsxfpRMMJb1ypxZ1KDAWA_sC9-J5seTcrlEg',
} as const;

export async function seedDemoAdminFactors(trx: Transaction<DB>, userId: string): Promise<void> {
  await trx
    .insertInto('user_totp')
    .values({ user_id: userId, secret: DEMO_ADMIN_TOTP_SECRET, confirmed_at: new Date() })
    .execute();
  await trx
    .insertInto('user_passkeys')
    .values({
      user_id: userId,
      credential_id: DEMO_ADMIN_PASSKEY.credentialId,
      public_key: Buffer.from(DEMO_ADMIN_PASSKEY.publicKey, 'base64url'),
      transports: ['internal'],
      name: 'Demo passkey (e2e)',
    })
    .execute();
}
