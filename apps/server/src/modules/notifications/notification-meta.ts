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

const ActionsSchema = z.array(z.object({ action: z.enum(NOTIFICATION_ACTIONS), label: z.string() }));
const VariablesSchema = z.partialRecord(z.enum(NOTIFICATION_VARIABLES), z.string());
const StoredObjectSchema = z.looseObject({});

/** A stored field read as its schema says, or the safe default when it is missing or invalid. */
function field<T, F>(schema: z.ZodType<T>, value: unknown, fallback: F): T | F {
  if (value === undefined) return fallback;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

function oneOf<const T extends string, F>(values: readonly T[], value: unknown, fallback: F): T | F {
  return (values as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
const flag = (value: unknown) => (typeof value === 'boolean' ? value : false);

/**
 * Lenient: a stored row missing a field (or holding an unknown value) reads with a safe default.
 * Read field by field rather than through one zod object of `.catch()`es: a row missing fields
 * (older rows) made every catch build and format an issue, on every notification of every list.
 */
export function readMeta(stored: unknown, type: NotificationType): NotificationMeta {
  const value = stored ?? {};
  // Anything but an object is refused as the schema refuses it (a ZodError).
  const meta = (
    typeof value === 'object' && !Array.isArray(value) ? value : StoredObjectSchema.parse(value)
  ) as Record<string, unknown>;
  const templateType = oneOf(NOTIFICATION_TYPES, meta.templateType, undefined);
  const eventId = text(meta.eventId);
  return {
    category: oneOf(NOTIFICATION_CATEGORIES, meta.category, 'system'),
    icon: text(meta.icon) ?? 'bell',
    color: text(meta.color) ?? 'neutral',
    action: oneOf(NOTIFICATION_ACTIONS, meta.action, null),
    fromUserId: textOrNull(meta.fromUserId),
    targetType: oneOf(NOTIFICATION_TARGET_TYPES, meta.targetType, 'dashboard'),
    targetId: textOrNull(meta.targetId),
    actionable: flag(meta.actionable),
    actions: field(ActionsSchema, meta.actions, []),
    actionData: field(ActionDataSchema, meta.actionData, {}),
    templateType: templateType ?? type,
    variables: field(VariablesSchema, meta.variables, {}),
    resolved: flag(meta.resolved),
    resolution: oneOf(NOTIFICATION_RESOLUTIONS, meta.resolution, null),
    ...(eventId === undefined ? {} : { eventId }),
    ...(meta.test === true ? { test: true as const } : {}),
  };
}
