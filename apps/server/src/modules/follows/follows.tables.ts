import type { ColumnType, Generated } from 'kysely';

/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** follows (migrations/0005_profiles.sql) and follow_counts (0024): who follows whom. */
export interface FollowsTable {
  follower_id: string;
  following_id: string;
  status: Defaulted<'accepted' | 'pending'>;
  created_at: Generated<Date>;
}

/** Accepted follows of and by each person, kept by a trigger on follows (migration 0024). */
export interface FollowCountsTable {
  user_id: string;
  followers: Defaulted<number>;
  following: Defaulted<number>;
}

export interface FollowsTables {
  follows: FollowsTable;
  follow_counts: FollowCountsTable;
}

/** Views this module publishes (migration 0033, decision 142). */
export interface FollowsViews {
  /** Accepted follows only. */
  accepted_follows: { follower_id: string; following_id: string; created_at: Date };
  /** follow_counts as the trigger keeps it: no row for a person with no follows either way. */
  follow_totals: { user_id: string; followers: number; following: number };
}
