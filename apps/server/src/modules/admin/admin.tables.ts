import type { ColumnType, Generated } from 'kysely';

/** admin_logs (001 section 3.2), migration 0007. */
export interface AdminLogsTable {
  id: Generated<string>;
  /** Null for entries written on a user's behalf, such as a message report. */
  admin_id: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  ip_address: string | null;
  created_at: Generated<Date>;
}

export interface AdminTables {
  admin_logs: AdminLogsTable;
}
