import { ADMIN_TOOLS_POLICY } from './policy-admin-tools.ts';
import { EVIDENCE_HOME_POLICY } from './policy-evidence-home.ts';
import { HOME_POLICY } from './policy-home.ts';
import { MERIT_POLICY } from './policy-merit.ts';
import { MODERATION_POLICY } from './policy-moderation.ts';
import { SPRINT_POLICY, TESTIMONIAL_POLICY } from './policy-sprints-testimonials.ts';
import { STUDENTS_POLICY } from './policy-students.ts';
/**
 * The authorization policy of the API as one table: for every endpoint of the contract (and every
 * other route the OpenAPI document publishes), which resources it is tried on, who may do it and
 * what everyone else gets, and how to build the request. authz-matrix.test.ts generates the
 * requests and the expected answers from it. A new endpoint without a row here fails that test:
 * later issues add their endpoints to this table.
 */

/** Who makes the request. */
export const ACTORS = [
  'anonymous',
  'owner',
  'teamMember',
  'collaborator',
  'invitee',
  'stranger',
  'unverifiedPro',
  'verifiedPro',
  'admin',
] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedInActor = Exclude<Actor, 'anonymous'>;

/**
 * What is acted on. Ideas: a public, a private and a premium (public, locked details) idea, each
 * with the owner, a team member, an accepted collaborator and an invitee holding an unanswered team
 * invite and invitation to collaborate; `unknown` is an id that does not exist. Users: one with a
 * public profile, one with a private profile. `own` is the actor's own account or inbox.
 */
export type Target =
  | 'public'
  | 'private'
  | 'premium'
  | 'unknown'
  | 'publicUser'
  | 'privateUser'
  | 'own'
  | 'order'
  | ServiceTarget;
export const IDEA_TARGETS = ['public', 'private', 'premium', 'unknown'] as const satisfies readonly Target[];
/** Writes treat a premium idea like any public one: tried on public, private and unknown ideas. */
export const IDEA_WRITE_TARGETS = ['public', 'private', 'unknown'] as const satisfies readonly Target[];
export const USER_TARGETS = ['publicUser', 'privateUser', 'unknown'] as const satisfies readonly Target[];

/**
 * Services of the shop: the verified professional's listed service and draft, and the unverified
 * professional's published service (never listed: its seller is not verified); `unknown` as above.
 */
export type ServiceTarget = 'listedService' | 'draftService' | 'unlistedService';
export type ServiceKind = 'listed' | 'draft' | 'unlisted';
export const SERVICE_TARGETS = [
  'listedService',
  'draftService',
  'unlistedService',
  'unknown',
] as const satisfies readonly Target[];

/**
 * The expected answer: 'ok' any 2xx; 401, 403 or 404 exactly (404 is "as if it did not exist");
 * 'refused' any 4xx (a business rule refuses it: already a member, not an open invite); 'denied'
 * 403 or 404 (either hides nothing more than the other).
 */
export type Expected = 'ok' | 401 | 403 | 404 | 'refused' | 'denied';

export function matches(expected: Expected, status: number): boolean {
  if (expected === 'ok') return status >= 200 && status < 300;
  if (expected === 'refused') return status >= 400 && status < 500 && status !== 429;
  if (expected === 'denied') return status === 403 || status === 404;
  return status === expected;
}

/** One idea of the fixture world and the records around it. */
export interface IdeaFixture {
  id: string;
  /** A comment by the owner. */
  commentId: string;
  /** The invitee's unanswered team invite. */
  teamInviteId: string;
  /** The invitee's unanswered invitation to collaborate (idea_collab_interest, status invited). */
  collabInviteId: string;
  /** A pending collaboration request of someone outside the cast. */
  requestId: string;
  taskId: string;
  fileId: string;
}

/** A record around an idea that a throwaway copy creates only when the case needs it. */
export type IdeaRecord = 'commentId' | 'requestId' | 'taskId' | 'fileId';

export interface WorldUser {
  id: string;
  email: string;
}

/** What the policy's request builders read from the fixture world. */
export interface World {
  users: Record<SignedInActor | 'requester' | 'hermit' | 'bystander', WorldUser>;
  ideas: Record<'public' | 'private' | 'premium', IdeaFixture>;
  /** A direct message from the owner to the team member. */
  dmMessageId: string;
  /** A notification of the owner's. */
  ownerNotificationId: string;
  /** A word only in the premium idea's locked fields. */
  premiumWord: string;
  /** A fresh copy of an idea (same visibility, same cast around it) for a mutation that is allowed. */
  freshIdea(kind: 'public' | 'private' | 'premium', record?: IdeaRecord): Promise<IdeaFixture>;
  /** A fresh direct message from the owner to the team member. */
  freshDm(): Promise<string>;
  /** A fresh notification of a user's. */
  freshNotification(userId: string): Promise<string>;
  /** A fresh account with a sent sign-in code: its email, the code and the link token. */
  freshCode(purpose: 'login' | 'recovery'): Promise<{ email: string; code: string; linkToken: string }>;
  /** Small valid files for the upload endpoints. */
  files: { png: Buffer; pdf: Buffer };
  /** The shop's services (see ServiceTarget) and their sellers. */
  services: Record<ServiceKind, { id: string; proId: string }>;
  /** A word in the title of all three services (a search that could find each of them). */
  shopWord: string;
  /** A fresh service of the same seller in the same state, for a mutation that is allowed. */
  freshService(kind: ServiceKind): Promise<string>;
  /** The listed service's package (orders are placed on it). */
  packageId: string;
  /** An order of the owner (buyer) with the verified professional, in progress: see OrderFixture. */
  order: OrderFixture;
  /** A fresh copy of that order, for a mutation that is allowed. */
  freshOrder(): Promise<OrderFixture>;
}

/** An order in progress: milestone 1 submitted, milestone 2 open, one file uploaded. */
export interface OrderFixture {
  id: string;
  submittedMilestoneId: string;
  openMilestoneId: string;
  fileId: string;
}
export const ORDER_TARGETS = ['order', 'unknown'] as const satisfies readonly Target[];

export interface CaseContext {
  w: World;
  actor: Actor;
  target: Target;
  /** The case is an allowed mutation: build it on throwaway resources. */
  fresh: boolean;
}

export interface PolicyRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  contentType?: string;
  /** Run as a throwaway copy of the actor (a new account of the same kind, signed in). */
  asFreshActor?: boolean;
}

export interface PolicyRow {
  targets: readonly Target[];
  /** Whether an allowed call changes data (then it runs on throwaway resources). */
  mutates: boolean;
  expect(actor: Actor, target: Target): Expected;
  request(c: CaseContext): PolicyRequest | Promise<PolicyRequest>;
  /** Ids the answer must list for this actor (proves the list checks below can see a row). */
  mustList?(c: CaseContext): string[];
  /** Ids the answer must not list for this actor and target (a list that shows a row it may not). */
  mustNotList?(c: CaseContext): string[];
  /** What a successful answer shows that it should not (null when nothing). */
  leaks?(c: CaseContext, body: string): string | null;
}

const MEMBERS: ReadonlySet<Actor> = new Set(['owner', 'teamMember', 'collaborator']);
const UNKNOWN_ID = '7d3f1a52-0c4e-4b8e-9f7a-1a2b3c4d5e6f';
const isMember = (a: Actor) => MEMBERS.has(a);
const isPro = (a: Actor) => a === 'unverifiedPro' || a === 'verifiedPro';

// Rules, each a function of (actor, target) ----------------------------------------------------

/** Anyone, signed in or not. */
const anyone = (): Expected => 'ok';
/** Any signed-in person; 401 for the anonymous. */
const signedIn = (actor: Actor): Expected => (actor === 'anonymous' ? 401 : 'ok');

/** Reading an idea (detail, comments): private ones only for members and invitees. */
function readIdea(actor: Actor, target: Target): Expected {
  if (target === 'unknown') return 404;
  if (target === 'private') return isMember(actor) || actor === 'invitee' ? 'ok' : 404;
  return 'ok';
}

/**
 * Acting on an idea (like, save, follow, comment): signed in, and on a private idea a member.
 * An invitee may read a private idea to answer, not act on it.
 */
function actOnIdea(actor: Actor, target: Target): Expected {
  if (target === 'unknown') return 404;
  if (actor === 'anonymous') return target === 'private' ? 404 : 401;
  if (target === 'private' && !isMember(actor)) return actor === 'invitee' ? 'denied' : 404;
  return 'ok';
}

/** Owner-only actions: 404 where the idea is hidden from the actor, 403 where it is visible. */
function ownerOnly(actor: Actor, target: Target): Expected {
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
const signInFirst =
  (rule: (actor: Actor, target: Target) => Expected) =>
  (actor: Actor, target: Target): Expected =>
    actor === 'anonymous' ? 401 : rule(actor, target);

/** Removing someone from an idea: its owner, or the person themselves (leaving). */
const removal =
  (who: Actor) =>
  (actor: Actor, target: Target): Expected =>
    actor === who && target !== 'unknown' ? 'ok' : ownerOnly(actor, target);

/** Deleting a workspace record the owner created: the owner (its creator); other members 403. */
function ownerInWorkspace(actor: Actor, target: Target): Expected {
  const rule = workspace(actor, target);
  return rule === 'ok' && actor !== 'owner' ? 403 : rule;
}

/** The workspace: members only; 404 where the idea is hidden. */
function workspace(actor: Actor, target: Target): Expected {
  if (actor === 'anonymous') return 401;
  if (target === 'unknown') return 404;
  if (isMember(actor)) return 'ok';
  if (target === 'private') return 404;
  return 403;
}

/** Answering one's own invitation: the invitee only; others are told nothing more than 404/403. */
function inviteeOnly(actor: Actor, target: Target): Expected {
  if (actor === 'anonymous') return 401;
  if (target === 'unknown') return 404;
  // Others may get 403 (not the target): invite ids are unguessable and only shown to the invitee.
  return actor === 'invitee' ? 'ok' : 'denied';
}

/** A user's public page: public profiles to anyone, private ones to nobody else. */
function readProfile(_actor: Actor, target: Target): Expected {
  return target === 'publicUser' ? 'ok' : 404;
}

/** Acting on a person (follow, block, write to): signed in, and the person must be visible. */
function actOnUser(actor: Actor, target: Target): Expected {
  if (actor === 'anonymous') return 401;
  return target === 'unknown' ? 404 : 'ok';
}

/** Whose service a target is: the verified professional's listed one and draft, the unverified one's. */
function sellerOf(target: Target): Actor | null {
  if (target === 'listedService' || target === 'draftService') return 'verifiedPro';
  if (target === 'unlistedService') return 'unverifiedPro';
  return null;
}

/** Reading a service: listed ones to anyone; a draft or an unlisted one to its seller only. */
function readService(actor: Actor, target: Target): Expected {
  if (target === 'listedService') return 'ok';
  return actor === sellerOf(target) ? 'ok' : 404;
}

/** The shop's seller side: signed in, and a professional (E_NOT_PROFESSIONAL, 403, otherwise). */
const seller = (actor: Actor): Expected => (actor === 'anonymous' ? 401 : isPro(actor) ? 'ok' : 403);

/**
 * Acting on a service (edit, publish, unpublish, delete, images): signed-in professionals, then
 * the seller only; another professional is told it is not theirs (E_NOT_OWNER, 403).
 */
function sellerOnly(actor: Actor, target: Target): Expected {
  const rule = seller(actor);
  if (rule !== 'ok') return rule;
  if (target === 'unknown') return 404;
  return actor === sellerOf(target) ? 'ok' : 403;
}

// Request builders -----------------------------------------------------------------------------

type IdeaKind = 'public' | 'private' | 'premium';
const UNKNOWN_IDEA: IdeaFixture = {
  id: UNKNOWN_ID,
  commentId: UNKNOWN_ID,
  teamInviteId: UNKNOWN_ID,
  collabInviteId: UNKNOWN_ID,
  requestId: UNKNOWN_ID,
  taskId: UNKNOWN_ID,
  fileId: UNKNOWN_ID,
};

/** The target idea, or a throwaway copy of it for an allowed mutation. */
async function ideaOf(c: CaseContext, record?: IdeaRecord): Promise<IdeaFixture> {
  if (c.target === 'unknown') return UNKNOWN_IDEA;
  const kind = c.target as IdeaKind;
  return c.fresh ? c.w.freshIdea(kind, record) : c.w.ideas[kind];
}

function userOf(c: CaseContext): string {
  if (c.target === 'publicUser') return c.w.users.owner.id;
  if (c.target === 'privateUser') return c.w.users.hermit.id;
  return UNKNOWN_ID;
}

/** The public user, but someone else than the actor (owner acting on themselves is another case). */
function otherUserOf(c: CaseContext): string {
  if (c.target === 'publicUser' && c.actor === 'owner') return c.w.users.stranger.id;
  return userOf(c);
}

const onIdea =
  (extra: (idea: IdeaFixture, c: CaseContext) => Omit<PolicyRequest, 'params'> = () => ({})) =>
  async (c: CaseContext): Promise<PolicyRequest> => {
    const idea = await ideaOf(c);
    return { params: { id: idea.id }, ...extra(idea, c) };
  };

const onIdeaRecord =
  (field: keyof IdeaFixture, name = 'id', extra: Omit<PolicyRequest, 'params'> = {}) =>
  async (c: CaseContext): Promise<PolicyRequest> => {
    const idea = await ideaOf(
      c,
      field === 'id' || field.endsWith('InviteId') ? undefined : (field as IdeaRecord),
    );
    return { params: { [name]: idea[field] }, ...extra };
  };

const SERVICE_KIND: Partial<Record<Target, ServiceKind>> = {
  listedService: 'listed',
  draftService: 'draft',
  unlistedService: 'unlisted',
};

/** The target service, or a throwaway copy of it for an allowed mutation. */
async function serviceOf(c: CaseContext): Promise<string> {
  const kind = SERVICE_KIND[c.target];
  if (!kind) return UNKNOWN_ID;
  return c.fresh ? c.w.freshService(kind) : c.w.services[kind].id;
}

const onService =
  (extra: (c: CaseContext) => Omit<PolicyRequest, 'params'> = () => ({})) =>
  async (c: CaseContext): Promise<PolicyRequest> => ({ params: { id: await serviceOf(c) }, ...extra(c) });

/** Services of other sellers' that a list must never show this actor (drafts, unlisted ones). */
function hiddenServices(c: CaseContext): string[] {
  const s = c.w.services;
  return [
    ...(c.actor === 'verifiedPro' ? [] : [s.draft.id]),
    ...(c.actor === 'unverifiedPro' ? [] : [s.unlisted.id]),
  ];
}

const serviceBody = (title: string) => ({
  title,
  category: 'validate',
  description: 'A matrix test service.',
  deliverables: ['A report'],
  etaDays: 7,
  packages: [{ tier: 'basic', name: 'Basic', priceCents: 10_000, days: 7, revisions: 1, includes: ['One'] }],
});

const none = (): PolicyRequest => ({});
const freshActor = (extra: Omit<PolicyRequest, 'asFreshActor'> = {}) => ({ ...extra, asFreshActor: true });

const ideaBody = (title: string) => ({
  title,
  shortDescription: 'A matrix test idea.',
  visibility: 'public',
});

/** An evidence id nobody has (the evidence rules are proved by the module's own tests). */
const onUnknownEvidence =
  (extra: Omit<PolicyRequest, 'params'> = {}) =>
  (): PolicyRequest => ({ params: { id: UNKNOWN_ID }, ...extra });

/** A signed-in action on an evidence or invite id nobody has: 401 for the anonymous, 404 for others. */
const evidenceAction = (body?: unknown): PolicyRow => ({
  targets: ['unknown'],
  mutates: false,
  expect: signInFirst(() => 404),
  request: onUnknownEvidence(body === undefined ? {} : { body }),
});

// The table ------------------------------------------------------------------------------------

// Orders (issue 15) -------------------------------------------------------------------------------

/**
 * An order and its workroom: the buyer (owner) and the professional (verifiedPro); admins read;
 * anyone else 403 ('You do not have access to this workroom'); an unknown order 404.
 */
function orderRead(actor: Actor, target: Target): Expected {
  if (actor === 'anonymous') return 401;
  if (target === 'unknown') return 404;
  return actor === 'owner' || actor === 'verifiedPro' || actor === 'admin' ? 'ok' : 403;
}
/** Writing in the workroom (chat, files): the two parties only. */
function orderParty(actor: Actor, target: Target): Expected {
  const rule = orderRead(actor, target);
  return rule === 'ok' && actor === 'admin' ? 403 : rule;
}
/** One side's action on the in-progress order: `who` may; the other party and admins are 403. */
const orderSide =
  (who: Actor, outcome: Expected = 'ok') =>
  (actor: Actor, target: Target): Expected => {
    const rule = orderRead(actor, target);
    if (rule !== 'ok') return rule;
    return actor === who ? outcome : 'denied';
  };

async function orderOf(c: CaseContext) {
  if (c.target !== 'order') return null;
  return c.fresh ? c.w.freshOrder() : c.w.order;
}
const onOrder =
  (extra: (c: CaseContext) => Omit<PolicyRequest, 'params'> = () => ({})) =>
  async (c: CaseContext): Promise<PolicyRequest> => ({
    params: { id: (await orderOf(c))?.id ?? UNKNOWN_ID },
    ...extra(c),
  });
const onMilestone =
  (which: 'submittedMilestoneId' | 'openMilestoneId', extra: Omit<PolicyRequest, 'params'> = {}) =>
  async (c: CaseContext): Promise<PolicyRequest> => {
    const order = await orderOf(c);
    return { params: { id: order?.id ?? UNKNOWN_ID, milestoneId: order?.[which] ?? UNKNOWN_ID }, ...extra };
  };

// Admin console (issue 16) ------------------------------------------------------------------------

/** The one /api/admin guard: 401 signed out, 403 anyone not in admins; admins get `outcome`. */
const adminOnly =
  (outcome: Expected = 'ok') =>
  (actor: Actor): Expected =>
    actor === 'anonymous' ? 401 : actor === 'admin' ? outcome : 403;
const adminRead: PolicyRow = { targets: ['own'], mutates: false, expect: adminOnly(), request: () => ({}) };

/**
 * The admin writes are tried where even an admin is refused, so the shared world never changes:
 * an unknown user (404), an existing floor (409), a floor of zero (400), an order not disputed (409).
 * Their successes are admin-console.test.ts's.
 */
const ADMIN_POLICY: Record<string, PolicyRow> = {
  'ADMIN_CONSOLE_ENDPOINTS.access': adminRead,
  'ADMIN_CONSOLE_ENDPOINTS.overview': adminRead,
  'ADMIN_CONSOLE_ENDPOINTS.pros': { ...adminRead, request: () => ({ query: { filter: 'requested' } }) },
  'ADMIN_CONSOLE_ENDPOINTS.floors': adminRead,
  'ADMIN_CONSOLE_ENDPOINTS.disputes': adminRead,
  'ADMIN_CONSOLE_ENDPOINTS.logs': { ...adminRead, request: () => ({ query: { window: '7d' } }) },
  'ADMIN_CONSOLE_ENDPOINTS.setVerification': {
    targets: ['unknown'],
    mutates: false,
    expect: adminOnly('refused'),
    request: () => ({ params: { userId: UNKNOWN_ID }, body: { verified: true } }),
  },
  'ADMIN_CONSOLE_ENDPOINTS.createFloor': {
    targets: ['own'],
    mutates: false,
    expect: adminOnly('refused'),
    request: () => ({ body: { category: 'mvp', floorPriceCents: 100 } }),
  },
  'ADMIN_CONSOLE_ENDPOINTS.updateFloor': {
    targets: ['own'],
    mutates: false,
    expect: adminOnly('refused'),
    request: () => ({ params: { category: 'mvp' }, body: { floorPriceCents: 0 } }),
  },
  'ADMIN_CONSOLE_ENDPOINTS.resolveDispute': {
    targets: ['order'],
    mutates: false,
    expect: adminOnly('refused'),
    request: (c) => ({ params: { id: c.w.order.id }, body: { resolution: 'refund' } }),
  },
};

const ORDER_POLICY: Record<string, PolicyRow> = {
  'ORDER_ENDPOINTS.quote': {
    targets: ['own'],
    mutates: false,
    expect: signedIn,
    request: (c) => ({ body: { packageId: c.w.packageId } }),
  },
  'ORDER_ENDPOINTS.place': {
    // A throwaway account of any kind may hire the listed service (never its own seller).
    targets: ['own'],
    mutates: true,
    expect: signedIn,
    request: (c) => freshActor({ body: { packageId: c.w.packageId, idempotencyKey: crypto.randomUUID() } }),
  },
  'ORDER_ENDPOINTS.checkout': {
    // The order is in progress: its buyer is refused (nothing to pay); anyone else may not.
    targets: ORDER_TARGETS,
    mutates: true,
    expect: orderSide('owner', 'refused'),
    request: onOrder(),
  },
  'ORDER_ENDPOINTS.list': {
    targets: ['own'],
    mutates: false,
    expect: signedIn,
    request: () => ({ query: { role: 'buyer' } }),
    mustList: (c) => (c.actor === 'owner' ? [c.w.order.id] : []),
    mustNotList: (c) => (c.actor === 'owner' ? [] : [c.w.order.id]),
  },
  'ORDER_ENDPOINTS.detail': { targets: ORDER_TARGETS, mutates: false, expect: orderRead, request: onOrder() },
  'ORDER_ENDPOINTS.start': {
    // Work has started already: the professional is refused (E_INVALID_STATE).
    targets: ORDER_TARGETS,
    mutates: true,
    expect: orderSide('verifiedPro', 'refused'),
    request: onOrder(),
  },
  'ORDER_ENDPOINTS.cancel': {
    // In progress: not even the buyer may cancel (admins: invalid from this state).
    targets: ORDER_TARGETS,
    mutates: true,
    expect: (actor, target) => {
      const rule = orderRead(actor, target);
      if (rule !== 'ok') return rule;
      return actor === 'owner' || actor === 'admin' ? 'refused' : 'denied';
    },
    request: onOrder(() => ({ body: {} })),
  },
  'ORDER_ENDPOINTS.dispute': {
    targets: ORDER_TARGETS,
    mutates: true,
    expect: (actor, target) => {
      const rule = orderRead(actor, target);
      if (rule !== 'ok') return rule;
      return actor === 'owner' || actor === 'verifiedPro' ? 'ok' : 'denied';
    },
    request: onOrder(() => ({ body: { reason: 'Matrix dispute' } })),
  },
  'ORDER_ENDPOINTS.answerDispute': {
    // No dispute is open: refused to whoever may see the order.
    targets: ORDER_TARGETS,
    mutates: true,
    expect: (actor, target) => {
      const rule = orderRead(actor, target);
      return rule === 'ok' ? 'refused' : rule;
    },
    request: onOrder(() => ({ body: { text: 'Matrix answer' } })),
  },
  'ORDER_ENDPOINTS.submitMilestone': {
    targets: ORDER_TARGETS,
    mutates: true,
    expect: orderSide('verifiedPro'),
    request: onMilestone('openMilestoneId', { body: {} }),
  },
  'ORDER_ENDPOINTS.resubmitMilestone': {
    // Milestone 2 is open, not in revisions: refused to the professional.
    targets: ORDER_TARGETS,
    mutates: true,
    expect: orderSide('verifiedPro', 'refused'),
    request: onMilestone('openMilestoneId', { body: {} }),
  },
  'ORDER_ENDPOINTS.approveMilestone': {
    targets: ORDER_TARGETS,
    mutates: true,
    expect: orderSide('owner'),
    request: onMilestone('submittedMilestoneId'),
  },
  'ORDER_ENDPOINTS.requestRevision': {
    targets: ORDER_TARGETS,
    mutates: true,
    expect: orderSide('owner'),
    request: onMilestone('submittedMilestoneId', { body: { notes: 'Matrix changes' } }),
  },
  'ORDER_ENDPOINTS.messages': {
    targets: ORDER_TARGETS,
    mutates: false,
    expect: orderRead,
    request: onOrder(),
  },
  'ORDER_ENDPOINTS.postMessage': {
    targets: ORDER_TARGETS,
    mutates: true,
    expect: orderParty,
    request: onOrder(() => ({ body: { body: 'Matrix order chat' } })),
  },
  'ORDER_ENDPOINTS.files': { targets: ORDER_TARGETS, mutates: false, expect: orderRead, request: onOrder() },
  'ORDER_ENDPOINTS.uploadFile': {
    targets: ORDER_TARGETS,
    mutates: true,
    expect: orderParty,
    request: onOrder(() => ({ query: { name: 'notes.txt' }, body: Buffer.from('matrix notes') })),
  },
  'ORDER_ENDPOINTS.downloadFile': {
    targets: ORDER_TARGETS,
    mutates: false,
    expect: orderRead,
    request: async (c) => {
      const order = await orderOf(c);
      return { params: { id: order?.id ?? UNKNOWN_ID, fileId: order?.fileId ?? UNKNOWN_ID } };
    },
  },
  'ORDER_ENDPOINTS.activity': {
    targets: ORDER_TARGETS,
    mutates: false,
    expect: orderRead,
    request: onOrder(),
  },
  'ORDER_ENDPOINTS.earnings': { targets: ['own'], mutates: false, expect: signedIn, request: none },
  'ORDER_ENDPOINTS.requestPayout': {
    // Nobody in the matrix has released money: refused (nothing to pay out) to anyone signed in.
    targets: ['own'],
    mutates: true,
    expect: (actor) => (actor === 'anonymous' ? 401 : 'refused'),
    request: () => ({ body: { idempotencyKey: crypto.randomUUID() } }),
  },
};

/** Keyed `<CONTRACT_ENDPOINTS export>.<name>`, or `ROUTE <METHOD> <openapi path>` for other routes. */
export const POLICY: Record<string, PolicyRow> = {
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
    request: () =>
      freshActor({
        body: {
          priorFounder: true,
          technicalFounder: false,
          arrDisclosed: false,
          deckReady: false,
          arrAmount: null,
          deckUrl: null,
        },
      }),
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
    request: async (c) => ({
      params: {
        id:
          c.target === 'unknown'
            ? UNKNOWN_ID
            : c.fresh
              ? await c.w.freshNotification(c.w.users.owner.id)
              : c.w.ownerNotificationId,
      },
    }),
  },
  'NOTIFICATION_ENDPOINTS.act': {
    targets: ['own', 'unknown'],
    mutates: true,
    // 'view_details' is a link, not an action: refused to the owner; to anyone else the id is unknown.
    expect: (actor, target) =>
      actor === 'anonymous' ? 401 : target === 'own' && actor === 'owner' ? 'refused' : 404,
    request: async (c) => ({
      params: {
        id:
          c.target === 'unknown'
            ? UNKNOWN_ID
            : c.fresh
              ? await c.w.freshNotification(c.w.users.owner.id)
              : c.w.ownerNotificationId,
      },
      body: { action: 'view_details' },
    }),
  },
  'NOTIFICATION_ENDPOINTS.test': {
    // A development aid: a test notification to oneself (the test server is not production).
    targets: ['own'],
    mutates: true,
    expect: signedIn,
    request: () => freshActor({ body: { type: 'collab_request' } }),
  },

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
  'COFOUNDER_ENDPOINTS.find': {
    targets: ['own'],
    mutates: false,
    expect: signedIn,
    request: () => ({ query: { q: 'Hermit' } }),
    mustNotList: (c) => [c.w.users.hermit.id],
  },
  'COLLAB_ENDPOINTS.peopleSearch': {
    targets: ['own'],
    mutates: false,
    expect: signedIn,
    request: () => ({ query: { q: 'Hermit' } }),
    mustNotList: (c) => [c.w.users.hermit.id],
  },
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

  // Workspace
  'WORKSPACE_ENDPOINTS.workspace': {
    targets: IDEA_TARGETS,
    mutates: false,
    expect: workspace,
    request: onIdea(),
  },
  'WORKSPACE_ENDPOINTS.messages': {
    targets: IDEA_TARGETS,
    mutates: false,
    expect: workspace,
    request: onIdea(),
  },
  'WORKSPACE_ENDPOINTS.postMessage': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: workspace,
    request: onIdea(() => ({ body: { body: 'Matrix chat' } })),
  },
  'WORKSPACE_ENDPOINTS.tasks': {
    targets: IDEA_TARGETS,
    mutates: false,
    expect: workspace,
    request: onIdea(),
  },
  'WORKSPACE_ENDPOINTS.createTask': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: workspace,
    request: onIdea(() => ({ body: { title: 'Matrix task' } })),
  },
  'WORKSPACE_ENDPOINTS.updateTask': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: workspace,
    request: onIdeaRecord('taskId', 'id', { body: { status: 'done' } }),
  },
  'WORKSPACE_ENDPOINTS.deleteTask': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: ownerInWorkspace,
    request: onIdeaRecord('taskId'),
  },
  'WORKSPACE_ENDPOINTS.files': {
    targets: IDEA_TARGETS,
    mutates: false,
    expect: workspace,
    request: onIdea(),
  },
  'WORKSPACE_ENDPOINTS.uploadFile': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: workspace,
    request: onIdea(() => ({
      query: { name: 'notes.txt' },
      body: Buffer.from('matrix notes'),
      contentType: 'application/octet-stream',
    })),
  },
  'WORKSPACE_ENDPOINTS.downloadLink': {
    targets: IDEA_TARGETS,
    mutates: false,
    expect: workspace,
    request: onIdeaRecord('fileId'),
  },
  'WORKSPACE_ENDPOINTS.deleteFile': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: ownerInWorkspace,
    request: onIdeaRecord('fileId'),
  },
  'WORKSPACE_ENDPOINTS.presence': {
    targets: IDEA_WRITE_TARGETS,
    mutates: true,
    expect: workspace,
    request: onIdea(),
  },

  // Professionals Shop
  'SHOP_ENDPOINTS.browse': {
    // A word in all three services' titles finds the listed one only, whoever asks.
    targets: ['own'],
    mutates: false,
    expect: anyone,
    request: (c) => ({ query: { q: c.w.shopWord } }),
    mustList: (c) => [c.w.services.listed.id],
    mustNotList: (c) => [c.w.services.draft.id, c.w.services.unlisted.id],
  },
  'SHOP_ENDPOINTS.detail': {
    targets: SERVICE_TARGETS,
    mutates: false,
    expect: readService,
    request: onService(),
  },
  'SHOP_ENDPOINTS.proServices': {
    // A seller's page lists their listed services only, to anyone (their own too).
    targets: SERVICE_TARGETS,
    mutates: false,
    expect: anyone,
    request: (c) => {
      const kind = SERVICE_KIND[c.target];
      return { params: { userId: kind ? c.w.services[kind].proId : UNKNOWN_ID } };
    },
    mustList: (c) => (c.target === 'listedService' ? [c.w.services.listed.id] : []),
    mustNotList: (c) => [c.w.services.draft.id, c.w.services.unlisted.id],
  },
  'SHOP_ENDPOINTS.floors': { targets: ['own'], mutates: false, expect: anyone, request: none },
  'SHOP_ENDPOINTS.myProfile': { targets: ['own'], mutates: false, expect: seller, request: none },
  'SHOP_ENDPOINTS.updateMyProfile': {
    targets: ['own'],
    mutates: true,
    expect: seller,
    request: () => freshActor({ body: { headline: 'Matrix seller', categories: ['validate'] } }),
  },
  'SHOP_ENDPOINTS.myServices': {
    // Drafts included, but one's own only.
    targets: ['own'],
    mutates: false,
    expect: seller,
    request: none,
    mustList: (c) => {
      const s = c.w.services;
      if (c.actor === 'verifiedPro') return [s.listed.id, s.draft.id];
      return c.actor === 'unverifiedPro' ? [s.unlisted.id] : [];
    },
    mustNotList: (c) => {
      const s = c.w.services;
      return c.actor === 'verifiedPro' ? [s.unlisted.id] : [s.listed.id, ...hiddenServices(c)];
    },
  },
  'SHOP_ENDPOINTS.create': {
    targets: ['own'],
    mutates: true,
    expect: seller,
    request: () => freshActor({ body: serviceBody('Matrix new service') }),
  },
  'SHOP_ENDPOINTS.update': {
    targets: SERVICE_TARGETS,
    mutates: true,
    expect: sellerOnly,
    request: onService(() => ({ body: { title: 'Renamed by the matrix' } })),
  },
  'SHOP_ENDPOINTS.publish': {
    // Publishing a published service is refused (E_INVALID_STATE) to its seller.
    targets: SERVICE_TARGETS,
    mutates: true,
    expect: (actor, target) => {
      const rule = sellerOnly(actor, target);
      return rule === 'ok' && target !== 'draftService' ? 'refused' : rule;
    },
    request: onService(),
  },
  'SHOP_ENDPOINTS.unpublish': {
    targets: SERVICE_TARGETS,
    mutates: true,
    expect: (actor, target) => {
      const rule = sellerOnly(actor, target);
      return rule === 'ok' && target === 'draftService' ? 'refused' : rule;
    },
    request: onService(),
  },
  'SHOP_ENDPOINTS.remove': {
    targets: SERVICE_TARGETS,
    mutates: true,
    expect: sellerOnly,
    request: onService(),
  },
  'SHOP_ENDPOINTS.uploadImage': {
    targets: SERVICE_TARGETS,
    mutates: true,
    expect: sellerOnly,
    request: async (c) => ({
      params: { id: await serviceOf(c), kind: 'banner' },
      body: c.w.files.png,
      contentType: 'image/png',
    }),
  },
  'SHOP_ENDPOINTS.track': {
    // Anyone, signed in or not; only listed services are counted (a draft, an unlisted or an
    // unknown id records nothing).
    targets: SERVICE_TARGETS,
    mutates: true,
    expect: anyone,
    request: (c) => {
      const kind = SERVICE_KIND[c.target];
      return {
        body: { type: 'hire_pro_click', meta: { serviceId: kind ? c.w.services[kind].id : UNKNOWN_ID } },
      };
    },
    leaks: (c, body) =>
      c.target !== 'listedService' && !body.includes('"recorded":0')
        ? 'an analytics event for a service that is not listed'
        : null,
  },

  'PAYMENTS_ENDPOINTS.webhook': {
    // The payment provider's webhook: anyone may call it (no session, no CSRF token), but an
    // unsigned or badly signed event is refused (400 E_WEBHOOK_SIGNATURE) to everyone and stores
    // nothing; payments-webhook.test.ts proves the signed path.
    targets: ['unknown'],
    mutates: true,
    expect: () => 'refused',
    request: () => ({
      body: JSON.stringify({
        id: 'evt_matrix_forged',
        type: 'checkout.session.completed',
        data: { object: { object: 'checkout.session', id: 'cs_forged', metadata: { orderId: UNKNOWN_ID } } },
      }),
      contentType: 'application/json',
    }),
  },
  // Evidence ledger (issue 17). The rules themselves are proved by modules/evidence/*.test.ts;
  // here every endpoint is tried by every actor on what exists for all (lists, unknown ids, ideas).
  'EVIDENCE_ENDPOINTS.list': { targets: ['own'], mutates: false, expect: anyone, request: none },
  'EVIDENCE_ENDPOINTS.forIdea': {
    targets: IDEA_TARGETS,
    mutates: false,
    expect: readIdea,
    request: onIdea(),
  },
  'EVIDENCE_ENDPOINTS.forExperiment': {
    targets: ['unknown'],
    mutates: false,
    expect: anyone,
    request: () => ({ params: { id: UNKNOWN_ID } }),
  },
  'EVIDENCE_ENDPOINTS.linkable': {
    targets: IDEA_TARGETS,
    mutates: false,
    expect: ownerOnly,
    request: onIdea(),
  },
  'EVIDENCE_ENDPOINTS.link': {
    // The owner is refused too: the evidence does not exist.
    targets: IDEA_WRITE_TARGETS,
    mutates: false,
    expect: (actor, target) =>
      actor === 'owner' && target !== 'unknown' ? 'refused' : ownerOnly(actor, target),
    request: onIdea(() => ({ body: { evidenceId: UNKNOWN_ID } })),
  },
  'EVIDENCE_ENDPOINTS.unlink': {
    targets: IDEA_WRITE_TARGETS,
    mutates: false,
    expect: (actor, target) =>
      actor === 'owner' && target !== 'unknown' ? 'refused' : ownerOnly(actor, target),
    request: onIdea(() => ({ body: { evidenceId: UNKNOWN_ID } })),
  },
  'EVIDENCE_ENDPOINTS.milestones': {
    targets: ['own'],
    mutates: false,
    expect: anyone,
    request: () => ({ query: { ids: UNKNOWN_ID } }),
  },
  'EVIDENCE_ENDPOINTS.proSearch': {
    targets: ['own'],
    mutates: false,
    expect: signedIn,
    request: () => ({ query: { q: 'Matrix' } }),
  },
  'EVIDENCE_ENDPOINTS.uploadArtifact': {
    targets: ['own'],
    mutates: true,
    expect: signedIn,
    request: (c) => freshActor({ query: { type: 'image' }, body: c.w.files.png, contentType: 'image/png' }),
  },
  'EVIDENCE_ENDPOINTS.create': {
    targets: ['own'],
    mutates: true,
    expect: signedIn,
    request: () => freshActor({ body: { title: 'Matrix evidence', context: { kind: 'standalone' } } }),
  },
  'EVIDENCE_ENDPOINTS.detail': {
    targets: ['unknown'],
    mutates: false,
    expect: () => 404,
    request: onUnknownEvidence(),
  },
  'EVIDENCE_ENDPOINTS.update': {
    targets: ['unknown'],
    mutates: false,
    expect: signInFirst(() => 404),
    request: onUnknownEvidence({ body: { title: 'Renamed' } }),
  },
  'EVIDENCE_ENDPOINTS.finalize': evidenceAction(),
  'EVIDENCE_ENDPOINTS.withdraw': evidenceAction(),
  'EVIDENCE_ENDPOINTS.view': {
    targets: ['unknown'],
    mutates: false,
    expect: anyone,
    request: onUnknownEvidence(),
  },
  'EVIDENCE_ENDPOINTS.upvote': evidenceAction(),
  'EVIDENCE_ENDPOINTS.unupvote': evidenceAction(),
  'EVIDENCE_ENDPOINTS.markUseful': evidenceAction(),
  'EVIDENCE_ENDPOINTS.unmarkUseful': evidenceAction(),
  'EVIDENCE_ENDPOINTS.attest': evidenceAction({
    versionId: UNKNOWN_ID,
    clarity: 'good',
    feasibility: 'fair',
    depth: 'light',
    publicNote: 'Matrix note',
  }),
  'EVIDENCE_ENDPOINTS.cosign': evidenceAction({ versionId: UNKNOWN_ID }),
  'EVIDENCE_ENDPOINTS.invite': evidenceAction({ proUserId: UNKNOWN_ID, message: 'Please' }),
  'EVIDENCE_ENDPOINTS.cancelInvite': evidenceAction(),
  'EVIDENCE_ENDPOINTS.respondInvite': evidenceAction({ accept: true }),
  'EVIDENCE_ENDPOINTS.inbox': { targets: ['own'], mutates: false, expect: seller, request: none },

  // Routes outside the contract's descriptors (storage). A forged signature is refused to everyone.
  'ROUTE GET /api/files/{*}': {
    targets: ['unknown'],
    mutates: false,
    expect: () => 'refused',
    request: () => ({
      params: { '*': 'ideas/forged/deck.pdf' },
      query: { exp: '9999999999', sig: 'forged' },
    }),
  },
  'ROUTE GET /api/images/{*}': {
    targets: ['unknown'],
    mutates: false,
    expect: () => 'refused',
    request: () => ({ params: { '*': 'avatars/unknown.png' }, query: { w: '64' } }),
  },

  ...ORDER_POLICY,
  ...ADMIN_POLICY,
  ...ADMIN_TOOLS_POLICY,
  ...SPRINT_POLICY,
  ...TESTIMONIAL_POLICY,
  ...HOME_POLICY,
  ...STUDENTS_POLICY,
  ...EVIDENCE_HOME_POLICY,
  ...MERIT_POLICY,
  ...MODERATION_POLICY,
};
