import {
  LINK_ACTIONS,
  NOTIFICATION_TEXT,
  type Notification,
  type NotificationAction,
  type NotificationResolution,
} from '@ibh/contract';
import { CircleCheck, CircleMinus, CircleX } from 'lucide-react';
import toast from 'react-hot-toast';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiRequestError } from '@/lib/api-client';
import { useNotificationAction } from '../api/act-on-notification';

const PRIMARY: readonly NotificationAction[] = [
  'accept_collaboration',
  'accept_team_invite',
  'start_validation',
  'approve_validation',
];

const RESOLVED_LOOK: Record<NotificationResolution, { tone: BadgeTone; icon: typeof CircleCheck }> = {
  accepted: { tone: 'success', icon: CircleCheck },
  declined: { tone: 'neutral', icon: CircleX },
  cancelled: { tone: 'neutral', icon: CircleMinus },
  done: { tone: 'success', icon: CircleCheck },
};

/** What went wrong, in the server's words when it explains (e.g. already answered). */
function failure(error: unknown): string {
  return isApiRequestError(error) && error.status > 0 && error.status < 500
    ? error.message
    : NOTIFICATION_TEXT.actionFailed;
}

interface NotificationActionsProps {
  notification: Notification;
  /** The id of the notification's title, so each button is described by what it answers. */
  describedBy: string;
  /** A link action was followed (the bell closes). */
  onNavigate?: () => void;
}

/**
 * Accept / Decline (and the other buttons of an actionable notification) that really act; the
 * pressed one spins while the server answers, then the resolved state replaces the buttons.
 */
export function NotificationActions({ notification, describedBy, onNavigate }: NotificationActionsProps) {
  const act = useNotificationAction(notification);
  if (notification.resolved) {
    const resolution = notification.resolution ?? 'done';
    const { tone, icon: Icon } = RESOLVED_LOOK[resolution];
    return (
      <Badge tone={tone} className="mt-2 self-start">
        <Icon aria-hidden className="size-3.5" />
        {NOTIFICATION_TEXT.resolved[resolution]}
      </Badge>
    );
  }
  if (!notification.actionable || notification.actions.length === 0) return null;
  const run = (action: NotificationAction) =>
    act.mutate(action, { onError: (error) => toast.error(failure(error)) });
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {notification.actions.map(({ action, label }) => {
        const variant = PRIMARY.includes(action) ? 'primary' : 'secondary';
        if (LINK_ACTIONS.includes(action)) {
          return (
            <ButtonLink
              key={action}
              to={notification.link}
              variant={variant}
              aria-describedby={describedBy}
              onClick={onNavigate}
            >
              {label}
            </ButtonLink>
          );
        }
        const busy = act.isPending && act.variables === action;
        return (
          <Button
            key={action}
            variant={variant}
            aria-describedby={describedBy}
            aria-busy={busy || undefined}
            disabled={act.isPending}
            onClick={() => run(action)}
          >
            {busy ? <Spinner className="size-4 text-current" /> : null}
            {label}
          </Button>
        );
      })}
    </div>
  );
}
