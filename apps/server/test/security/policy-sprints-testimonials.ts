import type { Actor, Expected, PolicyRequest, PolicyRow } from './policy.ts';

/**
 * Policy rows of interview sprints (issue 18) and testimonials (issue 16). A sprint and its
 * interviews, co-sign requests and votes belong to their owner: every signed-in person asking for
 * one that is not theirs (here: one that does not exist) gets 404; the signed-out get 401.
 */
const UNKNOWN = '3c9e2f1a-5b7d-4e8f-a1c2-d3e4f5a6b7c8';
const isPro = (actor: Actor) => actor === 'unverifiedPro' || actor === 'verifiedPro';
const signedIn = (actor: Actor): Expected => (actor === 'anonymous' ? 401 : 'ok');
const missing = (actor: Actor): Expected => (actor === 'anonymous' ? 401 : 404);
const adminOnly = (actor: Actor): Expected => (actor === 'anonymous' ? 401 : actor === 'admin' ? 'ok' : 403);
const freshActor = (extra: PolicyRequest = {}): PolicyRequest => ({ ...extra, asFreshActor: true });

/** An action on a sprint, interview or request nobody has: nothing to change. */
const onUnknown = (
  extra: Omit<PolicyRequest, 'params'> = {},
  params: Record<string, string> = {},
): PolicyRow => ({
  targets: ['unknown'],
  mutates: false,
  expect: missing,
  request: () => ({ ...extra, params: { id: UNKNOWN, ...params } }),
});
const interview = { outcome: 'positive', learning: 'Matrix learning' };

export const SPRINT_POLICY: Record<string, PolicyRow> = {
  'SPRINT_ENDPOINTS.start': {
    targets: ['own'],
    mutates: true,
    // Only idea owners run sprints (001 section 6); a fresh account has none active.
    expect: (actor) => (actor === 'anonymous' ? 401 : isPro(actor) ? 403 : 'ok'),
    request: () => freshActor({ body: {} }),
  },
  'SPRINT_ENDPOINTS.active': { targets: ['own'], mutates: false, expect: signedIn, request: () => ({}) },
  'SPRINT_ENDPOINTS.mine': { targets: ['own'], mutates: false, expect: signedIn, request: () => ({}) },
  'SPRINT_ENDPOINTS.detail': onUnknown(),
  'SPRINT_ENDPOINTS.setup': onUnknown({ body: { hypothesis: 'H', persona: 'P', minValidated: 0 } }),
  'SPRINT_ENDPOINTS.addInterview': onUnknown({ body: interview }),
  'SPRINT_ENDPOINTS.updateInterview': onUnknown({ body: interview }, { interviewId: UNKNOWN }),
  'SPRINT_ENDPOINTS.deleteInterview': onUnknown({}, { interviewId: UNKNOWN }),
  'SPRINT_ENDPOINTS.finalize': onUnknown(),
  'SPRINT_ENDPOINTS.reopen': onUnknown(),
  'SPRINT_ENDPOINTS.closeNotMet': onUnknown(),
  'SPRINT_ENDPOINTS.rotateToken': onUnknown(),
  'SPRINT_ENDPOINTS.publicView': {
    targets: ['unknown'],
    mutates: false,
    // The public page needs no account: an unknown sprint or token is 'Sprint not found or not public.'.
    expect: () => 404,
    request: () => ({ params: { id: UNKNOWN }, query: { token: 'matrix-token' } }),
  },
  'SPRINT_ENDPOINTS.publish': onUnknown(),
  'SPRINT_ENDPOINTS.cosignRequests': onUnknown(),
  'SPRINT_ENDPOINTS.requestCosign': onUnknown({ body: { professionalId: UNKNOWN } }),
  'SPRINT_ENDPOINTS.cancelCosign': onUnknown(),
  'SPRINT_ENDPOINTS.myCosignRequests': {
    targets: ['own'],
    mutates: false,
    expect: signedIn,
    request: () => ({}),
  },
  'SPRINT_ENDPOINTS.respondCosign': onUnknown({ body: { accept: true } }),
  'SPRINT_ENDPOINTS.cosignNote': onUnknown({ body: { note: 'Matrix note' } }),
  'SPRINT_ENDPOINTS.toggleProUpvote': onUnknown({ body: { token: 'matrix-token' } }),
  'SPRINT_ENDPOINTS.toggleOwnerUpvote': onUnknown({ body: { token: 'matrix-token' } }),
};

const onUnknownTestimonial = (extra: Omit<PolicyRequest, 'params'> = {}): PolicyRow => ({
  targets: ['unknown'],
  mutates: false,
  expect: (actor) => (actor === 'admin' ? 404 : adminOnly(actor)),
  request: () => ({ ...extra, params: { testimonialId: UNKNOWN } }),
});
const story = {
  name: 'Matrix Person',
  country: 'Portugal',
  quote: 'IBH turned ten interviews into evidence my investors actually read.',
};

export const TESTIMONIAL_POLICY: Record<string, PolicyRow> = {
  'TESTIMONIAL_ENDPOINTS.submit': {
    targets: ['own'],
    mutates: true,
    expect: signedIn,
    request: () => freshActor({ body: story }),
  },
  'TESTIMONIAL_ENDPOINTS.list': { targets: ['own'], mutates: false, expect: () => 'ok', request: () => ({}) },
  'TESTIMONIAL_ENDPOINTS.adminList': {
    targets: ['own'],
    mutates: false,
    expect: adminOnly,
    request: () => ({}),
  },
  'TESTIMONIAL_ENDPOINTS.approve': onUnknownTestimonial(),
  'TESTIMONIAL_ENDPOINTS.unapprove': onUnknownTestimonial(),
  'TESTIMONIAL_ENDPOINTS.update': onUnknownTestimonial({ body: story }),
  'TESTIMONIAL_ENDPOINTS.remove': onUnknownTestimonial(),
};
