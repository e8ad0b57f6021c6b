import * as z from 'zod/mini';
import { pageOf } from './common.ts';
import { IdeaPersonSchema } from './ideas.ts';
import { PAGING } from './limits.ts';

/** The 20 notification types of 000 section 4. The server refuses any other. */
export const NOTIFICATION_TYPES = [
  'collab_request',
  'collab_request_received',
  'collab_request_accepted',
  'collab_request_declined',
  'collab_accepted',
  'collab_declined',
  'collab_invite',
  'team_invite_received',
  'team_invite_accepted',
  'evidence_added',
  'evidence_updated',
  'validation_order_placed',
  'validation_order_delivered',
  'validation_order_completed',
  'validation_order_cancelled',
  'idea_followed',
  'user_followed',
  'comment_added',
  'system_update',
  'welcome',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export function isNotificationType(value: string): value is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

/** 000 section 3: every type belongs to one category, and each category has a preference. */
export const NOTIFICATION_CATEGORIES = ['collab', 'proshop', 'system'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Buttons an actionable notification offers (000 section 4). */
export const NOTIFICATION_ACTIONS = [
  'accept_collaboration',
  'decline_collaboration',
  'accept_team_invite',
  'decline_team_invite',
  'start_validation',
  'view_details',
  'approve_validation',
  'request_changes',
  'view_request',
] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

/** Actions that only navigate (to the notification's link); the others change state on the server. */
export const LINK_ACTIONS: readonly NotificationAction[] = ['view_details', 'view_request'];

/** Links are /{targetType}/{targetId}; dashboard has no id (000 section 2, Notification links). */
export const NOTIFICATION_TARGET_TYPES = ['idea', 'order', 'user', 'dashboard'] as const;
export type NotificationTargetType = (typeof NOTIFICATION_TARGET_TYPES)[number];

export function notificationLink(targetType: NotificationTargetType, targetId?: string | null): string {
  if (targetType === 'dashboard' || !targetId) return '/dashboard';
  return `/${targetType}/${encodeURIComponent(targetId)}`;
}

/** Template variables (000 section 3). */
export const NOTIFICATION_VARIABLES = [
  'from_name',
  'idea_title',
  'evidence_title',
  'buyer_name',
  'pro_name',
  'package_name',
  'message',
] as const;
export type NotificationVariable = (typeof NOTIFICATION_VARIABLES)[number];
export type NotificationVariables = Partial<Record<NotificationVariable, string | null | undefined>>;

/**
 * Replaces {{variable}} placeholders; a placeholder whose variable is missing or empty stays
 * as it is (000 section 5).
 */
export function fillTemplate(template: string, variables: NotificationVariables): string {
  return template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => {
    const value = variables[name as NotificationVariable];
    return typeof value === 'string' && value.trim() !== '' ? value : whole;
  });
}

export const NotificationActionButtonSchema = z.object({
  action: z.enum(NOTIFICATION_ACTIONS),
  label: z.string(),
});
export type NotificationActionButton = z.infer<typeof NotificationActionButtonSchema>;

/** Ids an action works on (000 section 3, meta.actionData). */
export const NotificationActionDataSchema = z.object({
  collaborationId: z.optional(z.string()),
  teamInviteId: z.optional(z.string()),
  orderId: z.optional(z.string()),
  ideaId: z.optional(z.string()),
  validationId: z.optional(z.string()),
});
export type NotificationActionData = z.infer<typeof NotificationActionDataSchema>;

/** The outcome of an actionable notification once someone acted on it (here or elsewhere). */
export const NOTIFICATION_RESOLUTIONS = ['accepted', 'declined', 'cancelled', 'done'] as const;
export type NotificationResolution = (typeof NOTIFICATION_RESOLUTIONS)[number];

export const NotificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  category: z.enum(NOTIFICATION_CATEGORIES),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  icon: z.string(),
  color: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  targetType: z.enum(NOTIFICATION_TARGET_TYPES),
  targetId: z.nullable(z.string()),
  /** Who caused it; null for system notifications or a deleted account. */
  from: z.nullable(IdeaPersonSchema),
  actionable: z.boolean(),
  actions: z.array(NotificationActionButtonSchema),
  actionData: NotificationActionDataSchema,
  /** Set once an actionable notification has been answered; its buttons are then gone. */
  resolved: z.boolean(),
  resolution: z.nullable(z.enum(NOTIFICATION_RESOLUTIONS)),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationPageSchema = pageOf(NotificationSchema);
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const NotificationListQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGING.maxPageSize))),
  unread: z.optional(z.enum(['true', 'false'])),
  /** Only those created at or after this instant (a reconnected client catching up; see REALTIME). */
  since: z.optional(z.iso.datetime({ offset: true })),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

/** GET /api/me/counts: the header badges (bell, Inbox button, Pro Sign Inbox). */
export const HeaderCountsSchema = z.object({
  notifications: z.number(),
  inbox: z.number(),
  /** Pro-sign invites waiting for my answer (co-sign and attestation requests; 0 unless a professional). */
  proSign: z.number(),
});
export type HeaderCounts = z.infer<typeof HeaderCountsSchema>;

export const NotificationActRequestSchema = z.object({ action: z.enum(NOTIFICATION_ACTIONS) });
export type NotificationActRequest = z.infer<typeof NotificationActRequestSchema>;

export const MarkAllReadResponseSchema = z.object({ updated: z.number() });

/** 000 section 3: collab, proshop, system, email, push; defaults true, true, true, false, true. */
export const NotificationPreferencesSchema = z.object({
  collab: z.boolean(),
  proshop: z.boolean(),
  system: z.boolean(),
  email: z.boolean(),
  push: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  collab: true,
  proshop: true,
  system: true,
  email: false,
  push: true,
};
export const UpdateNotificationPreferencesSchema = z.partial(NotificationPreferencesSchema);

/** The local test panel (dashboard, localhost only): what it can send, with its button labels. */
export const TEST_NOTIFICATIONS = [
  { type: 'welcome', label: 'Welcome' },
  { type: 'system_update', label: 'System update' },
  { type: 'collab_request_received', label: 'Collaboration request' },
  { type: 'team_invite_received', label: 'Team invite' },
  { type: 'user_followed', label: 'New follower' },
  { type: 'idea_followed', label: 'Idea followed' },
  { type: 'comment_added', label: 'New comment' },
  { type: 'validation_order_placed', label: 'Order placed' },
] as const satisfies ReadonlyArray<{ type: NotificationType; label: string }>;
export const TestNotificationRequestSchema = z.object({ type: z.enum(NOTIFICATION_TYPES) });
/** `stored` is false when the caller's preferences turned that category off (nothing was sent). */
export const TestNotificationResponseSchema = z.object({ ok: z.literal(true), stored: z.boolean() });

/** Realtime events on the user's own topic. */
export const NOTIFICATION_EVENTS = {
  created: 'notification.created',
  updated: 'notification.updated',
  allRead: 'notification.all_read',
} as const;

export const NOTIFICATION_TEXT = {
  pageTitle: 'Notifications',
  markAllRead: 'Mark all read',
  markRead: 'Mark read',
  viewAll: 'View all notifications',
  empty: 'No notifications yet',
  emptyBody: 'When someone follows you, asks to collaborate or answers you, it shows up here.',
  emptyUnread: "You're all caught up.",
  filterAll: 'All',
  filterUnread: 'Unread',
  loadFailed: 'Could not load notifications.',
  resolved: {
    accepted: 'Accepted',
    declined: 'Declined',
    cancelled: 'No longer pending',
    done: 'Done',
  } satisfies Record<NotificationResolution, string>,
  actionFailed: 'That did not work. Please try again.',
  preferencesTitle: 'Notification preferences',
  preferencesSaved: 'Preferences saved.',
  preferencesFailed: 'Could not save your preferences.',
  preferenceLabels: {
    collab: 'Collaboration (requests, invites, follows, comments)',
    proshop: 'Professionals Shop (orders and deliveries)',
    system: 'System updates',
    email: 'Email me a copy',
    push: 'Live alerts while IBH is open',
  } satisfies Record<keyof NotificationPreferences, string>,
  bellLabel: 'Notifications',
  testPanelTitle: 'Test notifications (local only)',
  testSent: (label: string) => `Test notification sent: ${label}`,
  testFailed: 'Failed to send test notification',
  notAuthenticated: 'Not authenticated - cannot send notification',
  unknownType: (type: string) => `Unknown notification type: ${type}`,
  // Web screens (IBH; not in the spec).
  filterLabel: 'Show',
  unreadCount: (count: string) => `${count} unread`,
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  end: 'You have seen every notification.',
  retry: 'Try again',
  preferencesLoadFailed: 'Could not load your preferences.',
  preferencesHint: 'Choose what reaches you. Changes save at once.',
} as const;
