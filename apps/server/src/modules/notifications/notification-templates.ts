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

/** One type a row: category, icon, colour, target, title, body, and its buttons when it has any. */
type TemplateRow = [
  category: NotificationCategory,
  icon: string,
  color: NotificationColor,
  targetType: NotificationTargetType,
  title: string,
  body: string,
  actions?: readonly NotificationActionButton[],
];

/** All 20 types of 000 section 4. Titles and bodies are IBH's wording (the spec names only the variables). */
// biome-ignore format: a table reads best one row a line
const TEMPLATE_ROWS: Record<NotificationType, TemplateRow> = {
  collab_request: ['collab', 'user-plus', 'sapphire', 'idea', 'New collaboration request', '{{from_name}} wants to collaborate on "{{idea_title}}".', [{ action: 'view_request', label: 'View Request' }]],
  collab_request_received: ['collab', 'user-plus', 'sapphire', 'idea', 'New collaboration request', '{{from_name}} wants to collaborate on "{{idea_title}}".', ACCEPT_DECLINE_COLLAB],
  collab_request_accepted: ['collab', 'user-check', 'success', 'idea', 'Collaboration request accepted', '{{from_name}} accepted your request to collaborate on "{{idea_title}}".'],
  collab_request_declined: ['collab', 'user-x', 'neutral', 'idea', 'Collaboration request declined', '{{from_name}} declined your request to collaborate on "{{idea_title}}".'],
  collab_accepted: ['collab', 'handshake', 'success', 'idea', 'Invitation accepted', '{{from_name}} accepted your invitation to collaborate on "{{idea_title}}".'],
  collab_declined: ['collab', 'user-x', 'neutral', 'idea', 'Invitation declined', '{{from_name}} declined your invitation to collaborate on "{{idea_title}}".'],
  collab_invite: ['collab', 'handshake', 'gold', 'idea', 'Invitation to collaborate', '{{from_name}} invited you to collaborate on "{{idea_title}}".', ACCEPT_DECLINE_COLLAB],
  team_invite_received: ['collab', 'users', 'gold', 'idea', 'Team invitation', '{{from_name}} invited you to join the team of "{{idea_title}}".', [{ action: 'accept_team_invite', label: 'Accept' }, { action: 'decline_team_invite', label: 'Decline' }]],
  team_invite_accepted: ['collab', 'users', 'success', 'idea', 'Team invite accepted', '{{from_name}} joined the team of "{{idea_title}}".'],
  evidence_added: ['collab', 'file-plus', 'sapphire', 'idea', 'New evidence', '{{from_name}} added "{{evidence_title}}" to "{{idea_title}}".'],
  evidence_updated: ['collab', 'file-pen', 'sapphire', 'idea', 'Evidence updated', '{{from_name}} updated "{{evidence_title}}" on "{{idea_title}}".'],
  validation_order_placed: ['proshop', 'shopping-bag', 'gold', 'order', 'New validation order', '{{buyer_name}} ordered {{package_name}} for "{{idea_title}}".', [{ action: 'start_validation', label: 'Start Work' }, { action: 'view_details', label: 'View Details' }]],
  validation_order_delivered: ['proshop', 'package-check', 'sapphire', 'order', 'Validation delivered', '{{pro_name}} delivered {{package_name}} for "{{idea_title}}".', [{ action: 'approve_validation', label: 'Approve' }, { action: 'request_changes', label: 'Request Changes' }]],
  validation_order_completed: ['proshop', 'badge-check', 'success', 'order', 'Order completed', '{{buyer_name}} approved your delivery of {{package_name}}.'],
  validation_order_cancelled: ['proshop', 'circle-x', 'danger', 'order', 'Order cancelled', 'The order for {{package_name}} on "{{idea_title}}" was cancelled.'],
  idea_followed: ['collab', 'eye', 'sapphire', 'idea', 'New follower on your idea', '{{from_name}} started following "{{idea_title}}".'],
  user_followed: ['collab', 'user-plus', 'sapphire', 'user', 'New follower', '{{from_name}} started following you.'],
  comment_added: ['collab', 'message-square', 'sapphire', 'idea', 'New comment', '{{from_name}} commented on "{{idea_title}}": {{message}}'],
  system_update: ['system', 'megaphone', 'neutral', 'dashboard', 'System update', '{{message}}'],
  welcome: ['system', 'sparkles', 'gold', 'dashboard', 'Welcome to IBH', 'Post an idea, find co-founders and turn customer interviews into evidence.'],
};

export const NOTIFICATION_TEMPLATES = Object.fromEntries(
  Object.entries(TEMPLATE_ROWS).map(
    ([type, [category, icon, color, targetType, title, body, actions = []]]) => [
      type,
      { category, icon, color, title, body, targetType, actions },
    ],
  ),
) as Record<NotificationType, NotificationTemplate>;

// Every contract type has a template (a type check, and a guard should the list grow).
for (const type of NOTIFICATION_TYPES) {
  if (!NOTIFICATION_TEMPLATES[type]) throw new Error(`notification type ${type} has no template`);
}

/** A type is actionable when one of its buttons changes state (not just a link). */
export function isActionableTemplate(template: NotificationTemplate): boolean {
  return template.actions.some((button) => !LINK_ACTIONS.includes(button.action));
}
