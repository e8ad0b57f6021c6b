import type { SendTestEmailRequest, TestEmailTemplate } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { type AdminActor, withAdminAudit } from '../admin-audit/admin-audit.ts';
import { type OrderEmailTemplate, orderEmail } from '../orders/orders.emails.ts';

/** Compiles only while every template the contract offers is one the orders module sends. */
const orderTemplate = (template: TestEmailTemplate): OrderEmailTemplate => template;

const SAMPLE_ORDER_ID = '00000000-0000-4000-8000-000000000016';

/**
 * POST /api/admin/email-test (001 sections 5, 7.4, 8.2): one of the seven order emails, filled
 * with sample order details, to the given address. The outbox row and the admin_logs row commit
 * together; with SMTP configured the message is then handed to the SMTP server.
 */
export async function sendTestEmail(
  ctx: AppContext,
  admin: AdminActor,
  input: SendTestEmailRequest,
): Promise<{ id: string; delivery: 'outbox' | 'smtp' }> {
  const template = orderTemplate(input.template);
  const message = orderEmail(
    template,
    input.to,
    {
      recipientName: 'Test Recipient',
      serviceTitle: 'Sample: Customer interview sprint',
      packageName: 'Standard',
      otherName: 'Sample Person',
      priceCents: 45_000,
      orderId: SAMPLE_ORDER_ID,
      milestoneTitle: 'Milestone 1',
      notes: 'Sample revision notes: please add the interview transcripts.',
      reason: 'Sample dispute reason: the delivery is late.',
      amountCents: 15_000,
    },
    ctx.config.publicUrl,
    { test: true, adminId: admin.id },
  );
  const sent = await withAdminAudit(ctx, admin, 'test_email_sent', async (trx) => {
    const { id } = await ctx.mail.send({ ...message, subject: `[Test] ${message.subject}` }, { trx });
    return { result: { id }, targetId: id, details: { to: input.to, template } };
  });
  const smtp = Boolean(ctx.config.mail.smtpUrl);
  if (smtp) await ctx.mail.deliverQueued();
  return { id: sent.id, delivery: smtp ? 'smtp' : 'outbox' };
}
