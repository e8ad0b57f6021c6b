import { ADMIN_ACTIONS, type AdminAction } from '@ibh/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface AdminLogEntry {
  /** Null only for rows whose admin account was deleted later (the column is set null). */
  adminId: string;
  action: AdminAction;
  targetId: string | null;
  details?: Record<string, unknown>;
  ipAddress?: string | null;
}

/**
 * Writes one admin_logs row (001 section 3.2, log_admin_action) on the caller's executor; its
 * target type is the action's (ADMIN_ACTIONS). Admin writes go through withAdminAudit, which
 * calls this in the change's own transaction.
 */
export async function logAdminAction(db: Kysely<DB>, entry: AdminLogEntry): Promise<string> {
  const row = await db
    .insertInto('admin_logs')
    .values({
      admin_id: entry.adminId,
      action: entry.action,
      target_type: ADMIN_ACTIONS[entry.action],
      target_id: entry.targetId,
      details: JSON.stringify(entry.details ?? {}),
      ip_address: entry.ipAddress ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The newest admin_logs rows (since a moment, when given) with the acting admin's names. */
export function selectAdminLogs(db: Kysely<DB>, since: Date | null, limit: number) {
  let query = db
    .selectFrom('admin_logs as l')
    .leftJoin('people as u', 'u.id', 'l.admin_id')
    .select([
      'l.id',
      'l.admin_id',
      'l.action',
      'l.target_type',
      'l.target_id',
      'l.details',
      'l.ip_address',
      'l.created_at',
      'u.full_name',
      'u.display_name',
    ])
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit);
  if (since) query = query.where('l.created_at', '>=', since);
  return query.execute();
}
