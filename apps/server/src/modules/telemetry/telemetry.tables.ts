import type { ColumnType, Generated } from 'kysely';

/** telemetry_events (migrations/0005_profiles.sql): events from signed-in browsers. */
export interface TelemetryEventsTable {
  id: Generated<string>;
  user_id: string;
  event_name: string;
  props: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Generated<Date>;
}

export interface TelemetryTables {
  telemetry_events: TelemetryEventsTable;
}
