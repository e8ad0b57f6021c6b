import * as z from 'zod/mini';
import { SERVICE_CATEGORIES } from './shop.ts';

/**
 * The admin console's own endpoints (issue 16 part A; 001 sections 2.5, 2.15, 3.2, 4.1, 4.3, 6,
 * 7.4, 8.2, 9). Everything under ADMIN_API_PREFIX is refused by one server guard to the signed-out
 * (401) and to non-admins (403), whichever module registers it.
 */
export const ADMIN_API_PREFIX = '/api/admin';

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
  /** The resolutions the order table offers an admin now (the form's choices). */
  allowedActions: z.array(z.enum(DISPUTE_RESOLUTIONS)),
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
