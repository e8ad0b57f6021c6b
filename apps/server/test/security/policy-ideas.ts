import {
  actOnIdea,
  anyone,
  freshActor,
  ideaBody,
  ideaOf,
  inviteeOnly,
  isMember,
  isPro,
  none,
  onIdea,
  onIdeaRecord,
  ownerOnly,
  readIdea,
  removal,
  signedIn,
  signInFirst,
} from './policy-rules.ts';
import { IDEA_TARGETS, IDEA_WRITE_TARGETS, type PolicyRow } from './policy-types.ts';

/** Ideas and collaboration on them. */
export const IDEAS_POLICY: Record<string, PolicyRow> = {
  // Ideas
  'IDEA_ENDPOINTS.publish': {
    targets: ['own'],
    mutates: true,
    // Only idea owners post ideas (professionals support or validate them).
    expect: (actor) => (isPro(actor) ? 403 : signedIn(actor)),
    request: () => freshActor({ body: ideaBody('Matrix idea') }),
  },
  'IDEA_ENDPOINTS.explore': {
    // Searching a word that is only in the premium idea's locked fields finds it only for those
    // who may read them; the private idea is never listed to non-members (the leak scan).
    targets: ['premium'],
    mutates: false,
    expect: anyone,
    request: (c) => ({ query: { q: c.w.premiumWord } }),
    mustList: (c) => (isMember(c.actor) || c.actor === 'verifiedPro' ? [c.w.ideas.premium.id] : []),
    mustNotList: (c) => (isMember(c.actor) || c.actor === 'verifiedPro' ? [] : [c.w.ideas.premium.id]),
  },
  'IDEA_ENDPOINTS.detail': { targets: IDEA_TARGETS, mutates: false, expect: readIdea, request: onIdea() },
  'IDEA_ENDPOINTS.update': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: ownerOnly,
    request: onIdea(() => ({ body: { title: 'Renamed by the matrix' } })),
  },
  'IDEA_ENDPOINTS.remove': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: ownerOnly,
    request: onIdea(),
  },
  'IDEA_ENDPOINTS.uploadFile': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: signInFirst(ownerOnly),
    request: onIdea((_idea, c) => ({
      query: { name: 'deck.pdf' },
      body: c.w.files.pdf,
      contentType: 'application/pdf',
    })),
  },
  'IDEA_ENDPOINTS.like': { targets: IDEA_WRITE_TARGETS, mutates: true, expect: actOnIdea, request: onIdea() },
  'IDEA_ENDPOINTS.unlike': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: actOnIdea,
    request: onIdea(),
  },
  'IDEA_ENDPOINTS.save': { targets: IDEA_WRITE_TARGETS, mutates: true, expect: actOnIdea, request: onIdea() },
  'IDEA_ENDPOINTS.unsave': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: actOnIdea,
    request: onIdea(),
  },
  'IDEA_ENDPOINTS.follow': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    // One does not follow one's own idea.
    expect: (actor, target) =>
      actor === 'owner' && target !== 'unknown' ? 'refused' : actOnIdea(actor, target),
    request: onIdea(),
  },
  'IDEA_ENDPOINTS.unfollow': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: actOnIdea,
    request: onIdea(),
  },
  'IDEA_ENDPOINTS.favorite': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: actOnIdea,
    request: onIdea(),
  },
  'IDEA_ENDPOINTS.unfavorite': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: actOnIdea,
    request: onIdea(),
  },
  'IDEA_ENDPOINTS.comments': { targets: IDEA_TARGETS, mutates: false, expect: readIdea, request: onIdea() },
  'IDEA_ENDPOINTS.addComment': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: actOnIdea,
    request: onIdea(() => ({ body: { body: 'A matrix comment' } })),
  },
  'IDEA_ENDPOINTS.deleteComment': {
    // The owner's comment: its author only (the idea's owner here).
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: signInFirst(ownerOnly),
    request: onIdeaRecord('commentId', 'commentId'),
  },

  // Collaboration
  'COLLAB_ENDPOINTS.requestCollab': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: (actor, target) => {
      if (target === 'unknown') return 404;
      if (actor === 'anonymous') return target === 'private' ? 404 : 401;
      if (target === 'private' && !isMember(actor) && actor !== 'invitee') return 404;
      // Already on it, or holding an invitation: refused for that reason, not a new request.
      if (isMember(actor) || actor === 'invitee') return 'refused';
      return 'ok';
    },
    request: onIdea(() => ({ body: { message: 'Let me help' } })),
  },
  'COLLAB_ENDPOINTS.ideaRequests': {
    targets: IDEA_TARGETS,
    mutates: false,
    expect: ownerOnly,
    request: onIdea(),
  },
  'COLLAB_ENDPOINTS.withdrawRequest': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: (actor, target) => {
      if (target === 'unknown') return 404;
      if (actor === 'anonymous') return target === 'private' ? 404 : 401;
      if (target === 'private' && !isMember(actor)) return actor === 'invitee' ? 'refused' : 404;
      return 'refused'; // nobody in the cast has a pending request to withdraw
    },
    request: onIdea(),
  },
  'COLLAB_ENDPOINTS.acceptRequest': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: signInFirst(ownerOnly),
    request: onIdeaRecord('requestId'),
  },
  'COLLAB_ENDPOINTS.declineRequest': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: signInFirst(ownerOnly),
    request: onIdeaRecord('requestId'),
  },
  'COLLAB_ENDPOINTS.inviteToCollab': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: ownerOnly,
    request: onIdea((_idea, c) => ({ body: { userId: c.w.users.bystander.id } })),
  },
  'COLLAB_ENDPOINTS.acceptCollabInvite': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: inviteeOnly,
    request: onIdeaRecord('collabInviteId'),
  },
  'COLLAB_ENDPOINTS.declineCollabInvite': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: inviteeOnly,
    request: onIdeaRecord('collabInviteId'),
  },
  'COLLAB_ENDPOINTS.inviteToTeam': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: ownerOnly,
    request: onIdea((_idea, c) => ({ body: { userId: c.w.users.bystander.id } })),
  },
  'COLLAB_ENDPOINTS.ideaTeamInvites': {
    targets: IDEA_TARGETS,
    mutates: false,
    expect: ownerOnly,
    request: onIdea(),
  },
  'COLLAB_ENDPOINTS.myTeamInvites': { targets: ['own'], mutates: false, expect: signedIn, request: none },
  'COLLAB_ENDPOINTS.acceptTeamInvite': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: inviteeOnly,
    request: onIdeaRecord('teamInviteId'),
  },
  'COLLAB_ENDPOINTS.declineTeamInvite': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: inviteeOnly,
    request: onIdeaRecord('teamInviteId'),
  },
  'COLLAB_ENDPOINTS.cancelTeamInvite': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: signInFirst(ownerOnly),
    request: onIdeaRecord('teamInviteId'),
  },
  'COLLAB_ENDPOINTS.removeTeamMember': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: removal('teamMember'),
    request: async (c) => ({
      params: { id: (await ideaOf(c)).id, userId: c.w.users.teamMember.id },
    }),
  },
  'COLLAB_ENDPOINTS.removeCollaborator': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: removal('collaborator'),
    request: async (c) => ({
      params: { id: (await ideaOf(c)).id, userId: c.w.users.collaborator.id },
    }),
  },
};
