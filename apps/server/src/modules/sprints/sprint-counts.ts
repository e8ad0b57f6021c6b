import {
  requiredPositives,
  SPRINT,
  type SprintTotals,
  type SprintTrust,
  type UpvoteCounts,
} from '@ibh/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { readAppMeta } from '../../platform/app-meta.ts';
import type { SprintRow } from './sprint-read.ts';

/** The counts a sprint shows: its interviews by outcome, the gate, co-signs and upvotes. */
export const STORED_GATE_KEY = 'sprint.gate_min_positives';

/** The stored gate setting (app_meta), default 8. */
export async function storedGate(db: Executor): Promise<number> {
  const value = await readAppMeta(db, STORED_GATE_KEY);
  const n = value === undefined ? Number.NaN : Number.parseInt(value, 10);
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
