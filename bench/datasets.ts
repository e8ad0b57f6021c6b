import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../apps/server/src/db/schema.ts';
import { evidenceDataset } from './evidence-dataset.ts';
import { ideasDataset } from './ideas-dataset.ts';
import { messagesDataset } from './messages-dataset.ts';
import { notificationsDataset } from './notifications-dataset.ts';
import { ordersDataset } from './orders-dataset.ts';
import { peopleDataset } from './people-dataset.ts';
import { shopDataset } from './shop-dataset.ts';

export const DATASET_SIZES = ['small', 'medium', 'large', 'huge'] as const;
export type DatasetSize = (typeof DATASET_SIZES)[number];

/**
 * The multiplier a dataset applies to its own base counts: a seeder that makes 100 users
 * at small makes 1,000 at medium and 10,000 at large.
 */
export const SIZE_SCALE: Record<DatasetSize, number> = { small: 1, medium: 10, large: 100, huge: 1_000 };

export interface BenchDataset {
  name: string;
  /** Inserts this feature's rows, `scale` times its base counts (huge-counts.ts's at huge), in one transaction. */
  seed(trx: Transaction<DB>, scale: number, size: DatasetSize): Promise<void>;
}

/**
 * Bench data, in dependency order (users before what they own). Features append their
 * dataset here. people: 100 / 1,000 / 10,000 people with profiles, skills, follows, readiness;
 * messages: 10 direct messages per person, the viewer's 300-message thread and a full conversation list;
 * shop: 100 / 1,000 / 10,000 services with one to three packages from verified professionals;
 * evidence: 100 / 1,000 / 10,000 entries with two finalized versions, upvotes and useful marks.
 * orders: the viewer's workroom (240 log entries, 20 files) and 2,000 / 20,000 / 200,000 orders to approve;
 * notifications: 5 per person, the viewer's 500 (5,000 at huge).
 * At huge (PostgreSQL only) each seeds the HUGE counts with set-based INSERT ... SELECT.
 */
export const datasets: BenchDataset[] = [
  peopleDataset,
  ideasDataset,
  messagesDataset,
  shopDataset,
  evidenceDataset,
  ordersDataset,
  notificationsDataset,
];

/** Seeds every registered dataset at the given size; returns how long each took. */
export async function seedDatasets(
  db: Kysely<DB>,
  size: DatasetSize,
): Promise<{ name: string; ms: number }[]> {
  const timings: { name: string; ms: number }[] = [];
  for (const dataset of datasets) {
    const started = performance.now();
    await db.transaction().execute((trx) => dataset.seed(trx, SIZE_SCALE[size], size));
    timings.push({ name: dataset.name, ms: Math.round(performance.now() - started) });
  }
  // Fresh statistics and visibility maps for every table, as autovacuum keeps them on a live
  // database (since PostgreSQL 13 it vacuums a table after bulk inserts too): without statistics
  // the planner guesses (1,700 versions per evidence entry) and picks plans a real one never
  // would; without the visibility map an index-only scan visits the heap for every entry (Best
  // match's posting lists, decision 164).
  const started = performance.now();
  await sql`vacuum (analyze)`.execute(db);
  timings.push({ name: 'vacuum analyze', ms: Math.round(performance.now() - started) });
  return timings;
}
