import type { ColumnType, Generated } from 'kysely';

/** admin_logs (001 section 3.2), migration 0007: what admins did. */
export interface AdminLogsTable {
  id: Generated<string>;
  /** Null once the admin's account is deleted; the entry stays. */
  admin_id: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  ip_address: string | null;
  created_at: Generated<Date>;
}

export interface AdminAuditTables {
  admin_logs: AdminLogsTable;
}
