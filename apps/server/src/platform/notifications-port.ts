import type {
  NotificationActionData,
  NotificationResolution,
  NotificationTargetType,
  NotificationType,
  NotificationVariables,
} from '@ibh/contract';

/** What a server feature asks the notifier to deliver (never a client naming a recipient). */
export interface NotificationInput {
  userId: string;
  /** One of NOTIFICATION_TYPES; anything else is refused. */
  type: string;
  fromUserId?: string | null;
  variables?: NotificationVariables;
  /** Defaults to the type's own target (idea, order, user or dashboard). */
  targetType?: NotificationTargetType;
  targetId?: string | null;
  actionData?: NotificationActionData;
  /** Skips the notification when the recipient got one with this key within the dedupe window. */
  dedupeKey?: string | null;
  /**
   * The domain event it answers. Events are delivered at least once: a second notification
   * of the same type for the same event and recipient is dropped.
   */
  eventId?: string;
  /** A sample from the local test panel: shown, never actionable. */
  test?: boolean;
}

/**
 * The port through which platform code and every module reach notifications (`ctx.notifications`);
 * the notifications module implements it (its Notifier), so platform imports no feature.
 */
export interface NotificationsPort {
  /** Resolves once stored: true when stored, false when refused, filtered or failed. */
  send(input: NotificationInput): Promise<boolean>;
  /** Sends each; true when every one was stored (an empty list is a failure). */
  sendMany(inputs: readonly NotificationInput[]): Promise<boolean>;
  /**
   * A request, invite or order step was answered or cancelled: its open actionable notifications of
   * these types are resolved and their recipients told (how the orders module settles its notices
   * without importing the notifications module).
   */
  resolve(
    types: readonly NotificationType[],
    actionData: { collaborationId: string } | { teamInviteId: string } | { orderId: string },
    resolution: NotificationResolution,
  ): Promise<void>;
  /** Stores what is queued and waits for every batch before it. */
  drain(): Promise<void>;
  /** Flushes and stops batching; later sends are stored at once. */
  close(): Promise<void>;
}
