/**
 * Every route of the web app: the union of 000 section 2 (route list) and
 * 001 section 2.1 (route table). Patterns use `:name` for path parameters so
 * the web router can use them as they are and the server can build links
 * (emails, notifications) with `buildPath`.
 */
export const PATHS = {
  home: '/',
  homeOld: '/home-old',
  explore: '/explore',
  postIdea: '/post-idea',
  browseServices: '/browse-services',
  professionals: '/professionals',
  evidenceHome: '/evidence-home',
  evidence: '/evidence',
  ledgerEvidence: '/ledger/e/:evidenceId',
  /** Checks a proof pack in the browser (issue 29). */
  verifyProof: '/proof/verify',
  sprintList: '/experiments/interview-sprint',
  sprintCreate: '/experiments/interview-sprint/create',
  experimentNew: '/experiments/new',
  experiment: '/experiments/:id',
  publicSprint: '/sprint/:experimentId',
  idea: '/ideas/:id',
  ideaLegacy: '/idea/:id',
  students: '/students',
  community: '/community',
  profile: '/profile/:userId',
  /** Notification links to a person (/user/{id}) forward to their profile. */
  userLink: '/user/:id',
  ownProfile: '/profile',
  proProfile: '/pro/:id',
  cofounderLegacy: '/cofounder',
  cofounders: '/cofounders',
  service: '/services/:id',
  order: '/order/:orderId',
  workroom: '/workroom/:orderId',
  shop: '/shop',
  adminShop: '/admin/shop',
  testimonial: '/testimonial',
  testimonialShare: '/testimonials/share',
  adminTestimonials: '/admin/testimonials',
  adminAmbassadors: '/admin/ambassadors',
  dashboard: '/dashboard',
  notifications: '/notifications',
  sharedProject: '/dashboard/shared/:id',
  workspace: '/workspace/:id',
  workshop: '/workshop/:id',
  inbox: '/inbox',
  messages: '/messages',
  message: '/message',
  professionalRequests: '/professional/requests',
  proCosigns: '/pro/cosigns',
  proCosignInbox: '/pro/cosign-inbox',
  helpMerit: '/help/merit',
  /** The documents the terms checkbox of /complete-signup names (IBH, decision 35). */
  terms: '/terms',
  privacy: '/privacy',
  login: '/login',
  signup: '/signup',
  openInBrowser: '/open-in-browser',
  authCallback: '/auth/callback',
  verify: '/verify',
  resetPassword: '/reset-password',
  completeSignup: '/complete-signup',
  adminDashboard: '/admin-dashboard',
  editProfile: '/edit-profile',
  changePassword: '/change-password',
  security: '/settings/security',
  authDiagnose: '/auth-diagnose',
} as const;

export type PathName = keyof typeof PATHS;

/** Query parameter that carries the page to return to after signing in. */
export const NEXT_PARAM = 'next';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type PathArgs<P extends string> = [ParamNames<P>] extends [never] ? [] : [Record<ParamNames<P>, string>];

/** Fills the `:name` parameters of a route pattern, URL-encoding each value. */
export function buildPath<P extends string>(pattern: P, ...args: PathArgs<P>): string {
  const params: Record<string, string> = args[0] ?? {};
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${pattern}`);
    return encodeURIComponent(value);
  });
}
