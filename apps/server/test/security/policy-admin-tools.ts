import type { Actor, Expected, PolicyRow } from './policy.ts';

/**
 * Policy rows of the admin console's Coupons, Email Test, Analytics and QA Tests tabs (issue 16):
 * admins only, anonymous 401, everyone else 403; refused writes change nothing.
 */
const UNKNOWN_COUPON = '5b0c8a1e-7f2d-4c3b-9a8e-16a0d1c0ffee';
const adminOnly = (actor: Actor): Expected => (actor === 'anonymous' ? 401 : actor === 'admin' ? 'ok' : 403);
const onUnknownCoupon: PolicyRow = {
  targets: ['unknown'],
  mutates: false,
  expect: (actor) => (actor === 'admin' ? 404 : adminOnly(actor)),
  request: () => ({ params: { couponId: UNKNOWN_COUPON } }),
};

export const ADMIN_TOOLS_POLICY: Record<string, PolicyRow> = {
  'ADMIN_COUPON_ENDPOINTS.list': { targets: ['own'], mutates: false, expect: adminOnly, request: () => ({}) },
  'ADMIN_COUPON_ENDPOINTS.create': {
    targets: ['own'],
    mutates: true,
    expect: adminOnly,
    request: () => ({
      body: { code: `M${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`, discountValue: 10 },
    }),
  },
  'ADMIN_COUPON_ENDPOINTS.activate': onUnknownCoupon,
  'ADMIN_COUPON_ENDPOINTS.deactivate': onUnknownCoupon,
  'ADMIN_ANALYTICS_ENDPOINTS.summary': {
    targets: ['own'],
    mutates: false,
    expect: adminOnly,
    request: () => ({ query: { days: '7' } }),
  },
  'ADMIN_QA_ENDPOINTS.sendTestEmail': {
    targets: ['own'],
    mutates: true,
    expect: adminOnly,
    request: () => ({ body: { to: 'matrix-sandbox@example.test', template: 'new_match' } }),
  },
  'ADMIN_QA_ENDPOINTS.run': { targets: ['own'], mutates: false, expect: adminOnly, request: () => ({}) },
};
