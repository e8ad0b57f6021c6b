import { ADMIN_API_PREFIX } from '@ibh/contract';
import { requireAdmin } from '../../platform/auth/session.ts';
import type { RouteGuard } from '../../platform/module.ts';

/**
 * The one admin guard (issue 16): every route under /api/admin, whichever module registers it and
 * whenever, is refused before validation and before its handler to the signed-out (401
 * E_UNAUTHENTICATED) and to anyone not in `admins` (403 E_NOT_AUTHORIZED). Admin rights are read
 * with the session on every request (never cached), so a revoked admin is refused at once.
 * Handlers still call requireAdmin to get the actor for withAdminAudit.
 */
export function adminRouteGuard(): RouteGuard {
  return {
    path: ADMIN_API_PREFIX,
    async check(request) {
      requireAdmin(request);
    },
  };
}
