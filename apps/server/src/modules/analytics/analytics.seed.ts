import { SERVICE_CATEGORIES } from '@ibh/contract';
import { sql } from 'kysely';
import type { Seeder } from '../../db/seed/seeder.ts';
import { demoAnalyticsEvents } from './analytics.seed-events.ts';

/**
 * A year of demo analytics events (issue 16), so every window of the Analytics tab has something to
 * show: generated in memory and written with one INSERT from one JSON parameter, each marked
 * seeded so the tab can say it is demo data (issue 26, item 14).
 */
export const analyticsSeeder: Seeder = {
  name: 'analytics',
  async run(trx) {
    const events = demoAnalyticsEvents(new Date(), SERVICE_CATEGORIES);
    await sql`
      insert into analytics_events (type, meta, created_at, seeded)
      select e.type, e.meta, e.created_at, true
      from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as e(type text, meta jsonb, created_at timestamptz)
    `.execute(trx);
  },
};
