import { ADMIN_LOG_LIMIT, type AdminLog, type AdminLogWindow } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { selectAdminLogs } from '../admin-audit/admin-log.ts';
import { nameOf } from '../profiles/profile-view.ts';
import { startOfUtcDay } from './overview.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a window starts: today (UTC midnight), 7 or 30 days back, or no limit. */
export function windowStart(window: AdminLogWindow, now: Date): Date | null {
  if (window === 'today') return startOfUtcDay(now);
  if (window === '7d') return new Date(now.getTime() - 7 * DAY_MS);
  if (window === '30d') return new Date(now.getTime() - 30 * DAY_MS);
  return null;
}

/** GET /api/admin/logs: the newest 100 admin_logs rows (001 sections 7.4, 9). */
export async function listAdminLogs(
  ctx: AppContext,
  window: AdminLogWindow = 'all',
): Promise<{ items: AdminLog[] }> {
  const rows = await selectAdminLogs(ctx.db, windowStart(window, ctx.clock.now()), ADMIN_LOG_LIMIT);
  return {
    items: rows.map((r) => ({
      id: r.id,
      adminId: r.admin_id,
      adminName: r.admin_id
        ? nameOf({ id: r.admin_id, full_name: r.full_name, display_name: r.display_name })
        : null,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      details: r.details ?? {},
      ipAddress: r.ip_address,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}
