import {
  AdminAccessSchema,
  AdminDisputeListSchema,
  AdminFloorListSchema,
  AdminFloorSchema,
  AdminLogListSchema,
  AdminLogQuerySchema,
  AdminOverviewSchema,
  AdminProListSchema,
  AdminProQuerySchema,
  AdminProSchema,
  CategoryParamsSchema,
  CreateFloorRequestSchema,
  OrderIdAdminParamsSchema,
  ResolveDisputeRequestSchema,
  ResolveDisputeResultSchema,
  SetVerificationRequestSchema,
  UpdateFloorRequestSchema,
} from './admin-console.ts';
import { defineEndpoint, endpointPath } from './endpoint.ts';
import { UserIdParamsSchema } from './profiles.ts';

const tags = ['admin'];

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
    errors: ['E_SELF_VERIFY'],
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
    errors: ['E_CONFLICT'],
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
    errors: ['E_OWN_DISPUTE'],
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
