import { formatMoney, ORDER_ROUTES, ORDERS } from '@ibh/contract';
import { escapeHtml } from '../../platform/html-page.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

/**
 * The seven order emails of 001 section 7.4 (new match, order confirmed, first response due,
 * milestone submitted, revision requested, dispute opened, payout released), text and HTML, each
 * sent by the domain event it names (orders.events.ts). Wording is IBH's where the spec gives
 * only the template's name; the numbers are the spec's (72 hours, the package's revisions, 24 hours, 3-5
 * business days, 1-2 business days).
 */
export const ORDER_EMAIL_TEMPLATES = [
  'new_match',
  'order_confirmed',
  'first_response_due',
  'milestone_submitted',
  'revision_requested',
  'dispute_opened',
  'payout_released',
] as const;
export type OrderEmailTemplate = (typeof ORDER_EMAIL_TEMPLATES)[number];

export interface OrderEmailFacts {
  recipientName: string;
  serviceTitle: string;
  packageName: string;
  otherName: string;
  priceCents: number;
  orderId: string;
  milestoneTitle?: string;
  notes?: string | null;
  reason?: string | null;
  amountCents?: number;
  /** The revisions the order's package includes, counted over the whole order (decision 119). */
  revisionsIncluded?: number;
}

/** "2 revisions" over the whole order, as the workroom counts them. */
function revisionsOf(f: OrderEmailFacts): string {
  const n = f.revisionsIncluded ?? ORDERS.maxRevisions;
  return `${n} revision${n === 1 ? '' : 's'}`;
}

interface Copy {
  subject: string;
  lines: string[];
  button: string;
  path: string;
}

function copyOf(template: OrderEmailTemplate, f: OrderEmailFacts): Copy {
  const workroom = ORDER_ROUTES.workroom(f.orderId);
  switch (template) {
    case 'new_match':
      return {
        subject: `New order: ${f.serviceTitle}`,
        lines: [
          `${f.otherName} hired you for ${f.packageName} (${formatMoney(f.priceCents)}). The payment is held in escrow and released as milestones are approved.`,
          `Please respond within ${ORDERS.firstResponseReminder / 3_600_000} hours: start work from your workroom.`,
        ],
        button: 'Open Workroom',
        path: workroom,
      };
    case 'order_confirmed':
      return {
        subject: `Order confirmed: ${f.serviceTitle}`,
        lines: [
          `Your payment of ${formatMoney(f.priceCents)} for ${f.packageName} by ${f.otherName} is held in escrow.`,
          'Funds release after delivery, one milestone at a time, when you approve it.',
        ],
        button: 'View Order',
        path: ORDER_ROUTES.order(f.orderId),
      };
    case 'first_response_due':
      return {
        subject: `First response due: ${f.serviceTitle}`,
        lines: [
          `${f.otherName} paid for ${f.packageName} 24 hours ago and is waiting for your first response.`,
          'Start work or write to them in the workroom.',
        ],
        button: 'Open Workroom',
        path: workroom,
      };
    case 'milestone_submitted':
      return {
        subject: `Milestone submitted: ${f.milestoneTitle ?? ''}`,
        lines: [
          `${f.otherName} submitted ${f.milestoneTitle ?? 'a milestone'} of ${f.serviceTitle} for your review.`,
          `${f.revisionsIncluded === 0 ? 'Approve it' : `Approve it or request a revision (this order includes ${revisionsOf(f)} in all)`}. Without a response it is approved automatically after ${ORDERS.autoApproveAfter / 3_600_000} hours.`,
        ],
        button: 'Review Milestone',
        path: workroom,
      };
    case 'revision_requested':
      return {
        subject: `Revision requested: ${f.milestoneTitle ?? ''}`,
        lines: [
          `${f.otherName} requested changes to ${f.milestoneTitle ?? 'a milestone'} of ${f.serviceTitle}:`,
          f.notes ?? '',
          `This order includes ${revisionsOf(f)} in all; the workroom shows how many are left.`,
        ],
        button: 'Open Workroom',
        path: workroom,
      };
    case 'dispute_opened':
      return {
        subject: `Dispute opened: ${f.serviceTitle}`,
        lines: [
          `A dispute was opened on the order for ${f.packageName}${f.reason ? `: ${f.reason}` : '.'}`,
          `The funds are frozen. Our team will review it within ${ORDERS.disputeReviewHours} hours; resolution takes ${ORDERS.disputeResolutionDays} business days.`,
        ],
        button: 'Open Workroom',
        path: workroom,
      };
    case 'payout_released':
      return {
        subject: `Payout released: ${formatMoney(f.amountCents ?? 0)}`,
        lines: [
          `Your payout of ${formatMoney(f.amountCents ?? 0)} has been released.`,
          'It arrives in your account in 1-2 business days.',
        ],
        button: 'View Earnings',
        path: '/shop?tab=earnings',
      };
  }
}

export function orderEmail(
  template: OrderEmailTemplate,
  to: string,
  facts: OrderEmailFacts,
  publicUrl: string,
  meta: Record<string, unknown>,
): MailMessage {
  const copy = copyOf(template, facts);
  const url = `${publicUrl}${copy.path}`;
  const lines = copy.lines.filter((line) => line.length > 0);
  return {
    to,
    subject: copy.subject,
    template: `orders.${template}`,
    meta,
    text: `Hi ${facts.recipientName},\n\n${lines.join('\n\n')}\n\n${copy.button}: ${url}\n`,
    html: `<!doctype html><html lang="en"><body style="margin:0;background:#f6f5f1;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border:1px solid #e7e5e4;border-radius:12px"><tr><td style="padding:28px">
<p style="margin:0 0 16px;font-weight:700;font-size:18px;color:#1f4fa8">IBH</p>
<h1 style="margin:0 0 12px;font-size:20px">${escapeHtml(copy.subject)}</h1>
<p style="margin:0 0 12px">Hi ${escapeHtml(facts.recipientName)},</p>
${lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join('\n')}
<p style="margin:8px 0 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#1f4fa8;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px">${escapeHtml(copy.button)}</a></p>
</td></tr></table></td></tr></table></body></html>`,
  };
}
