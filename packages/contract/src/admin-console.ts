import * as z from 'zod/mini';
import { defineEndpoint, endpointPath } from './endpoint.ts';
import { UserIdParamsSchema } from './profiles.ts';
import { SERVICE_CATEGORIES } from './shop.ts';

/**
 * The admin console's own endpoints (issue 16 part A; 001 sections 2.5, 2.15, 3.2, 4.1, 4.3, 6,
 * 7.4, 8.2, 9). Everything under ADMIN_API_PREFIX is refused by one server guard to the signed-out
 * (401) and to non-admins (403), whichever module registers it.
 */
export const ADMIN_API_PREFIX = '/api/admin';
const tags = ['admin'];

/** The spec's words on the admin screens (001 sections 2.5, 2.15, 8.2). */
export const ADMIN_CONSOLE_TEXT = {
  loading: 'Loading admin console...',
  accessDeniedTitle: 'Access Denied',
  accessDeniedBody: "You don't have permission to access the admin console.",
  checkingAccess: 'Checking admin access…',
  errorCheckingAccess: 'Error checking access.',
  notAuthorized: 'Not authorized. Ask an admin to grant you access.',
  title: 'Admin Console',
  dashboardTitle: 'Admin Dashboard',
  retry: 'Retry',
  loadFailed: 'Could not load this tab.',
  verificationFailed: 'Failed to update verification status',
  floorUpdateFailed: 'Failed to update category floor',
  floorCreateFailed: 'Failed to create category floor',
  floorRequired: 'Please fill in all required fields',
  disputeFailed: 'Failed to resolve dispute',
  adminReadOnly: 'You are viewing this order as an admin: read-only. Resolve disputes in the admin console.',
  splitTooLarge: 'The amount to release must be between $0.01 and what is still held, less one cent.',
} as const;

/** /admin/shop tabs: slug in the URL, Verify Pros by default (001 section 2.5). */
export const ADMIN_TABS = [
  { slug: 'verify-pros', label: 'Verify Pros' },
  { slug: 'category-floors', label: 'Category Floors' },
  { slug: 'disputes', label: 'Disputes' },
  { slug: 'coupons', label: 'Coupons' },
  { slug: 'logs', label: 'Logs' },
  { slug: 'email-test', label: 'Email Test' },
  { slug: 'analytics', label: 'Analytics' },
  { slug: 'qa-tests', label: 'QA Tests' },
  /** The moderation queue (issue 26 item 15): users' reports and what admins do with them. */
  { slug: 'reports', label: 'Reports' },
] as const;
export type AdminTabSlug = (typeof ADMIN_TABS)[number]['slug'];
export const ADMIN_DEFAULT_TAB: AdminTabSlug = 'verify-pros';
export function isAdminTab(value: unknown): value is AdminTabSlug {
  return ADMIN_TABS.some((tab) => tab.slug === value);
}

// ---------- who is an admin ----------

export const AdminAccessSchema = z.object({ admin: z.literal(true), userId: z.string() });

// ---------- overview (/admin-dashboard) ----------

export const AdminOverviewSchema = z.object({
  openDisputes: z.number(),
  pendingVerifications: z.number(),
  pendingTestimonials: z.number(),
  /** Ambassador applications waiting for review (/admin/ambassadors, issue 19). */
  pendingAmbassadors: z.number(),
  ordersToday: z.number(),
  /** Paid orders placed today (UTC), in cents. */
  gmvTodayCents: z.number(),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

// ---------- verify pros ----------

export const PRO_VERIFICATION_FILTERS = ['requested', 'unverified', 'verified'] as const;
export type ProVerificationFilter = (typeof PRO_VERIFICATION_FILTERS)[number];
export const PRO_FILTER_LABELS: Record<ProVerificationFilter, string> = {
  requested: 'Requested',
  unverified: 'Unverified',
  verified: 'Verified',
};

export const AdminProSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  headline: z.nullable(z.string()),
  verified: z.boolean(),
  verifiedAt: z.nullable(z.string()),
  verificationRequested: z.boolean(),
  verificationStatus: z.nullable(z.enum(['pending', 'approved', 'rejected'])),
  /** What they sent on /verify. */
  linkedinUrl: z.nullable(z.string()),
  orgEmail: z.nullable(z.string()),
  publishedServices: z.number(),
  listedServices: z.number(),
});
export type AdminPro = z.infer<typeof AdminProSchema>;
export const AdminProListSchema = z.object({ items: z.array(AdminProSchema) });
export const AdminProQuerySchema = z.object({
  filter: z.optional(z.enum(PRO_VERIFICATION_FILTERS)),
});
export const ADMIN_NOTE_MAX = 500;
export const SetVerificationRequestSchema = z.object({
  verified: z.boolean(),
  note: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(ADMIN_NOTE_MAX)))),
});
export type SetVerificationRequest = z.infer<typeof SetVerificationRequestSchema>;

// ---------- category floors ----------

export const AdminFloorSchema = z.object({
  category: z.enum(SERVICE_CATEGORIES),
  floorPriceCents: z.number(),
  suggestedMinCents: z.number(),
  suggestedMaxCents: z.number(),
  updatedAt: z.string(),
  /** Packages of live (draft or published) services priced below this floor: kept (decision 65). */
  packagesBelowFloor: z.number(),
});
export type AdminFloor = z.infer<typeof AdminFloorSchema>;
export const AdminFloorListSchema = z.object({ items: z.array(AdminFloorSchema) });
const cents = z.number().check(z.int(), z.minimum(0), z.maximum(100_000_000));
/** Edit: values below zero are clamped to 0 by the form; a floor must still be above zero. */
export const UpdateFloorRequestSchema = z.object({
  floorPriceCents: cents,
  suggestedMinCents: z.optional(cents),
  suggestedMaxCents: z.optional(cents),
});
export type UpdateFloorRequest = z.infer<typeof UpdateFloorRequestSchema>;
export const CreateFloorRequestSchema = z.object({
  category: z.enum(SERVICE_CATEGORIES, { error: ADMIN_CONSOLE_TEXT.floorRequired }),
  floorPriceCents: z
    .number({ error: ADMIN_CONSOLE_TEXT.floorRequired })
    .check(z.int(), z.minimum(1, { error: ADMIN_CONSOLE_TEXT.floorRequired }), z.maximum(100_000_000)),
  suggestedMinCents: z.optional(cents),
  suggestedMaxCents: z.optional(cents),
});
export type CreateFloorRequest = z.infer<typeof CreateFloorRequestSchema>;
export const CategoryParamsSchema = z.object({ category: z.enum(SERVICE_CATEGORIES) });

// ---------- disputes ----------

export const DISPUTE_RESOLUTIONS = ['complete', 'refund', 'reopen', 'split'] as const;
export type AdminDisputeResolution = (typeof DISPUTE_RESOLUTIONS)[number];
export const DISPUTE_RESOLUTION_LABELS: Record<AdminDisputeResolution, string> = {
  complete: 'Complete (release to the professional)',
  refund: 'Refund the buyer',
  reopen: 'Reopen (back to in progress)',
  split: 'Split',
};

export const AdminDisputeSchema = z.object({
  orderId: z.string(),
  serviceTitle: z.string(),
  packageName: z.string(),
  buyerName: z.string(),
  professionalName: z.string(),
  openedBy: z.enum(['buyer', 'professional']),
  reason: z.string(),
  answer: z.nullable(z.string()),
  openedAt: z.string(),
  priceCents: z.number(),
  stillHeldCents: z.number(),
});
export type AdminDispute = z.infer<typeof AdminDisputeSchema>;
export const AdminDisputeListSchema = z.object({ items: z.array(AdminDisputeSchema) });
export const ResolveDisputeRequestSchema = z.object({
  resolution: z.enum(DISPUTE_RESOLUTIONS),
  /** Split only: cents released to the professional; the rest of what is held is refunded. */
  releaseCents: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(100_000_000))),
  note: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(ADMIN_NOTE_MAX)))),
});
export type ResolveDisputeRequest = z.infer<typeof ResolveDisputeRequestSchema>;
export const ResolveDisputeResultSchema = z.object({
  orderId: z.string(),
  status: z.string(),
  releasedCents: z.number(),
  refundedCents: z.number(),
});
export const OrderIdAdminParamsSchema = z.object({ id: z.uuid() });

// ---------- logs ----------

export const ADMIN_LOG_WINDOWS = ['all', 'today', '7d', '30d'] as const;
export type AdminLogWindow = (typeof ADMIN_LOG_WINDOWS)[number];
export const ADMIN_LOG_WINDOW_LABELS: Record<AdminLogWindow, string> = {
  all: 'All',
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
};
export const ADMIN_LOG_LIMIT = 100;
export const AdminLogSchema = z.object({
  id: z.string(),
  adminId: z.nullable(z.string()),
  adminName: z.nullable(z.string()),
  action: z.string(),
  targetType: z.string(),
  targetId: z.nullable(z.string()),
  details: z.record(z.string(), z.unknown()),
  ipAddress: z.nullable(z.string()),
  createdAt: z.string(),
});
export type AdminLog = z.infer<typeof AdminLogSchema>;
export const AdminLogListSchema = z.object({ items: z.array(AdminLogSchema) });
export const AdminLogQuerySchema = z.object({ window: z.optional(z.enum(ADMIN_LOG_WINDOWS)) });

// ---------- endpoints ----------

export const ADMIN_CONSOLE_ENDPOINTS = {
  access: defineEndpoint({
    method: 'GET',
    path: '/api/admin/access',
    summary: 'Whether the signed-in user is an admin (401 signed out, 403 not an admin)',
    tags,
    responses: { 200: AdminAccessSchema },
  }),
  overview: defineEndpoint({
    method: 'GET',
    path: '/api/admin/overview',
    summary: 'Open disputes, pending verifications and testimonials, today orders and GMV',
    tags,
    responses: { 200: AdminOverviewSchema },
  }),
  pros: defineEndpoint({
    method: 'GET',
    path: '/api/admin/pros',
    summary: 'Professionals by verification: requested, unverified or verified',
    tags,
    query: AdminProQuerySchema,
    responses: { 200: AdminProListSchema },
  }),
  setVerification: defineEndpoint({
    method: 'POST',
    path: '/api/admin/pros/:userId/verification',
    summary: 'Verify or unverify a professional, with a note (audited)',
    tags,
    params: UserIdParamsSchema,
    body: SetVerificationRequestSchema,
    responses: { 200: AdminProSchema },
  }),
  floors: defineEndpoint({
    method: 'GET',
    path: '/api/admin/category-floors',
    summary: 'Category floors with the packages priced below each',
    tags,
    responses: { 200: AdminFloorListSchema },
  }),
  createFloor: defineEndpoint({
    method: 'POST',
    path: '/api/admin/category-floors',
    summary: 'Create the floor of a category that has none (audited)',
    tags,
    body: CreateFloorRequestSchema,
    responses: { 201: AdminFloorSchema },
  }),
  updateFloor: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/category-floors/:category',
    summary: 'Edit a category floor (audited); packages below a raised floor are kept (decision 65)',
    tags,
    params: CategoryParamsSchema,
    body: UpdateFloorRequestSchema,
    responses: { 200: AdminFloorSchema },
  }),
  disputes: defineEndpoint({
    method: 'GET',
    path: '/api/admin/disputes',
    summary: 'Disputed orders, oldest first',
    tags,
    responses: { 200: AdminDisputeListSchema },
  }),
  resolveDispute: defineEndpoint({
    method: 'POST',
    path: '/api/admin/disputes/:id/resolve',
    summary: 'Resolve a dispute: complete, refund, reopen or split (audited, through the escrow ledger)',
    tags,
    params: OrderIdAdminParamsSchema,
    body: ResolveDisputeRequestSchema,
    responses: { 200: ResolveDisputeResultSchema },
  }),
  logs: defineEndpoint({
    method: 'GET',
    path: '/api/admin/logs',
    summary: 'The newest 100 admin log rows, optionally today, 7 or 30 days',
    tags,
    query: AdminLogQuerySchema,
    responses: { 200: AdminLogListSchema },
  }),
} as const;

const E = ADMIN_CONSOLE_ENDPOINTS;
export const ADMIN_CONSOLE_API = {
  access: E.access.path,
  overview: E.overview.path,
  pros: E.pros.path,
  setVerification: (userId: string) => endpointPath(E.setVerification, { userId }),
  floors: E.floors.path,
  updateFloor: (category: string) => endpointPath(E.updateFloor, { category }),
  disputes: E.disputes.path,
  resolveDispute: (id: string) => endpointPath(E.resolveDispute, { id }),
  logs: E.logs.path,
} as const;

/** Cents as US dollars with cents ('$1,234.50'), for the admin screens. */
export function formatUsd(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** Dollars typed in a form to cents; below zero clamps to 0 (Category Floors, 001 section 5). */
export function dollarsToCents(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  if (!Number.isFinite(n)) return null;
  return Math.max(0, Math.round(n * 100));
}

/** Labels of the admin console's own tabs and the overview (kept here, never in components). */
export const ADMIN_UI_TEXT = {
  verifyPros: {
    filterLabel: 'Show professionals',
    empty: 'No professionals in this list.',
    linkedin: 'LinkedIn',
    orgEmail: 'Organisation email',
    nothingSent: 'Nothing sent on /verify yet.',
    services: (published: number, listed: number) => `${published} published, ${listed} listed`,
    verify: 'Verify',
    unverify: 'Unverify',
    verified: 'Verified Professional',
    requested: 'Verification requested',
    verifiedOn: (date: string) => `Verified on ${date}`,
    noteLabel: 'Note (optional)',
    noteHint: 'Sent to the professional and kept in the admin log.',
    confirmVerify: (name: string) => `Verify ${name}?`,
    confirmUnverify: (name: string) => `Remove ${name}'s verification?`,
    cancel: 'Cancel',
    doneVerified: 'Professional verified',
    doneUnverified: 'Verification removed',
  },
  floors: {
    category: 'Category',
    floor: 'Floor (USD)',
    suggestedMin: 'Suggested min (USD)',
    suggestedMax: 'Suggested max (USD)',
    below: 'Packages below',
    belowHint: 'Packages priced below a raised floor keep their price until the professional edits them.',
    save: 'Save',
    saved: 'Category floor saved',
    createTitle: 'Create a category floor',
    create: 'Create floor',
    created: 'Category floor created',
    chooseCategory: 'Choose a category',
    updated: (date: string) => `Updated ${date}`,
  },
  disputes: {
    empty: 'No open disputes.',
    openedBy: (role: string, date: string) => `Opened by the ${role} on ${date}`,
    held: (amount: string) => `${amount} held`,
    view: 'Review',
    back: 'All disputes',
    statements: 'Statements',
    openerSaid: (role: string) => `The ${role} says`,
    answerSaid: 'The answer',
    noAnswer: 'No answer yet.',
    milestones: 'Milestones',
    clocks: 'Clocks',
    noClocks: 'No running clocks.',
    paused: 'paused',
    chat: 'Messages',
    noChat: 'No messages.',
    activity: 'Milestone and order history',
    files: 'Files',
    noFiles: 'No files.',
    escrow: (held: string, released: string, refunded: string, still: string) =>
      `Held ${held} · released ${released} · refunded ${refunded} · still held ${still}`,
    resolveTitle: 'Resolve',
    resolution: 'Resolution',
    releaseAmount: 'Release to the professional (USD)',
    releaseHint: (max: string) => `The rest of the ${max} still held is refunded to the buyer.`,
    note: 'Note to both parties (optional)',
    resolve: 'Resolve dispute',
    // Money never moves on one click (issue 26): the confirmation names the amounts and who gets them.
    confirmTitle: 'Resolve this dispute?',
    confirmComplete: (amount: string, pro: string) =>
      `${amount} still held is released to ${pro} and the order is completed.`,
    confirmRefund: (amount: string, buyer: string) =>
      `${amount} still held is refunded to ${buyer} and the order is cancelled.`,
    confirmSplit: (release: string, pro: string, refund: string, buyer: string) =>
      `${release} is released to ${pro} and ${refund} is refunded to ${buyer}; the order is completed.`,
    confirmReopen: 'No money moves: the order goes back to in progress and its clocks restart.',
    confirmAction: {
      complete: (amount: string) => `Release ${amount}`,
      refund: (amount: string) => `Refund ${amount}`,
      split: () => 'Split the funds',
      reopen: () => 'Reopen the order',
    },
    keep: 'Go back',
    resolved: 'Dispute resolved',
    openOrder: 'Open the order page',
  },
  logs: {
    windowLabel: 'Time window',
    empty: 'No admin actions in this window.',
    when: 'When',
    admin: 'Admin',
    action: 'Action',
    target: 'Target',
    details: 'Details',
    deletedAdmin: 'Deleted admin',
  },
  overview: {
    intro: 'What needs an admin today.',
    openDisputes: 'Open disputes',
    pendingVerifications: 'Pending verifications',
    pendingTestimonials: 'Pending testimonials',
    pendingAmbassadors: 'Ambassador applications',
    ordersToday: "Today's orders",
    gmvToday: "Today's GMV",
    open: 'Open',
    loadFailed: 'Could not load the overview.',
    console: 'Open the admin console',
  },
} as const;
