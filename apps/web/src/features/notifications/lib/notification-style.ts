import type { Notification, NotificationType } from '@ibh/contract';
import {
  BadgeCheck,
  Ban,
  Bell,
  Briefcase,
  CircleCheck,
  CircleX,
  ClipboardCheck,
  Eye,
  FilePen,
  FilePlus,
  FileText,
  Handshake,
  Heart,
  Lightbulb,
  type LucideIcon,
  Mail,
  Megaphone,
  MessageCircle,
  MessageSquare,
  Package,
  PackageCheck,
  PartyPopper,
  ShoppingBag,
  ShoppingCart,
  Sparkles,
  Star,
  Truck,
  UserCheck,
  UserPlus,
  Users,
  UserX,
} from 'lucide-react';

/** The server names a lucide icon (kebab-case); these are the ones the web knows. */
const ICONS: Record<string, LucideIcon> = {
  'badge-check': BadgeCheck,
  ban: Ban,
  bell: Bell,
  briefcase: Briefcase,
  'check-circle': CircleCheck,
  'circle-check': CircleCheck,
  'circle-x': CircleX,
  'x-circle': CircleX,
  'clipboard-check': ClipboardCheck,
  eye: Eye,
  'file-pen': FilePen,
  'file-plus': FilePlus,
  'file-text': FileText,
  handshake: Handshake,
  heart: Heart,
  lightbulb: Lightbulb,
  mail: Mail,
  megaphone: Megaphone,
  'message-circle': MessageCircle,
  'message-square': MessageSquare,
  package: Package,
  'package-check': PackageCheck,
  'party-popper': PartyPopper,
  'shopping-bag': ShoppingBag,
  'shopping-cart': ShoppingCart,
  sparkles: Sparkles,
  star: Star,
  truck: Truck,
  'user-check': UserCheck,
  'user-plus': UserPlus,
  'user-x': UserX,
  users: Users,
};

/** When the server's icon name is unknown: one per type, so each still looks like itself. */
const BY_TYPE: Partial<Record<NotificationType, LucideIcon>> = {
  collab_request: Handshake,
  collab_request_received: Handshake,
  collab_request_accepted: CircleCheck,
  collab_request_declined: CircleX,
  collab_accepted: CircleCheck,
  collab_declined: CircleX,
  collab_invite: Mail,
  team_invite_received: Users,
  team_invite_accepted: UserCheck,
  evidence_added: FilePlus,
  evidence_updated: FilePen,
  validation_order_placed: ShoppingBag,
  validation_order_delivered: Truck,
  validation_order_completed: PackageCheck,
  validation_order_cancelled: Ban,
  idea_followed: Lightbulb,
  user_followed: UserPlus,
  comment_added: MessageCircle,
  system_update: Megaphone,
  welcome: PartyPopper,
};

export function notificationIcon(notification: Pick<Notification, 'icon' | 'type'>): LucideIcon {
  return ICONS[notification.icon.trim().toLowerCase()] ?? BY_TYPE[notification.type] ?? Bell;
}

/** Tinted circle behind the icon: the server's colour name, neutral when unknown. */
const TINTS: Record<string, string> = {
  gold: 'bg-gold-50 text-gold-800',
  sapphire: 'bg-sapphire-50 text-sapphire-700',
  blue: 'bg-sapphire-50 text-sapphire-700',
  success: 'bg-success-600/10 text-success-600',
  green: 'bg-success-600/10 text-success-600',
  danger: 'bg-danger-50 text-danger-600',
  red: 'bg-danger-50 text-danger-600',
  neutral: 'bg-surface-muted text-ink-muted',
};

export function notificationTint(color: string): string {
  return TINTS[color.trim().toLowerCase()] ?? (TINTS.neutral as string);
}
