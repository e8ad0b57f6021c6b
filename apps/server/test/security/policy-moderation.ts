import type { Actor, Expected, PolicyRow } from './policy.ts';

/**
 * Policy rows of the moderation queue (issue 26 item 15): admins only, anonymous 401, everyone
 * else 403; the writes are tried on an unknown report (an admin gets 404), so refused or not,
 * nothing changes.
 */
const UNKNOWN_REPORT = '7d1f3c2a-9b4e-4f6a-8c2d-0e5b6a7f8c9d';
const adminOnly = (actor: Actor): Expected => (actor === 'anonymous' ? 401 : actor === 'admin' ? 'ok' : 403);
const onUnknownReport = (body?: Record<string, unknown>): PolicyRow => ({
  targets: ['unknown'],
  mutates: false,
  expect: (actor) => (actor === 'admin' ? 404 : adminOnly(actor)),
  request: () => ({ params: { reportId: UNKNOWN_REPORT }, ...(body ? { body } : {}) }),
});

export const MODERATION_POLICY: Record<string, PolicyRow> = {
  'MODERATION_ENDPOINTS.list': {
    targets: ['own'],
    mutates: false,
    expect: adminOnly,
    request: () => ({ query: { status: 'all' } }),
  },
  'MODERATION_ENDPOINTS.dismiss': onUnknownReport(),
  'MODERATION_ENDPOINTS.hide': onUnknownReport(),
  'MODERATION_ENDPOINTS.warn': onUnknownReport({ note: 'Keep it civil.' }),
};
