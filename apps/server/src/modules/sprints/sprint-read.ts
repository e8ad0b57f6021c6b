import {
  gateView,
  SPRINT_TEXT,
  type SprintDetail,
  type SprintInterview,
  type SprintSummary,
  type SprintTotals,
} from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { linkedIdeaOf } from '../evidence/evidence-titles.ts';
import { ideaTitles } from '../ideas/idea-titles.ts';
import { selectPeople } from '../people/person-json.ts';
import { nameOf } from '../profiles/profile-view.ts';
import { type SprintActor, sprintMachine, sprintStateOf } from './sprint.machine.ts';
import { requiredFor, storedGate, totalsOf, trustOf, upvoteCountsOf } from './sprint-counts.ts';
import type { SetupValues } from './sprints.tables.ts';

export {
  requiredFor,
  STORED_GATE_KEY,
  storedGate,
  toTotals,
  totalsOf,
  trustOf,
  upvoteCountsOf,
} from './sprint-counts.ts';

export const sprintNotFound = () => notFound(SPRINT_TEXT.notFound);

export async function loadSprint(db: Executor, id: string, options: { forUpdate?: boolean } = {}) {
  let q = db.selectFrom('experiments').selectAll().where('id', '=', id);
  if (options.forUpdate) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw sprintNotFound();
  return row;
}
export type SprintRow = Awaited<ReturnType<typeof loadSprint>>;

export const actorOf = (row: Pick<SprintRow, 'owner_user_id'>, userId: string | null): SprintActor =>
  userId && row.owner_user_id === userId ? 'owner' : 'other';

export const titleOf = (ideaTitle: string | null | undefined) => ideaTitle ?? 'Interview Sprint';
export const iso = (d: Date | null) => (d ? d.toISOString() : null);

function summaryOf(
  row: SprintRow,
  totals: SprintTotals,
  stored: number,
  ideaTitle: string | null,
): SprintSummary {
  return {
    id: row.id,
    type: 'interview_sprint',
    title: titleOf(ideaTitle),
    ideaId: row.idea_id,
    state: sprintStateOf(row),
    targetCount: row.target_count,
    completedCount: totals.total,
    createdAt: row.created_at.toISOString(),
    finalizedAt: iso(row.finalized_at),
    totals,
    gate: gateView(totals, row.target_count, requiredFor(row, stored)),
    evidenceId: row.evidence_id,
  };
}

/** The owner's sprints, newest first (the list filters and sorts interviews on the client). */
export async function listMySprints(ctx: AppContext, userId: string): Promise<{ items: SprintSummary[] }> {
  const rows = await ctx.db
    .selectFrom('experiments')
    .selectAll()
    .where('owner_user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  const [stored, titles] = await Promise.all([
    storedGate(ctx.db),
    ideaTitles(
      ctx.db,
      rows.map((r) => r.idea_id),
    ),
  ]);
  const items = await Promise.all(
    rows.map(async (r) =>
      summaryOf(r, await totalsOf(ctx.db, r.id), stored, r.idea_id ? (titles.get(r.idea_id) ?? null) : null),
    ),
  );
  return { items };
}

/** get_my_active_interview_sprint. */
export async function activeSprint(
  ctx: AppContext,
  userId: string,
): Promise<{ sprint: SprintSummary | null }> {
  const row = await ctx.db
    .selectFrom('experiments')
    .selectAll()
    .where('owner_user_id', '=', userId)
    .where('finalized_at', 'is', null)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  if (!row) return { sprint: null };
  const [stored, titles, totals] = await Promise.all([
    storedGate(ctx.db),
    ideaTitles(ctx.db, [row.idea_id]),
    totalsOf(ctx.db, row.id),
  ]);
  return { sprint: summaryOf(row, totals, stored, row.idea_id ? (titles.get(row.idea_id) ?? null) : null) };
}

export function toInterview(r: {
  id: string;
  experiment_id: string;
  created_at: Date;
  outcome: SprintInterview['outcome'];
  who: string | null;
  channel: string | null;
  learning: string | null;
  notes: string | null;
}): SprintInterview {
  return {
    id: r.id,
    experimentId: r.experiment_id,
    createdAt: r.created_at.toISOString(),
    outcome: r.outcome,
    who: r.who,
    channel: r.channel,
    learning: r.learning,
    notes: r.notes,
  };
}

export function interviewsOf(db: Executor, experimentId: string) {
  return db
    .selectFrom('interviews')
    .selectAll()
    .where('experiment_id', '=', experimentId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export async function revisionsOf(db: Executor, experimentId: string) {
  const rows = await db
    .selectFrom('experiment_setup_revisions')
    .select(['before', 'after', 'changed_at'])
    .where('experiment_id', '=', experimentId)
    .orderBy('changed_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((r) => ({
    changedAt: r.changed_at.toISOString(),
    before: r.before as SetupValues,
    after: r.after as SetupValues,
  }));
}

/** The sprint screen: its owner only (a sprint owned by someone else is ignored: not found). */
export async function readSprint(ctx: AppContext, userId: string, id: string): Promise<SprintDetail> {
  const row = await loadSprint(ctx.db, id);
  if (actorOf(row, userId) !== 'owner') throw sprintNotFound();
  return sprintDetail(ctx, row, userId);
}

/**
 * What both sprint pages (the owner's and the public one) show, read at once: the stored gate,
 * the idea's title, totals, interviews, setup revisions, trust, upvotes as `viewerId` sees them
 * and the owner's name.
 */
export async function sprintPageReads(db: Executor, row: SprintRow, viewerId: string | null) {
  const [stored, titles, totals, interviews, revisions, trust, upvotes, owner] = await Promise.all([
    storedGate(db),
    ideaTitles(db, [row.idea_id]),
    totalsOf(db, row.id),
    interviewsOf(db, row.id),
    revisionsOf(db, row.id),
    trustOf(db, row.id),
    upvoteCountsOf(db, row.id, viewerId),
    selectPeople(db, [row.owner_user_id]),
  ]);
  const ideaTitle = row.idea_id ? (titles.get(row.idea_id) ?? null) : null;
  const ownerName = owner[0] ? nameOf(owner[0]) : '';
  return { stored, ideaTitle, totals, interviews, revisions, trust, upvotes, ownerName };
}

export async function sprintDetail(ctx: AppContext, row: SprintRow, userId: string): Promise<SprintDetail> {
  const db = ctx.db;
  const [reads, evidence] = await Promise.all([
    sprintPageReads(db, row, userId),
    row.evidence_id ? linkedIdeaOf(db, row.evidence_id) : Promise.resolve(undefined),
  ]);
  const { stored, ideaTitle, totals, interviews, revisions, trust, upvotes, ownerName } = reads;
  const state = sprintStateOf(row);
  return {
    ...summaryOf(row, totals, stored, ideaTitle),
    ownerUserId: row.owner_user_id,
    ownerName,
    ideaTitle,
    passGate: { minValidated: row.min_validated },
    storedGate: stored,
    hypothesis: row.hypothesis,
    persona: row.persona,
    resultSummary: row.result_summary,
    setupEditable: !hasSetupLines(row.result_summary),
    setupRegisteredAt: iso(row.setup_registered_at),
    revisions,
    versionId: row.version_id,
    linkedIdeaId: evidence?.linked_idea_id ?? null,
    shareToken: row.share_token,
    interviews: interviews.map(toInterview),
    trust,
    upvotes,
    allowedActions: sprintMachine.allowedActions(state, 'owner'),
  };
}

/** The setup is editable while the result summary lacks its Hypothesis and Persona lines (001 section 4.4). */
export function hasSetupLines(summary: string | null): boolean {
  if (!summary) return false;
  const lines = summary.split('\n');
  return lines.some((l) => l.startsWith('Hypothesis: ')) && lines.some((l) => l.startsWith('Persona: '));
}
