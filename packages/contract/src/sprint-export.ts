import { SPRINT } from './limits.ts';
import { type GateTotals, gateMet, type SprintOutcome, totalOf } from './sprint-gate.ts';
import { OUTCOME_LABELS } from './sprint-text.ts';

/**
 * The sprint's exports (001 sections 2.11, 4.4, 5, 6: frontend-only): markdown in its three gate
 * states, CSV, top learnings (unique case-insensitive, at most 5) and the Slack compose link.
 */
export interface ExportInterview {
  createdAt: string;
  outcome: SprintOutcome;
  who: string | null;
  channel: string | null;
  learning: string | null;
  notes?: string | null;
}

export interface ExportSprint {
  title: string;
  hypothesis: string | null;
  persona: string | null;
  target: number;
  required: number;
  totals: GateTotals;
  publicUrl: string | null;
}

export function topLearnings(interviews: readonly ExportInterview[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const i of interviews) {
    const text = i.learning?.trim();
    if (!text) continue;
    const key = text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(text);
    if (out.length === SPRINT.topLearnings) break;
  }
  return out;
}

/** The gate line: met; completed but short by N positives; or in progress needing N more interviews and N more positives. */
export function gateLine(s: Pick<ExportSprint, 'target' | 'required' | 'totals'>): string {
  const total = totalOf(s.totals);
  if (gateMet(s.totals, s.required)) {
    return `Gate met: ${s.totals.positives} of ${s.required} required positives.`;
  }
  const shortBy = s.required - s.totals.positives;
  if (total >= s.target) return `Completed — short by ${shortBy} positive${shortBy === 1 ? '' : 's'}.`;
  const moreInterviews = s.target - total;
  return `In progress — needs ${moreInterviews} more interview${moreInterviews === 1 ? '' : 's'} and ${shortBy} more positive${shortBy === 1 ? '' : 's'}.`;
}

export function sprintMarkdown(s: ExportSprint, interviews: readonly ExportInterview[]): string {
  const lines = [`# ${s.title}`, ''];
  if (s.hypothesis) lines.push(`**Hypothesis:** ${s.hypothesis}`);
  if (s.persona) lines.push(`**Persona:** ${s.persona}`);
  lines.push(
    `**Interviews:** ${totalOf(s.totals)} of ${s.target}`,
    `**Feedback:** ${s.totals.positives} positive · ${s.totals.neutrals} neutral · ${s.totals.negatives} negative`,
    '',
    gateLine(s),
  );
  const learnings = topLearnings(interviews);
  if (learnings.length > 0) {
    lines.push('', '## Top learnings', ...learnings.map((l) => `- ${l}`));
  }
  if (s.publicUrl) lines.push('', `Public results: ${s.publicUrl}`);
  return `${lines.join('\n')}\n`;
}

export const CSV_COLUMNS = ['created_at', 'outcome', 'who', 'channel', 'learning', 'notes'] as const;

/** One CSV field: quoted when it holds a comma, a quote, a line break or leading/trailing space. */
export function csvField(value: string | null | undefined): string {
  const v = value ?? '';
  return /[",\r\n]|^\s|\s$/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

export function sprintCsv(interviews: readonly ExportInterview[]): string {
  const rows = interviews.map((i) =>
    [i.createdAt, i.outcome, i.who, i.channel, i.learning, i.notes ?? null].map(csvField).join(','),
  );
  return `${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}

/** Parses CSV written by sprintCsv (for tests and the e2e round trip). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Slack's compose link with the markdown as its text (the screen falls back to copying it). */
export function slackComposeUrl(markdown: string): string {
  return `https://slack.com/share?text=${encodeURIComponent(markdown)}`;
}

export const outcomeLabel = (o: SprintOutcome) => OUTCOME_LABELS[o];

/**
 * A sprint's interviews as evidence interviews (issue 26 item 10): the question names the interview
 * and its outcome, the answer is its key learning (the outcome when it has none), said once — the
 * evidence's own `learning` field stays empty so the page does not repeat it. Never the private notes.
 */
export function sprintEvidenceInterviews(
  interviews: readonly Pick<ExportInterview, 'outcome' | 'who' | 'channel' | 'learning'>[],
) {
  return interviews.map((i, index) => ({
    question: `Interview ${index + 1}: ${OUTCOME_LABELS[i.outcome]}`,
    answer: i.learning?.trim() || OUTCOME_LABELS[i.outcome],
    who: i.who,
    channel: i.channel,
    learning: null,
  }));
}
