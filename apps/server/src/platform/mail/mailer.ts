import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import * as z from 'zod';
import type { DB } from '../../db/schema.ts';
import type { AppConfig } from '../config.ts';
import { AppError } from '../errors.ts';
import { defineJob } from '../jobs/job.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { claimAttempt, findQueued, insertMail, markMail } from './mail-outbox.repo.ts';
import { createSmtpTransport, type MailTransport } from './smtp-transport.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Which template produced it (e.g. 'auth.code'), for finding it in the outbox. */
  template?: string;
  meta?: Record<string, unknown>;
}

export interface SendOptions {
  /**
   * Write the outbox row in the caller's transaction. Delivery then waits for
   * `deliverQueued()` after commit (or the periodic sweep), since the row is
   * invisible to the mailer until the transaction commits.
   */
  trx?: Kysely<DB>;
}

/** Every message lands in mail_outbox; with SMTP it is also delivered, after the insert. */
export interface Mailer {
  /** Records the message and returns its outbox id; delivery never throws into the caller. */
  send(message: MailMessage, options?: SendOptions): Promise<{ id: string }>;
  /** Delivers queued rows now (e.g. after committing a transaction that sent mail). Returns how many. */
  deliverQueued(): Promise<number>;
  /** Stops delivering (the sweep job then does nothing) and waits for deliveries in flight. */
  close(): Promise<void>;
}

export interface MailerOptions {
  config: Pick<AppConfig, 'mail'>;
  db: Kysely<DB>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Wait before the retry (doubles per attempt). */
  retryDelayMs?: number;
  /**
   * The job queue that runs the sweep: a recurring job (`mail.sweep`, one run per period across
   * every process) retries queued rows older than a minute. Without one there is no sweep.
   */
  jobs?: JobQueue;
  /** How often the sweep runs; 0 turns it off. */
  sweepIntervalMs?: number;
  transport?: MailTransport;
}

/** One retry: a message gets at most two delivery attempts. */
export const MAX_DELIVERY_ATTEMPTS = 2;
const DEFAULT_RETRY_DELAY_MS = 2_000;
const DEFAULT_SWEEP_INTERVAL_MS = 60_000;
/** The sweep leaves fresh rows to the delivery started by send(). */
const SWEEP_MIN_AGE_MS = 60_000;
const SWEEP_BATCH = 50;
const MAX_ERROR_LENGTH = 1_000;

export const MAIL_SWEEP_JOB = defineJob('mail.sweep', z.object({}));

const MessageSchema = z.object({
  to: z.email(),
  subject: z.string().min(1).max(998),
  text: z.string(),
  html: z.string().optional(),
  template: z.string().max(100).optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
});

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

class OutboxMailer implements Mailer {
  readonly #db: Kysely<DB>;
  readonly #from: string;
  readonly #log: MailerOptions['log'];
  readonly #transport: MailTransport | undefined;
  readonly #retryDelayMs: number;
  readonly #inFlight = new Map<string, Promise<void>>();
  #closed = false;

  constructor(options: MailerOptions) {
    this.#db = options.db;
    this.#from = options.config.mail.from;
    this.#log = options.log;
    this.#transport =
      options.transport ??
      (options.config.mail.smtpUrl ? createSmtpTransport(options.config.mail.smtpUrl) : undefined);
    this.#retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
    const sweepEvery = options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS;
    if (this.#transport && options.jobs && sweepEvery > 0) {
      options.jobs.every(MAIL_SWEEP_JOB, sweepEvery, () => this.#sweep(SWEEP_MIN_AGE_MS));
    }
  }

  async send(message: MailMessage, options: SendOptions = {}): Promise<{ id: string }> {
    const parsed = MessageSchema.safeParse(message);
    if (!parsed.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const field = `mail.${issue.path.join('.')}`;
        fields[field] = [...(fields[field] ?? []), issue.message];
      }
      throw new AppError('E_INVALID_INPUT', undefined, { fields });
    }
    const mail = parsed.data;
    const row = await insertMail(options.trx ?? this.#db, {
      to_address: mail.to,
      subject: mail.subject.replace(/[\r\n]+/g, ' '),
      text_body: mail.text,
      html_body: mail.html ?? null,
      template: mail.template ?? null,
      meta: JSON.stringify(mail.meta ?? {}),
      status: this.#transport ? 'queued' : 'logged',
    });
    if (this.#transport && !options.trx && !this.#closed) void this.#track(row.id, row.attempts);
    return { id: row.id };
  }

  deliverQueued(): Promise<number> {
    return this.#sweep(0);
  }

  async close(): Promise<void> {
    this.#closed = true;
    while (this.#inFlight.size > 0) await Promise.all(this.#inFlight.values());
    this.#transport?.close();
  }

  async #sweep(olderThanMs: number): Promise<number> {
    if (!this.#transport || this.#closed) return 0;
    try {
      const rows = await findQueued(this.#db, { olderThanMs, limit: SWEEP_BATCH });
      const started = rows.filter((r) => !this.#inFlight.has(r.id)).map((r) => this.#track(r.id, r.attempts));
      await Promise.all(started);
      return started.length;
    } catch (error) {
      this.#log.error({ err: error }, 'mail outbox sweep failed');
      return 0;
    }
  }

  #track(id: string, attempts: number): Promise<void> {
    const delivery = this.#deliver(id, attempts)
      .catch((error: unknown) => this.#log.error({ err: error, mailId: id }, 'mail delivery crashed'))
      .finally(() => this.#inFlight.delete(id));
    this.#inFlight.set(id, delivery);
    return delivery;
  }

  async #deliver(id: string, seenAttempts: number): Promise<void> {
    const transport = this.#transport;
    if (!transport) return;
    if (seenAttempts >= MAX_DELIVERY_ATTEMPTS) {
      // Claimed its last attempt but never recorded the outcome (the process stopped mid-send).
      await markMail(this.#db, id, { status: 'failed', error: 'Delivery was interrupted' });
      return;
    }
    for (let attempts = seenAttempts; attempts < MAX_DELIVERY_ATTEMPTS; attempts++) {
      if (attempts > seenAttempts) await sleep(this.#retryDelayMs * 2 ** (attempts - seenAttempts - 1));
      const row = await claimAttempt(this.#db, id, attempts);
      if (!row) return; // Sent, failed, or another worker took this attempt.
      try {
        await transport.send({
          from: this.#from,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body ?? undefined,
          headers: { 'X-IBH-Mail-Id': row.id },
        });
        await markMail(this.#db, id, { status: 'sent', error: null, sentAt: new Date() });
        return;
      } catch (error) {
        const last = row.attempts >= MAX_DELIVERY_ATTEMPTS;
        await markMail(this.#db, id, { status: last ? 'failed' : 'queued', error: errorText(error) });
        if (last) this.#log.warn({ err: error, mailId: id }, 'mail delivery failed');
      }
    }
  }
}

export function createMailer(options: MailerOptions): Mailer {
  return new OutboxMailer(options);
}
