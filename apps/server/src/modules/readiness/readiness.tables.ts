import type { ColumnType, Generated } from 'kysely';

/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** founder_readiness (migrations/0005_profiles.sql): what a founder discloses; only this module writes it. */
export interface FounderReadinessTable {
  user_id: string;
  prior_founder: Defaulted<boolean>;
  technical_founder: Defaulted<boolean>;
  arr_disclosed: Defaulted<boolean>;
  deck_ready: Defaulted<boolean>;
  /** numeric, parsed to a JS number by both engines. */
  arr_amount: number | null;
  deck_url: string | null;
  readiness_score: Defaulted<number>;
  updated_at: Generated<Date>;
}

export interface ReadinessTables {
  founder_readiness: FounderReadinessTable;
}

/** Views this module publishes (migration 0033, decision 142). */
export interface ReadinessViews {
  /** A founder's readiness score; no row before they saved their readiness. */
  readiness_scores: { user_id: string; readiness_score: number };
}
