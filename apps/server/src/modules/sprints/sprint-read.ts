import {
  gateView,
  type PublicSprint,
  requiredPositives,
  SPRINT,
  SPRINT_TEXT,
  type SprintDetail,
  type SprintInterview,
  type SprintSummary,
  type SprintTotals,
  type SprintTrust,
  type UpvoteCounts,
} from '@ibh/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { selectPeople } from '../people/person-json.ts';
import { signAvatarUrl } from '../profiles/avatar-url.ts';
import { nameOf } from '../profiles/profile-view.ts';
import { type SprintActor, sprintMachine, sprintStateOf } from './sprint.machine.ts';
import type { SetupValues } from './sprints.tables.ts';

export const STORED_GATE_KEY = 'sprint.gate_min_positives';
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

/** The stored gate setting (app_meta), default 8. */
export async function storedGate(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', STORED_GATE_KEY)
    .executeTakeFirst();
  const n = row ? Number.parseInt(row.value, 10) : Number.NaN;
  return Number.isInteger(n) && n >= 0 ? n : SPRINT.storedGateDefault;
}

export async function totalsOf(db: Executor, experimentId: string): Promise<SprintTotals> {
  const row = await db
    .selectFrom('interviews')
    .select([
      sql<number>`count(*) filter (where outcome = 'positive')::int`.as('pos'),
      sql<number>`count(*) filter (where outcome = 'neutral')::int`.as('neu'),
      sql<number>`count(*) filter (where outcome = 'negative')::int`.as('neg'),
    ])
    .where('experiment_id', '=', experimentId)
    .executeTakeFirstOrThrow();
  return toTotals(row.pos, row.neu, row.neg);
}

export const toTotals = (pos: number, neu: number, neg: number): SprintTotals => ({
  pos,
  neu,
  neg,
  positives: pos,
  neutrals: neu,
  negatives: neg,
  total: pos + neu + neg,
});

export function requiredFor(row: Pick<SprintRow, 'target_count' | 'min_validated'>, stored: number) {
  return requiredPositives(row.target_count, row.min_validated, stored);
}

async function ideaTitles(db: Executor, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = ids.filter((id): id is string => Boolean(id));
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('ideas').select(['id', 'title']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r.title]));
}

const titleOf = (ideaTitle: string | null | undefined) => ideaTitle ?? 'Interview Sprint';
const iso = (d: Date | null) => (d ? d.toISOString() : null);

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

async function revisionsOf(db: Executor, experimentId: string) {
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

/** get_sprint_trust: accepted and pending co-signs, professional and other upvotes. */
export async function trustOf(db: Executor, experimentId: string): Promise<SprintTrust> {
  const [requests, upvotes] = await Promise.all([
    db
      .selectFrom('experiment_cosign_requests')
      .select([
        sql<number>`count(*) filter (where status = 'accepted')::int`.as('accepted'),
        sql<number>`count(*) filter (where status = 'pending')::int`.as('pending'),
      ])
      .where('experiment_id', '=', experimentId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('experiment_upvotes')
      .select([
        sql<number>`count(*) filter (where role = 'pro')::int`.as('pros'),
        sql<number>`count(*) filter (where role = 'owner')::int`.as('owners'),
      ])
      .where('experiment_id', '=', experimentId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    prosAccepted: requests.accepted,
    prosPending: requests.pending,
    proUpvotes: upvotes.pros,
    userUpvotes: upvotes.owners,
  };
}

/** get_experiment_upvote_counts: owners, pros, total and the viewer's vote role. */
export async function upvoteCountsOf(
  db: Executor,
  experimentId: string,
  viewerId: string | null,
): Promise<UpvoteCounts> {
  const row = await db
    .selectFrom('experiment_upvotes')
    .select([
      sql<number>`count(*) filter (where role = 'owner')::int`.as('owners'),
      sql<number>`count(*) filter (where role = 'pro')::int`.as('pros'),
      sql<'pro' | 'owner' | null>`max(role) filter (where user_id = ${viewerId})`.as('mine'),
    ])
    .where('experiment_id', '=', experimentId)
    .executeTakeFirstOrThrow();
  return { owners: row.owners, pros: row.pros, total: row.owners + row.pros, myVoteRole: row.mine ?? null };
}

/** The sprint screen: its owner only (a sprint owned by someone else is ignored: not found). */
export async function readSprint(ctx: AppContext, userId: string, id: string): Promise<SprintDetail> {
  const row = await loadSprint(ctx.db, id);
  if (actorOf(row, userId) !== 'owner') throw sprintNotFound();
  return sprintDetail(ctx, row, userId);
}

export async function sprintDetail(ctx: AppContext, row: SprintRow, userId: string): Promise<SprintDetail> {
  const db = ctx.db;
  const [stored, titles, totals, interviews, revisions, trust, upvotes, owner, evidence] = await Promise.all([
    storedGate(db),
    ideaTitles(db, [row.idea_id]),
    totalsOf(db, row.id),
    interviewsOf(db, row.id),
    revisionsOf(db, row.id),
    trustOf(db, row.id),
    upvoteCountsOf(db, row.id, userId),
    selectPeople(db, [row.owner_user_id]),
    row.evidence_id
      ? db
          .selectFrom('evidence_entries')
          .select('linked_idea_id')
          .where('id', '=', row.evidence_id)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  const ideaTitle = row.idea_id ? (titles.get(row.idea_id) ?? null) : null;
  const state = sprintStateOf(row);
  return {
    ...summaryOf(row, totals, stored, ideaTitle),
    ownerUserId: row.owner_user_id,
    ownerName: owner[0] ? nameOf(owner[0]) : '',
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

/** get_public_sprint / get_public_interviews / get_public_cosigners: the share token opens it; never the notes. */
export async function readPublicSprint(
  ctx: AppContext,
  viewerId: string | null,
  id: string,
  token: string | undefined,
): Promise<PublicSprint> {
  const row = await ctx.db.selectFrom('experiments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !token || row.share_token !== token) throw notFound(SPRINT_TEXT.publicNotFound);
  const db = ctx.db;
  const [stored, titles, totals, interviews, revisions, trust, upvotes, owner, cosignRows] =
    await Promise.all([
      storedGate(db),
      ideaTitles(db, [row.idea_id]),
      totalsOf(db, row.id),
      interviewsOf(db, row.id),
      revisionsOf(db, row.id),
      trustOf(db, row.id),
      upvoteCountsOf(db, row.id, viewerId),
      selectPeople(db, [row.owner_user_id]),
      db
        .selectFrom('experiment_cosign_requests')
        .select('pro_user_id')
        .where('experiment_id', '=', row.id)
        .where('status', '=', 'accepted')
        .orderBy('responded_at', 'asc')
        .execute(),
    ]);
  const people = await selectPeople(
    db,
    cosignRows.slice(0, SPRINT.cosignerAvatars).map((r) => r.pro_user_id),
  );
  const cosigners = await Promise.all(
    people.map(async (p) => ({
      proUserId: p.id,
      displayName: nameOf(p),
      avatarUrl: await signAvatarUrl(ctx.storage, p.avatar_path),
    })),
  );
  return {
    id: row.id,
    title: titleOf(row.idea_id ? titles.get(row.idea_id) : null),
    ownerName: owner[0] ? nameOf(owner[0]) : '',
    totals: { pos: totals.pos, neu: totals.neu, neg: totals.neg },
    gate: gateView(totals, row.target_count, requiredFor(row, stored)),
    hypothesis: row.hypothesis,
    persona: row.persona,
    resultSummary: row.result_summary,
    setupRegisteredAt: iso(row.setup_registered_at),
    revisions,
    cosigners,
    cosignerCount: cosignRows.length,
    interviews: interviews.map((i) => ({
      id: i.id,
      createdAt: i.created_at.toISOString(),
      outcome: i.outcome,
      who: i.who,
      channel: i.channel,
      learning: i.learning,
    })),
    finalizedAt: iso(row.finalized_at),
    evidenceId: row.evidence_id,
    versionId: row.version_id,
    trust,
    upvotes,
  };
}
