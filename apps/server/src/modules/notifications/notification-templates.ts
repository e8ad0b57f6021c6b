import {
  LINK_ACTIONS,
  NOTIFICATION_TYPES,
  type NotificationActionButton,
  type NotificationCategory,
  type NotificationTargetType,
  type NotificationType,
} from '@ibh/contract';

/** The palette the web maps to its theme tokens. */
export type NotificationColor = 'gold' | 'sapphire' | 'success' | 'danger' | 'neutral';

/**
 * How one notification type looks (000 sections 3 and 4): its category (which preference
 * governs it), a lucide icon name, a colour, {{variable}} templates for title and body, where
 * its link points, and the buttons it offers.
 */
export interface NotificationTemplate {
  category: NotificationCategory;
  icon: string;
  color: NotificationColor;
  title: string;
  body: string;
  targetType: NotificationTargetType;
  actions: readonly NotificationActionButton[];
}

const ACCEPT_DECLINE_COLLAB: NotificationActionButton[] = [
  { action: 'accept_collaboration', label: 'Accept' },
  { action: 'decline_collaboration', label: 'Decline' },
];

/** All 20 types of 000 section 4. Titles and bodies are IBH's wording (the spec names only the variables). */
export const NOTIFICATION_TEMPLATES: Record<NotificationType, NotificationTemplate> = {
  collab_request: {
    category: 'collab',
    icon: 'user-plus',
    color: 'sapphire',
    title: 'New collaboration request',
    body: '{{from_name}} wants to collaborate on "{{idea_title}}".',
    targetType: 'idea',
    actions: [{ action: 'view_request', label: 'View Request' }],
  },
  collab_request_received: {
    category: 'collab',
    icon: 'user-plus',
    color: 'sapphire',
    title: 'New collaboration request',
    body: '{{from_name}} wants to collaborate on "{{idea_title}}".',
    targetType: 'idea',
    actions: ACCEPT_DECLINE_COLLAB,
  },
  collab_request_accepted: {
    category: 'collab',
    icon: 'user-check',
    color: 'success',
    title: 'Collaboration request accepted',
    body: '{{from_name}} accepted your request to collaborate on "{{idea_title}}".',
    targetType: 'idea',
    actions: [],
  },
  collab_request_declined: {
    category: 'collab',
    icon: 'user-x',
    color: 'neutral',
    title: 'Collaboration request declined',
    body: '{{from_name}} declined your request to collaborate on "{{idea_title}}".',
    targetType: 'idea',
    actions: [],
  },
  collab_accepted: {
    category: 'collab',
    icon: 'handshake',
    color: 'success',
    title: 'Invitation accepted',
    body: '{{from_name}} accepted your invitation to collaborate on "{{idea_title}}".',
    targetType: 'idea',
    actions: [],
  },
  collab_declined: {
    category: 'collab',
    icon: 'user-x',
    color: 'neutral',
    title: 'Invitation declined',
    body: '{{from_name}} declined your invitation to collaborate on "{{idea_title}}".',
    targetType: 'idea',
    actions: [],
  },
  collab_invite: {
    category: 'collab',
    icon: 'handshake',
    color: 'gold',
    title: 'Invitation to collaborate',
    body: '{{from_name}} invited you to collaborate on "{{idea_title}}".',
    targetType: 'idea',
    actions: ACCEPT_DECLINE_COLLAB,
  },
  team_invite_received: {
    category: 'collab',
    icon: 'users',
    color: 'gold',
    title: 'Team invitation',
    body: '{{from_name}} invited you to join the team of "{{idea_title}}".',
    targetType: 'idea',
    actions: [
      { action: 'accept_team_invite', label: 'Accept' },
      { action: 'decline_team_invite', label: 'Decline' },
    ],
  },
  team_invite_accepted: {
    category: 'collab',
    icon: 'users',
    color: 'success',
    title: 'Team invite accepted',
    body: '{{from_name}} joined the team of "{{idea_title}}".',
    targetType: 'idea',
    actions: [],
  },
  evidence_added: {
    category: 'collab',
    icon: 'file-plus',
    color: 'sapphire',
    title: 'New evidence',
    body: '{{from_name}} added "{{evidence_title}}" to "{{idea_title}}".',
    targetType: 'idea',
    actions: [],
  },
  evidence_updated: {
    category: 'collab',
    icon: 'file-pen',
    color: 'sapphire',
    title: 'Evidence updated',
    body: '{{from_name}} updated "{{evidence_title}}" on "{{idea_title}}".',
    targetType: 'idea',
    actions: [],
  },
  validation_order_placed: {
    category: 'proshop',
    icon: 'shopping-bag',
    color: 'gold',
    title: 'New validation order',
    body: '{{buyer_name}} ordered {{package_name}} for "{{idea_title}}".',
    targetType: 'order',
    actions: [
      { action: 'start_validation', label: 'Start Work' },
      { action: 'view_details', label: 'View Details' },
    ],
  },
  validation_order_delivered: {
    category: 'proshop',
    icon: 'package-check',
    color: 'sapphire',
    title: 'Validation delivered',
    body: '{{pro_name}} delivered {{package_name}} for "{{idea_title}}".',
    targetType: 'order',
    actions: [
      { action: 'approve_validation', label: 'Approve' },
      { action: 'request_changes', label: 'Request Changes' },
    ],
  },
  validation_order_completed: {
    category: 'proshop',
    icon: 'badge-check',
    color: 'success',
    title: 'Order completed',
    body: '{{buyer_name}} approved your delivery of {{package_name}}.',
    targetType: 'order',
    actions: [],
  },
  validation_order_cancelled: {
    category: 'proshop',
    icon: 'circle-x',
    color: 'danger',
    title: 'Order cancelled',
    body: 'The order for {{package_name}} on "{{idea_title}}" was cancelled.',
    targetType: 'order',
    actions: [],
  },
  idea_followed: {
    category: 'collab',
    icon: 'eye',
    color: 'sapphire',
    title: 'New follower on your idea',
    body: '{{from_name}} started following "{{idea_title}}".',
    targetType: 'idea',
    actions: [],
  },
  user_followed: {
    category: 'collab',
    icon: 'user-plus',
    color: 'sapphire',
    title: 'New follower',
    body: '{{from_name}} started following you.',
    targetType: 'user',
    actions: [],
  },
  comment_added: {
    category: 'collab',
    icon: 'message-square',
    color: 'sapphire',
    title: 'New comment',
    body: '{{from_name}} commented on "{{idea_title}}": {{message}}',
    targetType: 'idea',
    actions: [],
  },
  system_update: {
    category: 'system',
    icon: 'megaphone',
    color: 'neutral',
    title: 'System update',
    body: '{{message}}',
    targetType: 'dashboard',
    actions: [],
  },
  welcome: {
    category: 'system',
    icon: 'sparkles',
    color: 'gold',
    title: 'Welcome to IBH',
    body: 'Post an idea, find co-founders and turn customer interviews into evidence.',
    targetType: 'dashboard',
    actions: [],
  },
};

// Every contract type has a template (a type check, and a guard should the list grow).
for (const type of NOTIFICATION_TYPES) {
  if (!NOTIFICATION_TEMPLATES[type]) throw new Error(`notification type ${type} has no template`);
}

/** A type is actionable when one of its buttons changes state (not just a link). */
export function isActionableTemplate(template: NotificationTemplate): boolean {
  return template.actions.some((button) => !LINK_ACTIONS.includes(button.action));
}
