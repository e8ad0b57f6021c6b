import { NO_READINESS } from '@ibh/contract';
import { anyone, freshActor, none, readProfile, signedIn, UNKNOWN_ID, userOf } from './policy-rules.ts';
import { type CaseContext, type PolicyRow, USER_TARGETS } from './policy-types.ts';

/** The owner's notification (a fresh one when the case changes it), or an unknown id. */
async function ownerNotification(c: CaseContext): Promise<{ id: string }> {
  if (c.target === 'unknown') return { id: UNKNOWN_ID };
  return { id: c.fresh ? await c.w.freshNotification(c.w.users.owner.id) : c.w.ownerNotificationId };
}

/** Platform, accounts and sessions, and the own profile, readiness and settings. */
export const ACCOUNT_POLICY: Record<string, PolicyRow> = {
  // Platform
  'HEALTH_ENDPOINTS.health': { targets: ['own'], mutates: false, expect: anyone, request: none },
  'ROLE_ENDPOINTS.list': { targets: ['own'], mutates: false, expect: anyone, request: none },
  'TELEMETRY_ENDPOINTS.record': {
    targets: ['own'],
    mutates: false,
    expect: signedIn,
    request: () => ({ body: { eventName: 'matrix_probe', props: { n: 1 } } }),
  },

  // Accounts and sessions
  'AUTH_ENDPOINTS.session': { targets: ['own'], mutates: false, expect: anyone, request: none },
  'AUTH_ENDPOINTS.signup': {
    targets: ['own'],
    mutates: true,
    expect: anyone,
    request: (c) => ({
      asFreshActor: true,
      body: {
        email: `matrix-${c.actor}-${Math.random().toString(36).slice(2, 10)}@example.test`,
        password: 'matrix-password-123',
        fullName: 'Matrix Signup',
        role: 'idea_owner',
      },
    }),
  },
  'AUTH_ENDPOINTS.login': {
    targets: ['own'],
    mutates: true,
    expect: anyone,
    request: (c) =>
      freshActor({ body: { email: c.w.users.stranger.email, password: 'correct-horse-battery' } }),
  },
  'AUTH_ENDPOINTS.sendCode': {
    targets: ['own'],
    mutates: false,
    expect: anyone,
    request: () => ({
      body: { email: `nobody-${Math.random().toString(36).slice(2, 10)}@example.test`, purpose: 'login' },
    }),
  },
  'AUTH_ENDPOINTS.verifyCode': {
    targets: ['own'],
    mutates: true,
    expect: anyone,
    request: async (c) => {
      const sent = await c.w.freshCode('login');
      return freshActor({ body: { email: sent.email, code: sent.code, purpose: 'login' } });
    },
  },
  'AUTH_ENDPOINTS.exchangeLink': {
    targets: ['own'],
    mutates: true,
    expect: anyone,
    request: async (c) => {
      const sent = await c.w.freshCode('login');
      return freshActor({ body: { token: sent.linkToken, type: 'login' } });
    },
  },
  'AUTH_ENDPOINTS.refresh': {
    targets: ['own'],
    mutates: true,
    expect: signedIn,
    request: () => freshActor(),
  },
  'AUTH_ENDPOINTS.logout': { targets: ['own'], mutates: true, expect: anyone, request: () => freshActor() },
  'AUTH_ENDPOINTS.recoveryStatus': { targets: ['own'], mutates: false, expect: anyone, request: none },
  'AUTH_ENDPOINTS.resetPassword': {
    // Only a recovery session may set a new password without the current one.
    targets: ['own'],
    mutates: true,
    expect: (actor) => (actor === 'anonymous' ? 401 : 'refused'),
    request: () => freshActor({ body: { password: 'a-brand-new-password-1' } }),
  },
  'AUTH_ENDPOINTS.changePassword': {
    targets: ['own'],
    mutates: true,
    expect: signedIn,
    request: () =>
      freshActor({ body: { currentPassword: 'correct-horse-battery', password: 'a-brand-new-password-1' } }),
  },
  'AUTH_ENDPOINTS.verifyPassword': {
    targets: ['own'],
    mutates: false,
    expect: signedIn,
    request: () => ({ body: { password: 'correct-horse-battery' } }),
  },
  'AUTH_ENDPOINTS.diagnose': { targets: ['own'], mutates: false, expect: signedIn, request: none },

  // Own profile, readiness, settings
  'PROFILE_ENDPOINTS.me': { targets: ['own'], mutates: false, expect: signedIn, request: none },
  'PROFILE_ENDPOINTS.complete': {
    targets: ['own'],
    mutates: true,
    expect: signedIn,
    request: () => freshActor({ body: { fullName: 'Matrix Person', country: 'Kenya', termsAccepted: true } }),
  },
  'PROFILE_ENDPOINTS.update': {
    targets: ['own'],
    mutates: true,
    expect: signedIn,
    request: () => freshActor({ body: { tagline: 'Matrix tagline' } }),
  },
  'PROFILE_ENDPOINTS.deleteAccount': {
    targets: ['own'],
    mutates: true,
    expect: signedIn,
    request: () => freshActor({ body: { confirm: true, hard: true } }),
  },
  'PROFILE_ENDPOINTS.skills': {
    targets: ['own'],
    mutates: true,
    expect: signedIn,
    request: () => freshActor({ body: { skills: [{ skill: 'Go', level: 3 }] } }),
  },
  'PROFILE_ENDPOINTS.verification': {
    targets: ['own'],
    mutates: true,
    // Only professionals ask to be verified.
    expect: (actor) => (actor === 'anonymous' ? 401 : actor === 'unverifiedPro' ? 'ok' : 'refused'),
    request: () =>
      freshActor({ body: { linkedinUrl: 'https://www.linkedin.com/in/matrix', showPublicly: true } }),
  },
  'PROFILE_ENDPOINTS.uploadAvatar': {
    targets: ['own'],
    mutates: true,
    expect: signedIn,
    request: (c) => freshActor({ body: c.w.files.png, contentType: 'image/png' }),
  },
  'PROFILE_ENDPOINTS.deleteAvatar': {
    targets: ['own'],
    mutates: true,
    expect: signedIn,
    request: () => freshActor(),
  },
  'PROFILE_ENDPOINTS.cards': {
    targets: ['own'],
    mutates: false,
    expect: signedIn,
    request: (c) => ({ body: { ids: [c.w.users.owner.id, c.w.users.hermit.id] } }),
  },
  'PROFILE_ENDPOINTS.profile': {
    targets: USER_TARGETS,
    mutates: false,
    expect: readProfile,
    request: (c) => ({ params: { userId: userOf(c) } }),
  },
  'PROFILE_ENDPOINTS.pro': {
    // The pro page of the verified professional; a private profile and an unknown id are 404.
    targets: ['publicUser', 'privateUser', 'unknown'],
    mutates: false,
    expect: readProfile,
    request: (c) => ({
      params: {
        userId: c.target === 'publicUser' ? c.w.users.verifiedPro.id : userOf(c),
      },
    }),
  },
  'READINESS_ENDPOINTS.mine': { targets: ['own'], mutates: false, expect: signedIn, request: none },
  'READINESS_ENDPOINTS.save': {
    targets: ['own'],
    mutates: true,
    expect: signedIn,
    request: () => freshActor({ body: { ...NO_READINESS, priorFounder: true } }),
  },
  // Track record and reviews (issue 29): readable where the profile is (the hermit sells nothing,
  // so the listed-seller exception of record-visibility.ts does not apply).
  'REVIEW_ENDPOINTS.trackRecord': {
    targets: USER_TARGETS,
    mutates: false,
    expect: readProfile,
    request: (c) => ({ params: { userId: userOf(c) } }),
  },
  'REVIEW_ENDPOINTS.personReviews': {
    targets: USER_TARGETS,
    mutates: false,
    expect: readProfile,
    request: (c) => ({ params: { userId: userOf(c) } }),
  },
  'READINESS_ENDPOINTS.public': {
    targets: USER_TARGETS,
    mutates: false,
    expect: readProfile,
    request: (c) => ({ params: { userId: userOf(c) } }),
  },
  'READINESS_ENDPOINTS.explanation': {
    targets: USER_TARGETS,
    mutates: false,
    expect: readProfile,
    request: (c) => ({ params: { userId: userOf(c) } }),
  },
  'NOTIFICATION_ENDPOINTS.preferences': { targets: ['own'], mutates: false, expect: signedIn, request: none },
  'NOTIFICATION_ENDPOINTS.updatePreferences': {
    targets: ['own'],
    mutates: true,
    expect: signedIn,
    request: () => freshActor({ body: { email: false } }),
  },
  'NOTIFICATION_ENDPOINTS.counts': { targets: ['own'], mutates: false, expect: signedIn, request: none },
  'NOTIFICATION_ENDPOINTS.list': { targets: ['own'], mutates: false, expect: signedIn, request: none },
  'NOTIFICATION_ENDPOINTS.recent': { targets: ['own'], mutates: false, expect: signedIn, request: none },
  'NOTIFICATION_ENDPOINTS.markAllRead': {
    targets: ['own'],
    mutates: true,
    expect: signedIn,
    request: () => freshActor(),
  },
  'NOTIFICATION_ENDPOINTS.markRead': {
    // The owner's notification: the owner only; to anyone else it does not exist.
    targets: ['own', 'unknown'],
    mutates: true,
    expect: (actor, target) =>
      actor === 'anonymous' ? 401 : target === 'own' && actor === 'owner' ? 'ok' : 404,
    request: async (c) => ({ params: await ownerNotification(c) }),
  },
  'NOTIFICATION_ENDPOINTS.act': {
    targets: ['own', 'unknown'],
    mutates: true,
    // 'view_details' is a link, not an action: refused to the owner; to anyone else the id is unknown.
    expect: (actor, target) =>
      actor === 'anonymous' ? 401 : target === 'own' && actor === 'owner' ? 'refused' : 404,
    request: async (c) => ({ params: await ownerNotification(c), body: { action: 'view_details' } }),
  },
  'NOTIFICATION_ENDPOINTS.test': {
    // A development aid: a test notification to oneself (the test server is not production).
    targets: ['own'],
    mutates: true,
    expect: signedIn,
    request: () => freshActor({ body: { type: 'collab_request' } }),
  },
};
