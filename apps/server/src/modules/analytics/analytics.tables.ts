import type { ColumnType, Generated } from 'kysely';

/** analytics_events (migrations/0011_shop.sql): product events the admin Analytics tab counts. */
export interface AnalyticsEventsTable {
  id: Generated<string>;
  type: string;
  user_id: string | null;
  meta: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** Written by the demo seed, not by anyone using the app (issue 26, item 14). */
  seeded: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface AnalyticsTables {
  analytics_events: AnalyticsEventsTable;
}
