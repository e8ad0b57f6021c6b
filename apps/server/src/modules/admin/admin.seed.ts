import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Seeder } from '../../db/seed/seeder.ts';

/** Demo professionals who asked to be verified on /verify, waiting in the Verify Pros tab. */
const REQUESTS = [
  {
    email: 'sam@demo.test',
    linkedin: 'https://www.linkedin.com/in/sam-okafor-demo',
    org: 'sam@okafor-studio.test',
  },
  { email: 'arjun.mehta@demo.test', linkedin: 'https://www.linkedin.com/in/arjun-mehta-demo', org: null },
  {
    email: 'rahul.verma@demo.test',
    linkedin: 'https://www.linkedin.com/in/rahul-verma-demo',
    org: 'rahul@mobilefirst.test',
  },
] as const;

const DAY = 24 * 60 * 60 * 1000;

/**
 * The admin console's demo data (issue 16): pending verification requests and a few admin log rows
 * by the demo admin (the accounts seeder makes admin@demo.test an admin). The open dispute is the
 * orders seed's.
 */
export const adminSeeder: Seeder = {
  name: 'admin',
  async run(trx: Transaction<DB>) {
    const now = Date.now();
    for (const [index, request] of REQUESTS.entries()) {
      const user = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', request.email)
        .executeTakeFirst();
      if (!user) continue;
      await trx
        .updateTable('user_profiles')
        .set({
          linkedin_url: request.linkedin,
          org_email: request.org,
          verification_requested: true,
          verification_status: 'pending',
          updated_at: new Date(now - (index + 1) * DAY),
        })
        .where('user_id', '=', user.id)
        .where('is_verified', '=', false)
        .execute();
    }
    const admin = await trx
      .selectFrom('users as u')
      .innerJoin('admins as a', 'a.user_id', 'u.id')
      .select('u.id')
      .where('u.email', '=', 'admin@demo.test')
      .executeTakeFirst();
    const priya = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'priya@demo.test')
      .executeTakeFirst();
    if (!admin) return;
    const rows = [
      {
        action: 'pro_verified',
        target_type: 'user',
        target_id: priya?.id ?? null,
        details: { note: 'LinkedIn and portfolio checked', changed: true, request: true },
        days: 20,
      },
      {
        action: 'category_floor_updated',
        target_type: 'category_floor',
        target_id: 'validate',
        details: { from_cents: 4000, to_cents: 5000, packages_below_floor: 0 },
        days: 10,
      },
      {
        action: 'category_floor_updated',
        target_type: 'category_floor',
        target_id: 'pitch',
        details: { from_cents: 7500, to_cents: 7500, packages_below_floor: 0 },
        days: 3,
      },
    ];
    await trx
      .insertInto('admin_logs')
      .values(
        rows.map((row) => ({
          admin_id: admin.id,
          action: row.action,
          target_type: row.target_type,
          target_id: row.target_id,
          details: JSON.stringify(row.details),
          ip_address: '127.0.0.1',
          created_at: new Date(now - row.days * DAY),
        })),
      )
      .execute();
  },
};
