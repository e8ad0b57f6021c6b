import type { MeritAxis, MeritKind } from '@ibh/contract';
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.ts';

/** merit_kinds (migration 0020): the formula's points per kind, as the triggers read them. */
export interface MeritKindsTable {
  kind: MeritKind;
  axis: MeritAxis;
  points: number;
}

/** merit_events (migration 0020): the points ledger, written only by triggers. */
export interface MeritEventsTable {
  id: Generated<string>;
  user_id: string;
  axis: MeritAxis;
  kind: MeritKind;
  points: number;
  source_id: string;
  occurred_at: Generated<Date>;
}

/** merit_totals (migration 0020): lifetime points per axis and the stored recent points. */
export interface MeritTotalsTable {
  user_id: string;
  deliver: Generated<number>;
  give: Generated<number>;
  community: Generated<number>;
  lifetime_total: Generated<number>;
  recent_deliver: Generated<number>;
  recent_give: Generated<number>;
  recent_community: Generated<number>;
  recent_at: Date | null;
  version: Generated<number>;
  updated_at: Generated<Timestamp>;
}

/**
 * merit_ranking (migration 0029): one row per verified professional with a public profile, with the
 * Top Merit pool's sort keys, written only by triggers.
 */
export interface MeritRankingTable {
  user_id: string;
  lifetime_total: number;
  recent_deliver: number;
  name_key: string;
  verified_at: Date | null;
}

export interface MeritTables {
  merit_kinds: MeritKindsTable;
  merit_events: MeritEventsTable;
  merit_totals: MeritTotalsTable;
  merit_ranking: MeritRankingTable;
}

/** Views merit publishes (migrations/0038_weighted_signals.sql, decision 142). */
export interface MeritViews {
  /** A person's lifetime merit points (no row: none yet); evidence weighs votes by it (decision 154). */
  merit_points: Pick<MeritTotalsTable, 'user_id' | 'lifetime_total'>;
}
