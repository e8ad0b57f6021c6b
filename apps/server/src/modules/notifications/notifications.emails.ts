import type { Notification } from '@ibh/contract';
import { escapeHtml } from '../../platform/html-page.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

/** The email copy of a notification (sent when the recipient's `email` preference is on). */
export function notificationEmail(to: string, notification: Notification, publicUrl: string): MailMessage {
  const url = `${publicUrl}${notification.link}`;
  return {
    to,
    subject: notification.title,
    template: `notifications.${notification.type}`,
    text: `${notification.body}\n\n${url}\n\nYou get these emails because "Email me a copy" is on in your notification preferences.\n`,
    html: `<!doctype html><html lang="en"><body style="margin:0;background:#f6f5f1;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border:1px solid #e7e5e4;border-radius:12px"><tr><td style="padding:28px">
<p style="margin:0 0 16px;font-weight:700;font-size:18px;color:#1f4fa8">IBH</p>
<h1 style="margin:0 0 12px;font-size:20px">${escapeHtml(notification.title)}</h1>
<p style="margin:0 0 20px">${escapeHtml(notification.body)}</p>
<p style="margin:0 0 20px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#1f4fa8;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px">Open in IBH</a></p>
<p style="margin:0;font-size:12px;color:#78716c">You get these emails because "Email me a copy" is on in your notification preferences.</p>
</td></tr></table></td></tr></table></body></html>`,
    meta: { notificationId: notification.id },
  };
}
