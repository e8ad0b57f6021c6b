import type { MailOutboxRow } from '../../db/schema.ts';
import { escapeHtml, htmlPage } from '../html-page.ts';

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { margin: 0; padding: 1.5rem; max-width: 72rem; margin-inline: auto; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  table { border-collapse: collapse; width: 100%; }
  caption { text-align: start; padding-bottom: 0.5rem; color: GrayText; }
  th, td { text-align: start; padding: 0.5rem; border-bottom: 1px solid color-mix(in srgb, CanvasText 20%, transparent); vertical-align: top; }
  a { color: LinkText; }
  a:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
  .status { font-weight: 600; text-transform: uppercase; font-size: 0.8rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; padding: 1rem; border: 1px solid color-mix(in srgb, CanvasText 20%, transparent); border-radius: 0.25rem; }
  iframe { width: 100%; min-height: 30rem; border: 1px solid color-mix(in srgb, CanvasText 20%, transparent); border-radius: 0.25rem; background: #fff; }
  nav { margin: 1rem 0; }
`;

function page(title: string, body: string): string {
  return htmlPage(title, STYLE, body);
}

function time(date: Date | null): string {
  if (!date) return '<span aria-label="not yet">-</span>';
  const iso = date.toISOString();
  return `<time datetime="${iso}">${escapeHtml(iso.replace('T', ' ').slice(0, 19))} UTC</time>`;
}

export function renderMailList(rows: MailOutboxRow[], nextCursor: string | null): string {
  const body = rows
    .map(
      (row) => `<tr>
  <td>${time(row.created_at)}</td>
  <td>${escapeHtml(row.to_address)}</td>
  <td><a href="/dev/mail/${encodeURIComponent(row.id)}">${escapeHtml(row.subject)}</a></td>
  <td><span class="status">${escapeHtml(row.status)}</span></td>
</tr>`,
    )
    .join('\n');
  const table = rows.length
    ? `<table>
<caption>Newest first. Delivered over SMTP when SMTP_URL is set, otherwise only logged here.</caption>
<thead><tr><th scope="col">Time</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Status</th></tr></thead>
<tbody>
${body}
</tbody>
</table>`
    : '<p>No mail yet.</p>';
  const more = nextCursor
    ? `<nav aria-label="Pagination"><a href="/dev/mail?before=${encodeURIComponent(nextCursor)}">Older messages</a></nav>`
    : '';
  return page('Dev mail', `<h1>Dev mail</h1>\n${table}\n${more}`);
}

export function renderMailDetail(row: MailOutboxRow, from: string): string {
  const field = (label: string, value: string) => `<dt>${label}</dt><dd>${value}</dd>`;
  const headers = [
    field('From', escapeHtml(from)),
    field('To', escapeHtml(row.to_address)),
    field('Subject', escapeHtml(row.subject)),
    field('Status', `<span class="status">${escapeHtml(row.status)}</span>`),
    field('Attempts', String(row.attempts)),
    field('Created', time(row.created_at)),
    field('Sent', time(row.sent_at)),
    ...(row.template ? [field('Template', escapeHtml(row.template))] : []),
    ...(row.error ? [field('Error', escapeHtml(row.error))] : []),
  ].join('\n');
  const meta = JSON.stringify(row.meta ?? {}, null, 2);
  const html = row.html_body
    ? `<h2>HTML body</h2>
<iframe sandbox="" title="HTML body of the message" srcdoc="${escapeHtml(row.html_body)}"></iframe>`
    : '';
  const body = `<nav><a href="/dev/mail">Back to all mail</a></nav>
<h1>${escapeHtml(row.subject)}</h1>
<dl>
${headers}
</dl>
<h2>Text body</h2>
<pre>${escapeHtml(row.text_body)}</pre>
${html}
<h2>Meta</h2>
<pre>${escapeHtml(meta)}</pre>`;
  return page(`${row.subject} - Dev mail`, body);
}
