import type { Actor, Expected, PolicyRequest, PolicyRow } from './policy.ts';

/**
 * Policy rows of the students page and ambassador applications (issue 19). The page and the
 * application form are open to everyone, signed in or not; the review is admin only.
 */
const UNKNOWN = '6f1d2c3b-4a5e-4f60-9b7c-8d9e0a1b2c3d';
const adminOnly = (actor: Actor): Expected => (actor === 'anonymous' ? 401 : actor === 'admin' ? 'ok' : 403);
let applications = 0;
const application = (): PolicyRequest => ({
  body: {
    fullName: 'Matrix Applicant',
    // A new address each time: one open application per email (decision 94).
    email: `matrix-applicant-${process.pid}-${++applications}@example.test`,
    country: 'Portugal',
    agree: true,
  },
});
const onUnknownApplication = (): PolicyRow => ({
  targets: ['unknown'],
  mutates: false,
  expect: (actor) => (actor === 'admin' ? 404 : adminOnly(actor)),
  request: () => ({ params: { applicationId: UNKNOWN } }),
});

export const STUDENTS_POLICY: Record<string, PolicyRow> = {
  'STUDENTS_ENDPOINTS.page': { targets: ['own'], mutates: false, expect: () => 'ok', request: () => ({}) },
  'STUDENTS_ENDPOINTS.apply': {
    targets: ['own'],
    mutates: true,
    expect: () => 'ok',
    request: application,
  },
  'STUDENTS_ENDPOINTS.adminList': {
    targets: ['own'],
    mutates: false,
    expect: adminOnly,
    request: () => ({}),
  },
  'STUDENTS_ENDPOINTS.approve': onUnknownApplication(),
  'STUDENTS_ENDPOINTS.decline': onUnknownApplication(),
};
