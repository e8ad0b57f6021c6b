import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface AdminLogEntry {
  adminId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  details?: Record<string, unknown>;
  ipAddress?: string | null;
}

/**
 * Writes one admin_logs row (001 section 3.2, log_admin_action) on the caller's executor, so
 * the entry commits or rolls back with the change it records.
 */
export async function logAdminAction(db: Kysely<DB>, entry: AdminLogEntry): Promise<string> {
  const row = await db
    .insertInto('admin_logs')
    .values({
      admin_id: entry.adminId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      details: JSON.stringify(entry.details ?? {}),
      ip_address: entry.ipAddress ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
