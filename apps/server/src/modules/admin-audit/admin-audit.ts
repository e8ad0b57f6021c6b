import type { AdminAction } from '@ibh/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { logAdminAction } from './admin-log.ts';

/** Who acts: an admin (from requireAdmin) and the address they act from. */
export interface AdminActor {
  id: string;
  ip?: string | null;
}

/** What an admin change did: its result, the record it touched and what the log should keep. */
export interface AdminChange<T> {
  result: T;
  targetId: string | null;
  details?: Record<string, unknown>;
}

/**
 * Runs an admin's change and writes its admin_logs row in one transaction: both commit, or (the
 * change throws, or the log cannot be written) neither does. The only way admin writes are made.
 */
export async function withAdminAudit<T>(
  ctx: { db: Kysely<DB> },
  admin: AdminActor,
  action: AdminAction,
  fn: (trx: Transaction<DB>) => Promise<AdminChange<T>>,
): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    const change = await fn(trx);
    await logAdminAction(trx, {
      adminId: admin.id,
      action,
      targetId: change.targetId,
      details: change.details,
      ipAddress: admin.ip ?? null,
    });
    return change.result;
  });
}
