import type {
  Actor,
  CaseContext,
  Expected,
  IdeaFixture,
  IdeaRecord,
  PolicyRequest,
  PolicyRow,
  ServiceKind,
  Target,
} from './policy-types.ts';

/** The rules (each a function of actor and target) and request builders the policy's rows share. */

export const MEMBERS: ReadonlySet<Actor> = new Set(['owner', 'teamMember', 'collaborator']);
export const UNKNOWN_ID = '7d3f1a52-0c4e-4b8e-9f7a-1a2b3c4d5e6f';
export const isMember = (a: Actor) => MEMBERS.has(a);
export const isPro = (a: Actor) => a === 'unverifiedPro' || a === 'verifiedPro';

// Rules, each a function of (actor, target) ----------------------------------------------------

/** Anyone, signed in or not. */
export const anyone = (): Expected => 'ok';
/** Any signed-in person; 401 for the anonymous. */
export const signedIn = (actor: Actor): Expected => (actor === 'anonymous' ? 401 : 'ok');

/** Reading an idea (detail, comments): private ones only for members and invitees. */
export function readIdea(actor: Actor, target: Target): Expected {
  if (target === 'unknown') return 404;
  if (target === 'private') return isMember(actor) || actor === 'invitee' ? 'ok' : 404;
  return 'ok';
}

/**
 * Acting on an idea (like, save, follow, comment): signed in, and on a private idea a member.
 * An invitee may read a private idea to answer, not act on it.
 */
export function actOnIdea(actor: Actor, target: Target): Expected {
  if (target === 'unknown') return 404;
  if (actor === 'anonymous') return target === 'private' ? 404 : 401;
  if (target === 'private' && !isMember(actor)) return actor === 'invitee' ? 'denied' : 404;
  return 'ok';
}

/** Owner-only actions: 404 where the idea is hidden from the actor, 403 where it is visible. */
export function ownerOnly(actor: Actor, target: Target): Expected {
  if (target === 'unknown') return 404;
  if (actor === 'anonymous') return target === 'private' ? 404 : 401;
  if (actor === 'owner') return 'ok';
  // An invitee sees the private idea (to answer), so may be told it is not theirs.
  if (target === 'private' && actor === 'invitee') return 'denied';
  if (target === 'private' && !isMember(actor)) return 404;
  return 403;
}

/**
 * Routes that ask for sign-in before they look at the idea (by a record's id, not under
 * /api/ideas/:id, or an upload refusing strangers before reading the body): 401 for the anonymous
 * on any target, which tells them no more than 404 would.
 */
export const signInFirst =
  (rule: (actor: Actor, target: Target) => Expected) =>
  (actor: Actor, target: Target): Expected =>
    actor === 'anonymous' ? 401 : rule(actor, target);

/** Removing someone from an idea: its owner, or the person themselves (leaving). */
export const removal =
  (who: Actor) =>
  (actor: Actor, target: Target): Expected =>
    actor === who && target !== 'unknown' ? 'ok' : ownerOnly(actor, target);

/** Deleting a workspace record the owner created: the owner (its creator); other members 403. */
export function ownerInWorkspace(actor: Actor, target: Target): Expected {
  const rule = workspace(actor, target);
  return rule === 'ok' && actor !== 'owner' ? 403 : rule;
}

/** The workspace: members only; 404 where the idea is hidden. */
export function workspace(actor: Actor, target: Target): Expected {
  if (actor === 'anonymous') return 401;
  if (target === 'unknown') return 404;
  if (isMember(actor)) return 'ok';
  if (target === 'private') return 404;
  return 403;
}

/** Answering one's own invitation: the invitee only; others are told nothing more than 404/403. */
export function inviteeOnly(actor: Actor, target: Target): Expected {
  if (actor === 'anonymous') return 401;
  if (target === 'unknown') return 404;
  // Others may get 403 (not the target): invite ids are unguessable and only shown to the invitee.
  return actor === 'invitee' ? 'ok' : 'denied';
}

/** A user's public page: public profiles to anyone, private ones to nobody else. */
export function readProfile(_actor: Actor, target: Target): Expected {
  return target === 'publicUser' ? 'ok' : 404;
}

/** Acting on a person (follow, block, write to): signed in, and the person must be visible. */
export function actOnUser(actor: Actor, target: Target): Expected {
  if (actor === 'anonymous') return 401;
  return target === 'unknown' ? 404 : 'ok';
}

/** Whose service a target is: the verified professional's listed one and draft, the unverified one's. */
export function sellerOf(target: Target): Actor | null {
  if (target === 'listedService' || target === 'draftService') return 'verifiedPro';
  if (target === 'unlistedService') return 'unverifiedPro';
  return null;
}

/** Reading a service: listed ones to anyone; a draft or an unlisted one to its seller only. */
export function readService(actor: Actor, target: Target): Expected {
  if (target === 'listedService') return 'ok';
  return actor === sellerOf(target) ? 'ok' : 404;
}

/** The shop's seller side: signed in, and a professional (E_NOT_PROFESSIONAL, 403, otherwise). */
export const seller = (actor: Actor): Expected => (actor === 'anonymous' ? 401 : isPro(actor) ? 'ok' : 403);

/**
 * Acting on a service (edit, publish, unpublish, delete, images): signed-in professionals, then
 * the seller only; another professional is told it is not theirs (E_NOT_OWNER, 403).
 */
export function sellerOnly(actor: Actor, target: Target): Expected {
  const rule = seller(actor);
  if (rule !== 'ok') return rule;
  if (target === 'unknown') return 404;
  return actor === sellerOf(target) ? 'ok' : 403;
}

// Request builders -----------------------------------------------------------------------------

export type IdeaKind = 'public' | 'private' | 'premium';
export const UNKNOWN_IDEA: IdeaFixture = {
  id: UNKNOWN_ID,
  commentId: UNKNOWN_ID,
  teamInviteId: UNKNOWN_ID,
  collabInviteId: UNKNOWN_ID,
  requestId: UNKNOWN_ID,
  taskId: UNKNOWN_ID,
  fileId: UNKNOWN_ID,
};

/** The target idea, or a throwaway copy of it for an allowed mutation. */
export async function ideaOf(c: CaseContext, record?: IdeaRecord): Promise<IdeaFixture> {
  if (c.target === 'unknown') return UNKNOWN_IDEA;
  const kind = c.target as IdeaKind;
  return c.fresh ? c.w.freshIdea(kind, record) : c.w.ideas[kind];
}

export function userOf(c: CaseContext): string {
  if (c.target === 'publicUser') return c.w.users.owner.id;
  if (c.target === 'privateUser') return c.w.users.hermit.id;
  return UNKNOWN_ID;
}

/** The public user, but someone else than the actor (owner acting on themselves is another case). */
export function otherUserOf(c: CaseContext): string {
  if (c.target === 'publicUser' && c.actor === 'owner') return c.w.users.stranger.id;
  return userOf(c);
}

export const onIdea =
  (extra: (idea: IdeaFixture, c: CaseContext) => Omit<PolicyRequest, 'params'> = () => ({})) =>
  async (c: CaseContext): Promise<PolicyRequest> => {
    const idea = await ideaOf(c);
    return { params: { id: idea.id }, ...extra(idea, c) };
  };

export const onIdeaRecord =
  (field: keyof IdeaFixture, name = 'id', extra: Omit<PolicyRequest, 'params'> = {}) =>
  async (c: CaseContext): Promise<PolicyRequest> => {
    const idea = await ideaOf(
      c,
      field === 'id' || field.endsWith('InviteId') ? undefined : (field as IdeaRecord),
    );
    return { params: { [name]: idea[field] }, ...extra };
  };

export const SERVICE_KIND: Partial<Record<Target, ServiceKind>> = {
  listedService: 'listed',
  draftService: 'draft',
  unlistedService: 'unlisted',
};

/** The target service, or a throwaway copy of it for an allowed mutation. */
export async function serviceOf(c: CaseContext): Promise<string> {
  const kind = SERVICE_KIND[c.target];
  if (!kind) return UNKNOWN_ID;
  return c.fresh ? c.w.freshService(kind) : c.w.services[kind].id;
}

export const onService =
  (extra: (c: CaseContext) => Omit<PolicyRequest, 'params'> = () => ({})) =>
  async (c: CaseContext): Promise<PolicyRequest> => ({ params: { id: await serviceOf(c) }, ...extra(c) });

/** Services of other sellers' that a list must never show this actor (drafts, unlisted ones). */
export function hiddenServices(c: CaseContext): string[] {
  const s = c.w.services;
  return [
    ...(c.actor === 'verifiedPro' ? [] : [s.draft.id]),
    ...(c.actor === 'unverifiedPro' ? [] : [s.unlisted.id]),
  ];
}

export const serviceBody = (title: string) => ({
  title,
  category: 'validate',
  description: 'A matrix test service.',
  deliverables: ['A report'],
  etaDays: 7,
  packages: [{ tier: 'basic', name: 'Basic', priceCents: 10_000, days: 7, revisions: 1, includes: ['One'] }],
});

export const none = (): PolicyRequest => ({});
export const freshActor = (extra: Omit<PolicyRequest, 'asFreshActor'> = {}) => ({
  ...extra,
  asFreshActor: true,
});

export const ideaBody = (title: string) => ({
  title,
  shortDescription: 'A matrix test idea.',
  visibility: 'public',
});

/** An evidence id nobody has (the evidence rules are proved by the module's own tests). */
export const onUnknownEvidence =
  (extra: Omit<PolicyRequest, 'params'> = {}) =>
  (): PolicyRequest => ({ params: { id: UNKNOWN_ID }, ...extra });

/** A signed-in action on an evidence or invite id nobody has: 401 for the anonymous, 404 for others. */
export const evidenceAction = (body?: unknown): PolicyRow => ({
  targets: ['unknown'],
  mutates: false,
  expect: signInFirst(() => 404),
  request: onUnknownEvidence(body === undefined ? {} : { body }),
});
