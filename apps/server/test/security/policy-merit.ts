import type { Actor, CaseContext, Expected, PolicyRow } from './policy.ts';

/**
 * Policy rows of merit (issue 19). A merit card is public, for a verified professional with a
 * public profile only: anyone reads the verified professional's; the private-profile person (not
 * a professional) and an unknown id are 404. Top professionals are public; my inputs are a
 * professional's own (other signed-in people 403, the signed-out 401).
 */
const UNKNOWN = '5b1e7c3a-2d4f-4a6b-8c9d-0e1f2a3b4c5d';
const isPro = (actor: Actor) => actor === 'unverifiedPro' || actor === 'verifiedPro';

function meritUser(c: CaseContext): string {
  if (c.target === 'publicUser') return c.w.users.verifiedPro.id;
  if (c.target === 'privateUser') return c.w.users.hermit.id;
  return UNKNOWN;
}

export const MERIT_POLICY: Record<string, PolicyRow> = {
  'MERIT_ENDPOINTS.get': {
    targets: ['publicUser', 'privateUser', 'unknown'],
    mutates: false,
    expect: (_actor, target): Expected => (target === 'publicUser' ? 'ok' : 404),
    request: (c) => ({ params: { userId: meritUser(c) } }),
  },
  'MERIT_ENDPOINTS.myInputs': {
    targets: ['own'],
    mutates: false,
    expect: (actor): Expected => (actor === 'anonymous' ? 401 : isPro(actor) ? 'ok' : 403),
    request: () => ({}),
  },
  'MERIT_ENDPOINTS.top': { targets: ['unknown'], mutates: false, expect: () => 'ok', request: () => ({}) },
};
