import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/**
 * The Email Test and QA Tests tabs of /admin/shop (001 sections 2.5, 5, 7.4, 8.2): send any of
 * the seven order emails to a sandbox address, and run the server's self-checks of each real part.
 */

/** The seven email templates of 001 section 7.4, sent by the orders module. */
export const TEST_EMAIL_TEMPLATES = [
  'new_match',
  'order_confirmed',
  'first_response_due',
  'milestone_submitted',
  'revision_requested',
  'dispute_opened',
  'payout_released',
] as const;
export type TestEmailTemplate = (typeof TEST_EMAIL_TEMPLATES)[number];

export const ADMIN_EMAIL_TEXT = {
  title: 'Email Test',
  intro: 'Send any of the seven order emails, filled with sample order details, to a sandbox address.',
  addressLabel: 'Sandbox email address',
  templateLabel: 'Template',
  send: 'Send test email',
  sending: 'Sending…',
  addressRequired: 'Please enter a sandbox email address',
  failed: 'Failed to send test email',
  sentOutbox: (to: string) => `Test email sent to ${to}. Read it in the outbox at /dev/mail.`,
  sentSmtp: (to: string) => `Test email sent to ${to} through SMTP.`,
  templateLabels: {
    new_match: 'New match (professional)',
    order_confirmed: 'Order confirmed (buyer)',
    first_response_due: 'First response due (professional)',
    milestone_submitted: 'Milestone submitted (buyer)',
    revision_requested: 'Revision requested (professional)',
    dispute_opened: 'Dispute opened (both)',
    payout_released: 'Payout released (professional)',
  },
} as const;

export const SendTestEmailRequestSchema = z.object({
  to: z
    .string({ error: ADMIN_EMAIL_TEXT.addressRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: ADMIN_EMAIL_TEXT.addressRequired }),
      z.maxLength(254),
      z.email({ error: ADMIN_EMAIL_TEXT.addressRequired }),
    ),
  template: z.enum(TEST_EMAIL_TEMPLATES),
});
export type SendTestEmailRequest = z.infer<typeof SendTestEmailRequestSchema>;

export const TestEmailSentSchema = z.object({
  id: z.string(),
  /** 'outbox': kept in the built-in outbox (/dev/mail); 'smtp': also handed to the SMTP server. */
  delivery: z.enum(['outbox', 'smtp']),
});

/** The self-checks, in the order they run (issue 16). */
export const QA_CHECKS = [
  'database',
  'migrations',
  'storage',
  'mail',
  'payments',
  'jobs',
  'realtime',
] as const;
export type QaCheckName = (typeof QA_CHECKS)[number];

export const ADMIN_QA_TEXT = {
  title: 'QA Tests',
  intro: "Runs the server's self-checks of each real part and shows how long each took.",
  run: 'Run QA tests',
  running: 'Running…',
  failed: 'Failed to run QA tests',
  pass: 'Pass',
  fail: 'Fail',
  summary: (passed: number, total: number) => `${passed} of ${total} checks passed`,
  notRun: 'Not run yet.',
  labels: {
    database: 'Database round trip',
    migrations: 'Migration state',
    storage: 'Storage write, read and delete',
    mail: 'Mail outbox',
    payments: 'Payments adapter',
    jobs: 'Job queue alive',
    realtime: 'Realtime publish and receive',
  },
} as const;

export const QaCheckResultSchema = z.object({
  name: z.enum(QA_CHECKS),
  ok: z.boolean(),
  ms: z.number(),
  /** What was checked, or why it failed. */
  detail: z.string(),
});
export type QaCheckResult = z.infer<typeof QaCheckResultSchema>;
export const QaRunSchema = z.object({ checks: z.array(QaCheckResultSchema) });
export type QaRun = z.infer<typeof QaRunSchema>;

const tags = ['admin'];
export const ADMIN_QA_ENDPOINTS = {
  sendTestEmail: defineEndpoint({
    method: 'POST',
    path: '/api/admin/email-test',
    summary: 'Send one of the seven order emails with sample details to an address (admins; audited)',
    tags,
    body: SendTestEmailRequestSchema,
    responses: { 200: TestEmailSentSchema },
  }),
  run: defineEndpoint({
    method: 'POST',
    path: '/api/admin/qa/run',
    summary:
      "Run the server's self-checks: database, migrations, storage, mail, payments, jobs, realtime (admins)",
    tags,
    responses: { 200: QaRunSchema },
  }),
} as const;
