/** The shapes of the authorization policy table (policy.ts): actors, targets, rows, the world they run in. */

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
