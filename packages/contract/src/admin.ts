import * as z from 'zod/mini';

/**
 * Every write the admin console makes, each with the kind of record it targets. Each one is
 * written to admin_logs in the same transaction as the change (001 section 7.4: "Every admin
 * write calls a log_admin_action function"). Sources: 001 sections 2.5, 4.1, 4.3 and 7.4 (pro
 * verification, category floors, disputes, coupons, the email test) and 000 (verification
 * requests, testimonial review), plus the moderation queue of user reports.
 */
export const ADMIN_ACTIONS = {
  /** Verify Pros tab: unverified to verified and back (001 section 4.3). */
  pro_verified: 'user',
  pro_unverified: 'user',
  /** A professional's verification request (000: verification_status pending). */
  verification_request_approved: 'user',
  verification_request_rejected: 'user',
  /** Category Floors tab. */
  category_floor_created: 'category_floor',
  category_floor_updated: 'category_floor',
  /** Disputes tab: Complete (to completed), Refund (to cancelled), Reopen (to in_progress). */
  dispute_completed: 'service_order',
  dispute_refunded: 'service_order',
  dispute_reopened: 'service_order',
  /** Beyond the spec: part of the held money to the professional, the rest refunded (decision 66). */
  dispute_split: 'service_order',
  /** Coupons tab: create, and the activate/deactivate toggle. */
  coupon_created: 'coupon',
  coupon_activated: 'coupon',
  coupon_deactivated: 'coupon',
  /** Email Test tab. */
  test_email_sent: 'email',
  /** /admin/testimonials: approve, unapprove, edit, delete. */
  testimonial_approved: 'testimonial',
  testimonial_unapproved: 'testimonial',
  testimonial_updated: 'testimonial',
  testimonial_deleted: 'testimonial',
  /** /admin/ambassadors: an ambassador application approved or declined (issue 19). */
  ambassador_application_approved: 'ambassador_application',
  ambassador_application_declined: 'ambassador_application',
  /** The moderation queue: an admin closes a user's report. */
  report_resolved: 'moderation_report',
  /** The moderation screen (issue 26): dismiss a report, hide the reported item, warn its author. */
  report_dismissed: 'moderation_report',
  report_item_hidden: 'moderation_report',
  report_author_warned: 'moderation_report',
} as const;

export type AdminAction = keyof typeof ADMIN_ACTIONS;
export type AdminTargetType = (typeof ADMIN_ACTIONS)[AdminAction];
export const ADMIN_ACTION_NAMES = Object.keys(ADMIN_ACTIONS) as AdminAction[];

export function isAdminAction(value: unknown): value is AdminAction {
  return typeof value === 'string' && Object.hasOwn(ADMIN_ACTIONS, value);
}

/** What users can report to the moderators. */
export const MODERATION_SUBJECTS = ['direct_message'] as const;
export type ModerationSubject = (typeof MODERATION_SUBJECTS)[number];
/** Open until an admin dismisses it or acts on it (hides the item or warns the author). */
export const MODERATION_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** How many open reports the admin console reads at once (like its logs list: 001 section 9). */
export const MODERATION_QUEUE_LIMIT = 100;

/** One user report waiting in the moderation queue, as the admin console reads it. */
export const ModerationReportSchema = z.object({
  id: z.string(),
  subjectType: z.enum(MODERATION_SUBJECTS),
  subjectId: z.string(),
  /** Null once the reporter deleted their account; the report stays. */
  reporterId: z.nullable(z.string()),
  reportedUserId: z.string(),
  reason: z.string(),
  /** The start of the reported content, kept with the report. */
  excerpt: z.string(),
  status: z.enum(MODERATION_STATUSES),
  createdAt: z.string(),
});
export type ModerationReport = z.infer<typeof ModerationReportSchema>;
