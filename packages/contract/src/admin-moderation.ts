import * as z from 'zod/mini';
import { MODERATION_STATUSES, MODERATION_SUBJECTS } from './admin.ts';
import { pageOf } from './common.ts';
import { defineEndpoint, endpointPath } from './endpoint.ts';

/**
 * The moderation queue's admin screen (issue 26 item 15): the reports users file, listed with the
 * reported item and the reporter, and what an admin does with one: dismiss it, hide the reported
 * item from everyone else, or warn its author. Every action closes the report (open -> dismissed
 * or actioned) and writes its admin_logs row.
 */

/** What an admin can do with an open report. */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'warn'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The list's filter: open (the queue, oldest first), dismissed, actioned, or all (newest first). */
export const MODERATION_FILTERS = ['open', 'dismissed', 'actioned', 'all'] as const;
export type ModerationFilter = (typeof MODERATION_FILTERS)[number];

export const MODERATION_LIMITS = {
  /** Reports per page of the admin list. */
  page: 20,
  /** The warning's own words to the author (optional). */
  warningMax: 500,
} as const;

/** The words of the moderation screen and its notices (IBH's wording: the spec has no screen). */
export const MODERATION_TEXT = {
  tabLabel: 'Reports',
  filterLabel: 'Show reports',
  filters: { open: 'Open', dismissed: 'Dismissed', actioned: 'Actioned', all: 'All' } satisfies Record<
    ModerationFilter,
    string
  >,
  statuses: { open: 'Open', dismissed: 'Dismissed', actioned: 'Actioned' } as const,
  subjects: { direct_message: 'Direct message' } as const,
  empty: {
    open: 'No open reports. Reports people file appear here.',
    dismissed: 'No dismissed reports.',
    actioned: 'No actioned reports.',
    all: 'No reports yet.',
  } satisfies Record<ModerationFilter, string>,
  reportedItem: 'Reported item',
  reporter: 'Reported by',
  author: 'Author',
  reason: 'Reason',
  deletedReporter: 'Deleted account',
  hiddenBadge: 'Hidden',
  filedOn: (date: string) => `Filed ${date}`,
  closedOn: (what: string, date: string) => `${what} ${date}`,
  actionLabels: { dismiss: 'Dismiss', hide: 'Hide the item', warn: 'Warn the author' } satisfies Record<
    ModerationAction,
    string
  >,
  outcome: { dismiss: 'Dismissed', hide: 'Item hidden', warn: 'Author warned' } satisfies Record<
    ModerationAction,
    string
  >,
  confirmHideTitle: 'Hide this item?',
  confirmHideBody: 'The reported item disappears for everyone but its author. The report is closed.',
  confirmHide: 'Hide the item',
  cancel: 'Cancel',
  warningLabel: 'Message to the author (optional)',
  warningHint: 'Sent to the author as a notification, with the reason for the warning.',
  sendWarning: 'Send warning',
  done: { dismiss: 'Report dismissed', hide: 'Item hidden', warn: 'Warning sent' } satisfies Record<
    ModerationAction,
    string
  >,
  failed: 'Could not update this report.',
  loadMore: 'Load more',
  /** The refusal when a report was already dismissed or acted on (another admin, or a double click). */
  alreadyHandled: 'This report has already been handled.',
  reportNotFound: 'Report not found.',
  /** The notice the author receives. */
  warningNotice: (reason: string, note: string | null) =>
    `A moderator reviewed a report about your message ("${reason}") and is warning you to follow the community guidelines.${
      note ? ` ${note}` : ''
    }`,
} as const;

const PersonRefSchema = z.object({ id: z.string(), name: z.string() });

/** One report as the admin screen shows it. */
export const AdminReportSchema = z.object({
  id: z.string(),
  subject: z.object({
    type: z.enum(MODERATION_SUBJECTS),
    id: z.string(),
    /** The start of the reported content, kept with the report. */
    excerpt: z.string(),
    /** True once the item is hidden from other people's reads. */
    hidden: z.boolean(),
  }),
  /** Null once the reporter deleted their account. */
  reporter: z.nullable(PersonRefSchema),
  /** The author of the reported item. */
  author: PersonRefSchema,
  reason: z.string(),
  status: z.enum(MODERATION_STATUSES),
  /** What closed it; null while open. */
  action: z.nullable(z.enum(MODERATION_ACTIONS)),
  createdAt: z.string(),
  resolvedAt: z.nullable(z.string()),
  /** The buttons this report offers, from the transition table. */
  allowedActions: z.array(z.enum(MODERATION_ACTIONS)),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;

export const AdminReportPageSchema = pageOf(AdminReportSchema);
export type AdminReportPage = z.infer<typeof AdminReportPageSchema>;

export const AdminReportsQuerySchema = z.object({
  status: z.optional(z.enum(MODERATION_FILTERS)),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type AdminReportsQuery = z.infer<typeof AdminReportsQuerySchema>;

export const ReportIdParamsSchema = z.object({ reportId: z.uuid() });

export const WarnAuthorRequestSchema = z.object({
  note: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(MODERATION_LIMITS.warningMax)))),
});
export type WarnAuthorRequest = z.infer<typeof WarnAuthorRequestSchema>;

const tags = ['admin'];

/** The moderation queue under /api/admin/reports: admins only (the admin guard), each write audited. */
export const MODERATION_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/reports',
    summary: 'Admin: users’ reports, open (oldest first) or closed (newest first), in keyset pages',
    tags,
    query: AdminReportsQuerySchema,
    responses: { 200: AdminReportPageSchema },
  }),
  dismiss: defineEndpoint({
    method: 'POST',
    path: '/api/admin/reports/:reportId/dismiss',
    summary: 'Admin: dismiss an open report (nothing else changes)',
    tags,
    params: ReportIdParamsSchema,
    responses: { 200: AdminReportSchema },
  }),
  hide: defineEndpoint({
    method: 'POST',
    path: '/api/admin/reports/:reportId/hide',
    summary: 'Admin: hide the reported item from everyone but its author and close the report',
    tags,
    params: ReportIdParamsSchema,
    responses: { 200: AdminReportSchema },
  }),
  warn: defineEndpoint({
    method: 'POST',
    path: '/api/admin/reports/:reportId/warn',
    summary: 'Admin: send the author a warning notification and close the report',
    tags,
    params: ReportIdParamsSchema,
    body: WarnAuthorRequestSchema,
    responses: { 200: AdminReportSchema },
  }),
} as const;

export const MODERATION_API = {
  list: MODERATION_ENDPOINTS.list.path,
  dismiss: (reportId: string) => endpointPath(MODERATION_ENDPOINTS.dismiss, { reportId }),
  hide: (reportId: string) => endpointPath(MODERATION_ENDPOINTS.hide, { reportId }),
  warn: (reportId: string) => endpointPath(MODERATION_ENDPOINTS.warn, { reportId }),
} as const;
