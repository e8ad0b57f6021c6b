import {
  actOnUser,
  freshActor,
  isPro,
  none,
  otherUserOf,
  signedIn,
  UNKNOWN_ID,
  userOf,
} from './policy-rules.ts';
import { type PolicyRow, USER_TARGETS } from './policy-types.ts';

/** A people search for the hermit's name: signed in, and the hermit (a private profile) never listed. */
const SEARCH_FOR_HERMIT: PolicyRow = {
  targets: ['own'],
  mutates: false,
  expect: signedIn,
  request: () => ({ query: { q: 'Hermit' } }),
  mustNotList: (c) => [c.w.users.hermit.id],
};

/** People and direct messages. */
export const PEOPLE_MESSAGES_POLICY: Record<string, PolicyRow> = {
  // People
  'FOLLOW_ENDPOINTS.follow': {
    targets: USER_TARGETS,
    mutates: true,
    expect: (actor, target) => (actor === 'anonymous' ? 401 : target === 'publicUser' ? 'ok' : 404),
    request: (c) => ({ params: { userId: otherUserOf(c) } }),
  },
  'FOLLOW_ENDPOINTS.unfollow': {
    // Anyone may stop following someone who went private since; the answer then tells nothing
    // about them (the same as for an unknown id: no follower count).
    targets: USER_TARGETS,
    mutates: true,
    expect: signedIn,
    request: (c) => ({ params: { userId: otherUserOf(c) } }),
    leaks: (c, body) =>
      c.target !== 'publicUser' && /"followers":[1-9]/.test(body)
        ? 'the follower count of a hidden profile'
        : null,
  },
  'COFOUNDER_ENDPOINTS.find': SEARCH_FOR_HERMIT,
  'COLLAB_ENDPOINTS.peopleSearch': SEARCH_FOR_HERMIT,
  'DASHBOARD_ENDPOINTS.overview': { targets: ['own'], mutates: false, expect: signedIn, request: none },
  'DASHBOARD_ENDPOINTS.ideas': {
    targets: ['own'],
    mutates: false,
    expect: signedIn,
    request: () => ({ params: { view: 'projects' } }),
  },
  'DASHBOARD_ENDPOINTS.people': {
    targets: ['own'],
    mutates: false,
    // "This section is not available for professionals."
    expect: (actor) => (isPro(actor) ? 403 : signedIn(actor)),
    request: () => ({ params: { view: 'teamMembers' } }),
  },

  // Direct messages
  'MESSAGE_ENDPOINTS.conversations': { targets: ['own'], mutates: false, expect: signedIn, request: none },
  'MESSAGE_ENDPOINTS.send': {
    targets: USER_TARGETS,
    mutates: true,
    // A private profile hides the page, not the inbox: people who know someone may still write.
    expect: (actor, target) => (actor === 'anonymous' ? 401 : target === 'unknown' ? 404 : 'ok'),
    request: (c) => ({ body: { recipientId: otherUserOf(c), body: 'Hello from the matrix' } }),
  },
  'MESSAGE_ENDPOINTS.thread': {
    // The actor's own thread with someone: never another pair's messages.
    targets: ['publicUser', 'unknown'],
    mutates: false,
    expect: actOnUser,
    request: (c) => ({
      params: {
        userId:
          c.target === 'unknown'
            ? UNKNOWN_ID
            : c.actor === 'teamMember'
              ? c.w.users.owner.id
              : c.w.users.teamMember.id,
      },
    }),
  },
  'MESSAGE_ENDPOINTS.markRead': {
    targets: ['publicUser', 'unknown'],
    mutates: true,
    expect: actOnUser,
    request: (c) =>
      freshActor({ params: { userId: c.target === 'publicUser' ? c.w.users.owner.id : UNKNOWN_ID } }),
  },
  'MESSAGE_ENDPOINTS.report': {
    // The owner's message to the team member: its recipient may report it; to others it is unknown.
    targets: ['own', 'unknown'],
    mutates: true,
    expect: (actor, target) =>
      actor === 'anonymous'
        ? 401
        : target === 'own' && actor === 'teamMember'
          ? 'ok'
          : target === 'own' && actor === 'owner'
            ? 'refused'
            : 404,
    request: async (c) => ({
      params: {
        messageId: c.target === 'unknown' ? UNKNOWN_ID : c.fresh ? await c.w.freshDm() : c.w.dmMessageId,
      },
      body: { reason: 'Matrix report' },
    }),
  },
  'MESSAGE_ENDPOINTS.block': {
    targets: USER_TARGETS,
    mutates: true,
    expect: (actor, target) => (actor === 'anonymous' ? 401 : target === 'unknown' ? 404 : 'ok'),
    request: (c) => freshActor({ params: { userId: userOf(c) } }),
  },
  'MESSAGE_ENDPOINTS.unblock': {
    targets: USER_TARGETS,
    mutates: true,
    expect: (actor, target) => (actor === 'anonymous' ? 401 : target === 'unknown' ? 404 : 'ok'),
    request: (c) => freshActor({ params: { userId: userOf(c) } }),
  },
  'MESSAGE_ENDPOINTS.blocks': { targets: ['own'], mutates: false, expect: signedIn, request: none },
};
