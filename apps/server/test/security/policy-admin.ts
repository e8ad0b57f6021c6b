import { UNKNOWN_ID } from './policy-rules.ts';
import type { Actor, Expected, PolicyRow } from './policy-types.ts';

// Admin console (issue 16) ------------------------------------------------------------------------

/** The one /api/admin guard: 401 signed out, 403 anyone not in admins; admins get `outcome`. */
const adminOnly =
  (outcome: Expected = 'ok') =>
  (actor: Actor): Expected =>
    actor === 'anonymous' ? 401 : actor === 'admin' ? outcome : 403;
const adminRead: PolicyRow = { targets: ['own'], mutates: false, expect: adminOnly(), request: () => ({}) };

/**
 * The admin writes are tried where even an admin is refused, so the shared world never changes:
 * an unknown user (404), an existing floor (409), a floor of zero (400), an order not disputed (409).
 * Their successes are admin-console.test.ts's.
 */
export const ADMIN_POLICY: Record<string, PolicyRow> = {
  'ADMIN_CONSOLE_ENDPOINTS.access': adminRead,
  'ADMIN_CONSOLE_ENDPOINTS.overview': adminRead,
  'ADMIN_CONSOLE_ENDPOINTS.pros': { ...adminRead, request: () => ({ query: { filter: 'requested' } }) },
  'ADMIN_CONSOLE_ENDPOINTS.floors': adminRead,
  'ADMIN_CONSOLE_ENDPOINTS.disputes': adminRead,
  'ADMIN_CONSOLE_ENDPOINTS.logs': { ...adminRead, request: () => ({ query: { window: '7d' } }) },
  'ADMIN_CONSOLE_ENDPOINTS.setVerification': {
    targets: ['unknown'],
    mutates: false,
    expect: adminOnly('refused'),
    request: () => ({ params: { userId: UNKNOWN_ID }, body: { verified: true } }),
  },
  'ADMIN_CONSOLE_ENDPOINTS.createFloor': {
    targets: ['own'],
    mutates: false,
    expect: adminOnly('refused'),
    request: () => ({ body: { category: 'mvp', floorPriceCents: 100 } }),
  },
  'ADMIN_CONSOLE_ENDPOINTS.updateFloor': {
    targets: ['own'],
    mutates: false,
    expect: adminOnly('refused'),
    request: () => ({ params: { category: 'mvp' }, body: { floorPriceCents: 0 } }),
  },
  'ADMIN_CONSOLE_ENDPOINTS.resolveDispute': {
    targets: ['order'],
    mutates: false,
    expect: adminOnly('refused'),
    request: (c) => ({ params: { id: c.w.order.id }, body: { resolution: 'refund' } }),
  },
};
