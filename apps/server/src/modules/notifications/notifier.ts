import { NOTIFICATION_LIMITS, NOTIFICATION_TEXT, NOTIFICATIONS } from '@ibh/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import type { NotificationsPort } from '../../platform/notifications-port.ts';
import { settledBeforeStoring } from './action-state.ts';
import {
  type ComposedNotification,
  composeNotification,
  type NotificationInput,
  notificationColumns,
} from './compose-notification.ts';
import { wantsCategory } from './notification-preferences.ts';
import { toNotification } from './notification-view.ts';
import { notificationEmail } from './notifications.emails.ts';
import { publishNotificationRows } from './notifications.realtime.ts';
import {
  insertNotifications,
  selectDeliveredEvents,
  selectNotificationsByIds,
  selectRecentDedupeKeys,
  selectRecipients,
} from './notifications.repo.ts';
import { resolveNotificationsFor } from './resolve-notifications.ts';

export type { NotificationInput } from './compose-notification.ts';

export type NotifierDeps = Pick<AppContext, 'db' | 'storage' | 'realtime' | 'mail'> & {
  config: Pick<AppContext['config'], 'publicUrl'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
  /** NOTIFICATIONS.batchDelay unless a test says otherwise. */
  batchDelayMs?: number;
  batchMax?: number;
};

interface Queued {
  notification: ComposedNotification;
  done(stored: boolean): void;
}

/**
 * Delivers notifications (000 sections 3, 5, 9): renders the type's template, drops what the
 * recipient's preferences turn off and repeats within the dedupe window, stores a batch with
 * one multi-row INSERT (NOTIFICATIONS.batchDelay after the first queued, or as soon as
 * NOTIFICATIONS.batchMax wait), then publishes `notification.created` on each recipient's
 * topic and mails a copy to those who asked for one. `send` resolves once its batch is stored:
 * true when stored, false when refused (unknown type), filtered or failed.
 */
export class Notifier implements NotificationsPort {
  private readonly deps: NotifierDeps;
  private readonly batchDelayMs: number;
  private readonly batchMax: number;
  private queue: Queued[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** The last batch's delivery (deliver never rejects). */
  private stored: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(deps: NotifierDeps) {
    this.deps = deps;
    this.batchDelayMs = deps.batchDelayMs ?? NOTIFICATIONS.batchDelay;
    this.batchMax = deps.batchMax ?? NOTIFICATIONS.batchMax;
  }

  send(input: NotificationInput): Promise<boolean> {
    const notification = composeNotification(input);
    if (!notification) {
      this.deps.log.warn({ userId: input.userId }, NOTIFICATION_TEXT.unknownType(input.type));
      return Promise.resolve(false);
    }
    return new Promise<boolean>((resolve) => {
      this.queue.push({ notification, done: resolve });
      if (this.closed || this.queue.length >= this.batchMax) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.batchDelayMs);
    });
  }

  /** Sends each; an empty list is a failure (000 section 5). True when every one was stored. */
  resolve(...args: Parameters<NotificationsPort['resolve']>): Promise<void> {
    return resolveNotificationsFor(this.deps, ...args);
  }

  async sendMany(inputs: readonly NotificationInput[]): Promise<boolean> {
    if (inputs.length === 0) return false;
    const results = await Promise.all(inputs.map((input) => this.send(input)));
    const stored = results.filter(Boolean).length;
    if (stored > 0 && stored < inputs.length) this.deps.log.info(`${stored}/${inputs.length} succeeded`);
    return stored === inputs.length;
  }

  /**
   * Stores what is queued now, without waiting for the batch delay. Batches are stored one
   * after the other, so a burst keeps its order even on a pool of several connections.
   */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return this.stored;
    this.stored = this.stored.then(() => this.deliver(batch));
    return this.stored;
  }

  /** Stores what is queued and waits for every batch before it. */
  drain(): Promise<void> {
    return this.flush();
  }

  /** Flushes the queue and waits for batches in flight; later sends are stored at once. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private async deliver(batch: Queued[]): Promise<void> {
    let stored = new Set<string>();
    try {
      stored = await this.store(batch.map((item) => item.notification));
    } catch (error) {
      this.deps.log.error({ err: error, count: batch.length }, 'storing notifications failed');
    }
    for (const item of batch) item.done(stored.has(item.notification.id));
  }

  /** One batch: filter, one INSERT, then publish and mail. Returns the ids stored. */
  private async store(batch: ComposedNotification[]): Promise<Set<string>> {
    const { db } = this.deps;
    const people = await selectRecipients(db, [
      ...batch.map((n) => n.userId),
      ...batch.flatMap((n) => (n.fromUserId ? [n.fromUserId] : [])),
    ]);
    const byId = new Map(people.map((p) => [p.id, p]));
    let kept = batch.filter((n) => {
      const recipient = byId.get(n.userId);
      return recipient !== undefined && wantsCategory(recipient, n.category);
    });
    kept = await this.withoutRepeats(kept);
    if (kept.length === 0) return new Set();
    const settled = await settledBeforeStoring(db, kept);
    // The notifications and their email copies commit together: a crash in between would leave a
    // stored notification whose copy a retried event never sends (it finds the notification).
    let copies = 0;
    const rows = await db.transaction().execute(async (trx) => {
      await insertNotifications(
        trx,
        kept.map((n) => {
          const resolution = settled.get(n.id);
          // A sender whose account was deleted meanwhile: stored without one.
          const fromUserId = n.fromUserId && byId.has(n.fromUserId) ? n.fromUserId : null;
          const meta = resolution
            ? { ...n.meta, fromUserId, resolved: true, resolution }
            : { ...n.meta, fromUserId };
          return {
            ...notificationColumns(n, fromUserId, meta),
            is_read: resolution !== undefined,
            resolved_at: resolution ? new Date() : null,
          };
        }),
      );
      const stored = await selectNotificationsByIds(
        trx,
        kept.map((n) => n.id),
      );
      copies = await this.queueEmailCopies(trx, stored, byId);
      return stored;
    });
    await this.announce(rows, copies);
    return new Set(rows.map((row) => row.id));
  }

  /**
   * Drops notifications whose dedupe key the recipient got within the window, or earlier in this
   * batch, and those already stored for the same domain event (a redelivered event).
   */
  private async withoutRepeats(batch: ComposedNotification[]): Promise<ComposedNotification[]> {
    const keyed = batch.flatMap((n) => (n.dedupeKey ? [{ userId: n.userId, dedupeKey: n.dedupeKey }] : []));
    const fromEvents = batch.flatMap((n) =>
      n.meta.eventId ? [{ userId: n.userId, eventId: n.meta.eventId }] : [],
    );
    const [seen, delivered] = await Promise.all([
      selectRecentDedupeKeys(this.deps.db, keyed, NOTIFICATION_LIMITS.dedupeWindowMs),
      selectDeliveredEvents(this.deps.db, fromEvents),
    ]);
    return batch.filter((n) => {
      if (n.meta.eventId) {
        const key = `${n.userId}\n${n.meta.eventId}\n${n.type}`;
        if (delivered.has(key)) return false;
        delivered.add(key);
      }
      if (!n.dedupeKey) return true;
      const key = `${n.userId}\n${n.dedupeKey}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  /**
   * The email copies of stored notifications, in their transaction (delivered after commit).
   * Returns how many. A copy that cannot be written is logged; the notification stays.
   */
  private async queueEmailCopies(
    trx: Transaction<DB>,
    rows: Awaited<ReturnType<typeof selectNotificationsByIds>>,
    recipients: Map<string, { address: string; email_copy: boolean | null }>,
  ): Promise<number> {
    let queued = 0;
    for (const row of rows) {
      const recipient = recipients.get(row.user_id);
      if (!recipient?.email_copy) continue;
      try {
        const notification = await toNotification(this.deps.storage, row);
        const { publicUrl } = this.deps.config;
        await this.deps.mail.send(notificationEmail(recipient.address, notification, publicUrl), { trx });
        queued += 1;
      } catch (error) {
        this.deps.log.error({ err: error, notificationId: row.id }, 'mailing a notification failed');
      }
    }
    return queued;
  }

  /** Live delivery, then the email copies' delivery; neither undoes the stored notifications. */
  private async announce(
    rows: Awaited<ReturnType<typeof selectNotificationsByIds>>,
    copies: number,
  ): Promise<void> {
    try {
      await publishNotificationRows(this.deps, 'created', rows);
    } catch (error) {
      this.deps.log.error({ err: error }, 'publishing notifications failed');
    }
    if (copies > 0) await this.deps.mail.deliverQueued().catch(() => 0);
  }
}
