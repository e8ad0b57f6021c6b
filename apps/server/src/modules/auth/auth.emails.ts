import type { CodePurpose } from '@ibh/contract';
import { AUTH } from '@ibh/contract';
import { escapeHtml } from '../../platform/html-page.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><body style="margin:0;background:#f6f5f1;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border:1px solid #e7e5e4;border-radius:12px"><tr><td style="padding:28px">
<p style="margin:0 0 16px;font-weight:700;font-size:18px;color:#1f4fa8">IBH</p>
<h1 style="margin:0 0 12px;font-size:20px">${escapeHtml(title)}</h1>
${body}
<p style="margin:24px 0 0;font-size:12px;color:#78716c">IBH, the proof-first network for startup ideas.</p>
</td></tr></table></td></tr></table></body></html>`;
}

const minutes = Math.round(AUTH.codeTtl / 60_000);

const PURPOSE_COPY: Record<CodePurpose, { subject: string; title: string; lead: string; button: string }> = {
  signup: {
    subject: 'Confirm your IBH account',
    title: 'Confirm your email',
    lead: 'Enter this code to finish creating your IBH account:',
    button: 'Confirm my email',
  },
  login: {
    subject: 'Your IBH sign-in code',
    title: 'Sign in to IBH',
    lead: 'Enter this code to sign in:',
    button: 'Sign me in',
  },
  recovery: {
    subject: 'Reset your IBH password',
    title: 'Reset your password',
    lead: 'Enter this code to choose a new password:',
    button: 'Reset my password',
  },
};

/** The code email: the 6-digit code and an equivalent one-click link. */
export function codeEmail(to: string, purpose: CodePurpose, code: string, link: string): MailMessage {
  const copy = PURPOSE_COPY[purpose];
  const ignore = "If you didn't ask for this, you can ignore this email.";
  return {
    to,
    subject: copy.subject,
    template: `auth.code.${purpose}`,
    text: `${copy.lead}\n\n${code}\n\nOr open this link: ${link}\n\nThe code expires in ${minutes} minutes and works once. ${ignore}\n`,
    html: layout(
      copy.title,
      `<p style="margin:0 0 12px">${escapeHtml(copy.lead)}</p>
<p style="margin:0 0 20px;font-size:32px;letter-spacing:8px;font-weight:700;font-family:ui-monospace,monospace">${code}</p>
<p style="margin:0 0 20px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1f4fa8;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px">${escapeHtml(copy.button)}</a></p>
<p style="margin:0;font-size:13px;color:#57534e">The code expires in ${minutes} minutes and works once. ${escapeHtml(ignore)}</p>`,
    ),
    meta: { purpose },
  };
}

/** Sent instead of a code when someone signs up with an address that already has an account. */
export function accountExistsEmail(to: string, loginUrl: string): MailMessage {
  const text = `Someone (hopefully you) tried to create an IBH account with this email, but you already have one.\n\nSign in: ${loginUrl}\n\nForgot your password? Use "Forgot password" on the sign-in page.\n`;
  return {
    to,
    subject: 'You already have an IBH account',
    template: 'auth.account_exists',
    text,
    html: layout(
      'You already have an account',
      `<p style="margin:0 0 16px">Someone (hopefully you) tried to create an IBH account with this email, but you already have one.</p>
<p style="margin:0"><a href="${escapeHtml(loginUrl)}" style="color:#1f4fa8">Sign in to IBH</a>. Forgot your password? Use “Forgot password” on the sign-in page.</p>`,
    ),
  };
}

export function welcomeEmail(to: string, name: string | null, dashboardUrl: string): MailMessage {
  const hello = name ? `Welcome to IBH, ${name}!` : 'Welcome to IBH!';
  return {
    to,
    subject: 'Welcome to IBH',
    template: 'auth.welcome',
    text: `${hello}\n\nYour email is confirmed. Post an idea, find co-founders and turn customer interviews into evidence.\n\nYour hub: ${dashboardUrl}\n`,
    html: layout(
      hello,
      `<p style="margin:0 0 16px">Your email is confirmed. Post an idea, find co-founders and turn customer interviews into evidence.</p>
<p style="margin:0"><a href="${escapeHtml(dashboardUrl)}" style="color:#1f4fa8">Open My Hub</a></p>`,
    ),
  };
}

export function passwordChangedEmail(to: string, loginUrl: string): MailMessage {
  return {
    to,
    subject: 'Your IBH password was changed',
    template: 'auth.password_changed',
    text: `Your IBH password was just changed and every device was signed out.\n\nIf this wasn't you, reset your password now: ${loginUrl}\n`,
    html: layout(
      'Your password was changed',
      `<p style="margin:0 0 16px">Your IBH password was just changed and every device was signed out.</p>
<p style="margin:0">If this wasn't you, <a href="${escapeHtml(loginUrl)}" style="color:#1f4fa8">reset your password now</a>.</p>`,
    ),
  };
}
