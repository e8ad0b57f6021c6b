import {
  NOTIFICATION_ACTIONS,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_RESOLUTIONS,
  NOTIFICATION_TARGET_TYPES,
  NOTIFICATION_TYPES,
  NOTIFICATION_VARIABLES,
  type NotificationActionButton,
  type NotificationActionData,
  type NotificationCategory,
  type NotificationResolution,
  type NotificationTargetType,
  type NotificationType,
  type NotificationVariable,
} from '@ibh/contract';
import * as z from 'zod';

/**
 * notifications.meta (000 section 3 payload): what the row needs beyond title, body and link.
 * fromUserName and fromUserAvatar are not stored: they are read with the person when the
 * notification is read, so a renamed person or a new avatar shows everywhere.
 */
export interface NotificationMeta {
  category: NotificationCategory;
  icon: string;
  color: string;
  /** The first button's action (the spec's single `action`), null when it has none. */
  action: NotificationActionButton['action'] | null;
  fromUserId: string | null;
  targetType: NotificationTargetType;
  targetId: string | null;
  actionable: boolean;
  actions: NotificationActionButton[];
  actionData: NotificationActionData;
  templateType: NotificationType;
  variables: Partial<Record<NotificationVariable, string>>;
  resolved: boolean;
  resolution: NotificationResolution | null;
  /** The domain event it was created for (a redelivered event stores no second one). */
  eventId?: string;
  /** A sample sent from the local test panel. */
  test?: true;
}

const ActionDataSchema = z.object({
  collaborationId: z.string().optional(),
  teamInviteId: z.string().optional(),
  orderId: z.string().optional(),
  ideaId: z.string().optional(),
  validationId: z.string().optional(),
});

/** Lenient: a stored row missing a field (or holding an unknown value) reads with a safe default. */
const StoredMetaSchema = z.object({
  category: z.enum(NOTIFICATION_CATEGORIES).catch('system'),
  icon: z.string().catch('bell'),
  color: z.string().catch('neutral'),
  action: z.enum(NOTIFICATION_ACTIONS).nullable().catch(null),
  fromUserId: z.string().nullable().catch(null),
  targetType: z.enum(NOTIFICATION_TARGET_TYPES).catch('dashboard'),
  targetId: z.string().nullable().catch(null),
  actionable: z.boolean().catch(false),
  actions: z.array(z.object({ action: z.enum(NOTIFICATION_ACTIONS), label: z.string() })).catch([]),
  actionData: ActionDataSchema.catch({}),
  templateType: z.enum(NOTIFICATION_TYPES).optional().catch(undefined),
  variables: z.partialRecord(z.enum(NOTIFICATION_VARIABLES), z.string()).catch({}),
  resolved: z.boolean().catch(false),
  resolution: z.enum(NOTIFICATION_RESOLUTIONS).nullable().catch(null),
  eventId: z.string().optional().catch(undefined),
  test: z.literal(true).optional().catch(undefined),
});

export function readMeta(stored: unknown, type: NotificationType): NotificationMeta {
  const meta = StoredMetaSchema.parse(stored ?? {});
  return { ...meta, templateType: meta.templateType ?? type };
}
