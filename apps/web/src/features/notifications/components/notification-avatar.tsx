import type { Notification } from '@ibh/contract';
import { Avatar } from '@/components/ui/avatar';
import { cx } from '@/lib/cx';
import { notificationIcon, notificationTint } from '../lib/notification-style';

/** The sender's photo with the type's icon in its corner, or the icon alone (system notices). */
export function NotificationAvatar({ notification }: { notification: Notification }) {
  const Icon = notificationIcon(notification);
  const tint = notificationTint(notification.color);
  if (!notification.from) {
    return (
      <span
        aria-hidden
        className={cx('inline-flex size-10 shrink-0 items-center justify-center rounded-full', tint)}
      >
        <Icon className="size-5" />
      </span>
    );
  }
  return (
    <span aria-hidden className="relative inline-flex size-10 shrink-0">
      <Avatar url={notification.from.avatarUrl} name={notification.from.fullName} size={40} />
      <span
        className={cx(
          'absolute -right-1 -bottom-1 inline-flex size-5 items-center justify-center rounded-full ring-2 ring-surface',
          tint,
        )}
      >
        <Icon className="size-3" />
      </span>
    </span>
  );
}
