import type { Transaction } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import type { Seeder } from '../../db/seed/seeder.ts';
import { seedDemoAdminFactors } from './demo-factors.ts';
import { hashPassword } from './passwords.ts';

export const DEMO_PASSWORD = 'demo-pass-1234';

/** The demo accounts listed in README.md; all confirmed, all with DEMO_PASSWORD. */
export const DEMO_ACCOUNTS = [
  { email: 'ava@demo.test', fullName: 'Ava Patel', role: 'idea_owner', admin: false },
  { email: 'leo@demo.test', fullName: 'Leo Martins', role: 'idea_owner', admin: false },
  { email: 'priya@demo.test', fullName: 'Priya Sharma', role: 'professional', admin: false },
  { email: 'sam@demo.test', fullName: 'Sam Okafor', role: 'professional', admin: false },
  { email: 'admin@demo.test', fullName: 'IBH Admin', role: 'professional', admin: true },
] as const;

/**
 * An admin with no second factor yet: the console sends them to set one up (issue 29 part 6). Not
 * one of DEMO_ACCOUNTS, whose ideas, conversations and notifications the demo data fills.
 */
export const DEMO_ADMIN_WITHOUT_FACTOR = {
  email: 'ops@demo.test',
  fullName: 'Omar Osei',
  role: 'idea_owner',
  admin: true,
} as const;

/** Every account the demo data creates with DEMO_PASSWORD (README's demo accounts). */
export const DEMO_SIGN_INS = [...DEMO_ACCOUNTS, DEMO_ADMIN_WITHOUT_FACTOR] as const;

export const accountsSeeder: Seeder = {
  name: 'accounts',
  async run(trx: Transaction<DB>) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const account of DEMO_SIGN_INS) {
      const user = await trx
        .insertInto('users')
        .values({
          email: account.email,
          full_name: account.fullName,
          role: account.role,
          password_hash: passwordHash,
          email_confirmed_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (account.admin) await trx.insertInto('admins').values({ user_id: user.id }).execute();
      if (account.email === 'admin@demo.test') await seedDemoAdminFactors(trx, user.id);
    }
  },
};

/** The ids of the accounts with these emails, by email: how each demo seeder finds its people. */
export async function idsByEmail(db: Executor, emails: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', [...emails])
    .execute();
  return new Map(rows.map((r) => [r.email, r.id]));
}
