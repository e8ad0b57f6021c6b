import { formatMoney } from '@ibh/contract';
import { escapeHtml, htmlPage } from '../html-page.ts';

/** The sandbox checkout's pages: server-rendered, no script, readable from 320 px up. */

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; line-height: 1.5;
    color: #1f2937; background: #f6f5f2; }
  body { margin: 0; padding: 1.5rem 1rem; }
  main { max-width: 28rem; margin: 2rem auto; background: #fff; border: 1px solid #e5e1d8; border-radius: 0.75rem;
    padding: 1.5rem; box-shadow: 0 1px 2px rgb(0 0 0 / 0.05); }
  h1 { font-size: 1.375rem; margin: 0 0 0.25rem; }
  .note { margin: 0 0 1.25rem; color: #4b5563; font-size: 0.9375rem; }
  .badge { display: inline-block; font-size: 0.75rem; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase;
    color: #7c5a00; background: #fdf3d7; border: 1px solid #f0dca0; border-radius: 999px; padding: 0.125rem 0.625rem; margin-bottom: 0.75rem; }
  dl { margin: 0 0 1.5rem; border-top: 1px solid #ece8df; }
  dl > div { display: flex; justify-content: space-between; gap: 1rem; padding: 0.75rem 0; border-bottom: 1px solid #ece8df; }
  dt { color: #4b5563; flex: none; }
  dd { margin: 0; font-weight: 600; text-align: end; overflow-wrap: anywhere; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
  .actions form { flex: 1 1 10rem; margin: 0; }
  button, .link-button { width: 100%; min-height: 2.75rem; font: inherit; font-weight: 600; border-radius: 0.5rem; cursor: pointer;
    padding: 0.625rem 1rem; display: inline-block; text-align: center; text-decoration: none; box-sizing: border-box; }
  .pay { background: #1f2937; color: #fff; border: 1px solid #1f2937; }
  .pay:hover { background: #111827; }
  .cancel, .link-button { background: #fff; color: #1f2937; border: 1px solid #cbd5e1; }
  .cancel:hover, .link-button:hover { background: #f1f5f9; }
  button:focus-visible, a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

function page(title: string, body: string): string {
  return htmlPage(`${title} · IBH`, STYLE, body);
}

export interface CheckoutPageSession {
  id: string;
  description: string;
  amountCents: number;
}

/** The checkout: what is paid for, the amount, Pay and Cancel. */
export function renderCheckoutPage(
  session: CheckoutPageSession,
  csrfToken: string,
  basePath: string,
): string {
  const amount = formatMoney(session.amountCents);
  const path = `${basePath}/${encodeURIComponent(session.id)}`;
  return page(
    'Checkout',
    `<p class="badge">Sandbox</p>
<h1>Checkout</h1>
<p class="note">This is the sandbox payment page: no card is asked for and no money moves.</p>
<dl>
<div><dt>Paying for</dt><dd>${escapeHtml(session.description)}</dd></div>
<div><dt>Amount</dt><dd>${escapeHtml(amount)}</dd></div>
</dl>
<div class="actions">
<form method="post" action="${escapeHtml(`${path}/pay`)}">
<input type="hidden" name="csrf" value="${escapeHtml(csrfToken)}">
<button type="submit" class="pay">Pay ${escapeHtml(amount)}</button>
</form>
<form method="post" action="${escapeHtml(`${path}/cancel`)}">
<input type="hidden" name="csrf" value="${escapeHtml(csrfToken)}">
<button type="submit" class="cancel">Cancel</button>
</form>
</div>`,
  );
}

/** A calm page for what cannot go on (unknown, expired, refused), with a way back. */
export function renderNoticePage(
  title: string,
  message: string,
  back?: { href: string; label: string },
): string {
  const link = back
    ? `<p><a class="link-button" href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>`
    : '';
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p class="note">${escapeHtml(message)}</p>\n${link}`);
}
