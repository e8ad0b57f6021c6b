import { randomUUID } from 'node:crypto';
import {
  fillTemplate,
  isNotificationType,
  LINK_ACTIONS,
  NOTIFICATION_VARIABLES,
  type NotificationActionData,
  type NotificationCategory,
  type NotificationType,
  type NotificationVariable,
  type NotificationVariables,
  notificationLink,
} from '@ibh/contract';
import type { NotificationInput } from '../../platform/notifications-port.ts';
import type { NotificationMeta } from './notification-meta.ts';
import { isActionableTemplate, NOTIFICATION_TEMPLATES } from './notification-templates.ts';

export type { NotificationInput } from '../../platform/notifications-port.ts';

/** A notification ready to store: rendered title and body, link and meta. */
export interface ComposedNotification {
  id: string;
  userId: string;
  type: NotificationType;
  category: NotificationCategory;
  title: string;
  body: string;
  link: string;
  fromUserId: string | null;
  dedupeKey: string | null;
  meta: NotificationMeta;
}

/**
 * The notifications columns a composed notification is stored with; the notifier passes the
 * sender it checked and the meta that goes with it.
 */
export function notificationColumns(
  n: ComposedNotification,
  fromUserId: string | null = n.fromUserId,
  meta: NotificationMeta = n.meta,
) {
  return {
    id: n.id,
    user_id: n.userId,
    type: n.type,
    title: n.title,
    body: n.body,
    link: n.link,
    meta: JSON.stringify(meta),
    from_user_id: fromUserId,
    dedupe_key: n.dedupeKey,
  };
}

/** Types that one person can cause again and again (follow, unfollow, follow): one notice per window. */
const DEDUPED_TYPES: readonly NotificationType[] = ['idea_followed', 'user_followed'];

function cleanVariables(
  variables: NotificationVariables = {},
): Partial<Record<NotificationVariable, string>> {
  const clean: Partial<Record<NotificationVariable, string>> = {};
  for (const name of NOTIFICATION_VARIABLES) {
    const value = variables[name];
    if (typeof value === 'string' && value.trim() !== '') clean[name] = value;
  }
  return clean;
}

function cleanActionData(data: NotificationActionData = {}): NotificationActionData {
  return Object.fromEntries(
    Object.entries(data).filter(([, value]) => typeof value === 'string' && value !== ''),
  ) as NotificationActionData;
}

/**
 * Renders a notification of a known type; null for an unknown type (the caller logs and
 * refuses it). A type with state-changing buttons is actionable only when it carries the ids
 * those buttons act on; otherwise (and for test samples) only its link buttons stay.
 */
export function composeNotification(input: NotificationInput): ComposedNotification | null {
  if (!isNotificationType(input.type)) return null;
  const template = NOTIFICATION_TEMPLATES[input.type];
  const variables = cleanVariables(input.variables);
  const actionData = input.test ? {} : cleanActionData(input.actionData);
  const actionable = !input.test && isActionableTemplate(template) && Object.keys(actionData).length > 0;
  const actions = actionable
    ? [...template.actions]
    : template.actions.filter((button) => LINK_ACTIONS.includes(button.action));
  const targetType = input.targetType ?? template.targetType;
  const targetId = targetType === 'dashboard' ? null : (input.targetId ?? null);
  const fromUserId = input.fromUserId ?? null;
  const dedupeKey =
    input.dedupeKey ??
    (DEDUPED_TYPES.includes(input.type) ? `${input.type}:${fromUserId ?? ''}:${targetId ?? ''}` : null);
  return {
    id: randomUUID(),
    userId: input.userId,
    type: input.type,
    category: template.category,
    title: fillTemplate(template.title, variables),
    body: fillTemplate(template.body, variables),
    link: notificationLink(targetType, targetId),
    fromUserId,
    dedupeKey,
    meta: {
      category: template.category,
      icon: template.icon,
      color: template.color,
      action: actions[0]?.action ?? null,
      fromUserId,
      targetType,
      targetId,
      actionable,
      actions,
      actionData,
      templateType: input.type,
      variables,
      resolved: false,
      resolution: null,
      ...(input.eventId ? { eventId: input.eventId } : {}),
      ...(input.test ? { test: true as const } : {}),
    },
  };
}
